import { ZCoins, ZEmail } from '@amigo/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isEmptyValue } from './field-messages.ts';
import { numberInput, optionalInput } from './form-inputs.ts';

/** What field-messages.ts decides from: an empty value reads "please input", anything else "wrong". */
function verdict(schema: z.ZodType, value: string): 'ok' | 'empty' | 'wrong' {
  const result = schema.safeParse(value, { error: (issue) => (isEmptyValue(issue.input) ? 'empty' : 'wrong') });
  return result.success ? 'ok' : (result.error.issues[0]?.message as 'empty' | 'wrong');
}

describe('form inputs around a call’s field schema', () => {
  const amount = numberInput(ZCoins.min(1_000).max(5_000));

  it('reads a typed number and checks it with the call’s schema', () => {
    expect(amount.safeParse('2000')).toMatchObject({ success: true, data: 2000 });
    expect(verdict(amount, '999')).toBe('wrong');
    expect(verdict(amount, '0012000')).toBe('wrong');
    expect(verdict(amount, '4999')).toBe('ok');
  });

  it('fails an empty number field on the typed text, so it reads "please input"', () => {
    expect(verdict(amount, '')).toBe('empty');
    expect(verdict(amount, '  ')).toBe('empty');
  });

  it('passes a blank optional field as not given, and checks anything else', () => {
    const email = optionalInput(ZEmail.optional());
    expect(verdict(email, '')).toBe('ok');
    expect(verdict(email, '   ')).toBe('ok');
    expect(verdict(email, 'a@b.jp')).toBe('ok');
    expect(verdict(email, 'not-an-address')).toBe('wrong');
  });
});
