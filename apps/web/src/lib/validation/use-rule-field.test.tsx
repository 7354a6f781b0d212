// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ja from '../../locales/ja-JP/common.json';
import type { FieldRule, InputShape } from './form-rules.ts';
import { RULE_FORM_OPTIONS, useRuleField } from './use-rule-field.ts';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'ja-JP', resources: { 'ja-JP': { common: ja } }, defaultNS: 'common' });
});
afterEach(cleanup);

interface Values {
  amount: string;
}

function AmountForm({ rules, shape, onValid }: { rules: FieldRule[]; shape: InputShape; onValid?: (v: Values) => void }) {
  const form = useForm<Values>({ ...RULE_FORM_OPTIONS, defaultValues: { amount: '' } });
  const field = useRuleField(form, 'amount', { label: '金額', rules, ...shape });
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => onValid?.(values))(event)}>
      <label htmlFor="amount">金額</label>
      <input id="amount" {...field.inputProps} />
      <output data-testid="status">{field.status}</output>
      {field.error ? <p role="alert">{field.error}</p> : null}
      <button type="submit">送信</button>
    </form>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('金額');
const status = () => screen.getByTestId('status').textContent;

describe('useRuleField with react-hook-form', () => {
  it('starts unvalidated and strips non-digits as the player types', async () => {
    render(<AmountForm rules={[]} shape={{ mode: 'digit', maxLength: 4 }} />);
    expect(status()).toBe('unvalidated');
    fireEvent.change(input(), { target: { value: '１2a345' } });
    await waitFor(() => expect(input().value).toBe('1234'));
    expect(input().inputMode).toBe('numeric');
  });

  it('validates blur rules on blur only, then passes once fixed', async () => {
    render(<AmountForm rules={[{ required: true, trigger: 'blur' }]} shape={{}} />);
    fireEvent.change(input(), { target: { value: '5' } });
    fireEvent.change(input(), { target: { value: '' } });
    await waitFor(() => expect(status()).toBe('unvalidated'));
    fireEvent.blur(input());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '金額を入力してください');
    expect(status()).toBe('failed');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(), { target: { value: '10' } });
    fireEvent.blur(input());
    await waitFor(() => expect(status()).toBe('passed'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a field the player only passed through unvalidated until submit', async () => {
    render(<AmountForm rules={[{ required: true }]} shape={{}} />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    await waitFor(() => expect(status()).toBe('unvalidated'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '金額を入力してください');
  });

  it('drops a blur message as soon as the value is fixed, before the next blur', async () => {
    render(<AmountForm rules={[{ pattern: /^\d{3}$/, trigger: 'blur' }]} shape={{}} />);
    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.blur(input());
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '12a' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    fireEvent.change(input(), { target: { value: '123' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(status()).toBe('passed');
  });

  it('clamps a number field into min/max on blur', async () => {
    render(<AmountForm rules={[{ type: 'number', min: 100, max: 5000 }]} shape={{ mode: 'number', min: 100, max: 5000 }} />);
    fireEvent.change(input(), { target: { value: '99999' } });
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('5000'));
    await waitFor(() => expect(status()).toBe('passed'));
  });

  it('runs every rule on submit and blocks invalid values', async () => {
    let submitted: Values | null = null;
    render(
      <AmountForm
        rules={[{ required: true, trigger: 'blur' }]}
        shape={{}}
        onValid={(values) => {
          submitted = values;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '金額を入力してください');
    expect(submitted).toBeNull();
    fireEvent.change(input(), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(submitted).toEqual({ amount: '300' }));
  });
});
