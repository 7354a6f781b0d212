import { PASSWORD_MAX, PASSWORD_MIN, authCalls, registrationCalls, userCalls } from '@amigo/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../locales/en-US/common.json';
import ja from '../../locales/ja-JP/common.json';
import { fieldErrorMap, type FieldTexts, type ValidationTranslate } from './field-messages.ts';

// The real catalogues, so the messages are checked as players will read them.
const i18n = i18next.createInstance();
let t: ValidationTranslate;

beforeAll(async () => {
  await i18n.init({ lng: 'ja-JP', resources: { 'ja-JP': { common: ja }, 'en-US': { common: en } }, defaultNS: 'common' });
  t = (key, values) => i18n.t(key, values);
});

/** The message of each failing field, as the form shows it (the first issue of the field). */
function messages(schema: z.ZodObject, values: unknown, fields: FieldTexts): Record<string, string> {
  const result = schema.safeParse(values, { error: fieldErrorMap(fields, t, schema.shape) });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('field messages from the contract schemas', () => {
  const login = authCalls.authLogin.request.pick({ account: true, password: true });

  it('words an empty field "please input {name}", by field kind, or with its own text', () => {
    expect(
      messages(login, { account: '  ', password: '' }, { account: { label: 'アカウント' }, password: { label: 'パスワード' } }),
    ).toEqual({ account: 'アカウントを入力してください', password: 'パスワードを入力してください' });
    const terms = registrationCalls.registerValid.request.pick({ acceptTerms: true });
    expect(messages(terms, { acceptTerms: false }, { acceptTerms: { label: '利用規約', kind: 'choose' } })).toEqual({
      acceptTerms: ja.validation.required.choose.replace('{{name}}', '利用規約'),
    });
    expect(messages(terms, { acceptTerms: false }, { acceptTerms: { label: '利用規約', required: '同意してください' } })).toEqual(
      {
        acceptTerms: '同意してください',
      },
    );
  });

  it("gives a length failure the schema's bounds", () => {
    const reset = authCalls.authResetPassword.request.pick({ newPassword: true });
    expect(messages(reset, { newPassword: 'short' }, { newPassword: { label: '新しいパスワード' } })).toEqual({
      newPassword: i18n.t('validation.length.between', { name: '新しいパスワード', min: PASSWORD_MIN, max: PASSWORD_MAX }),
    });
  });

  it('words a wrong format generically, or with the field’s own text, in the current language', async () => {
    const idNumber = userCalls.userUpdateIdNumber.request;
    expect(messages(idNumber, { idNumber: '!!' }, { idNumber: { label: 'ID' } })).toEqual({
      idNumber: i18n.t('validation.type', { name: 'ID' }),
    });
    expect(messages(idNumber, { idNumber: '!!' }, { idNumber: { label: 'ID', invalid: 'ID format' } })).toEqual({
      idNumber: 'ID format',
    });
    await i18n.changeLanguage('en-US');
    expect(messages(login, { account: '', password: 'x' }, { account: { label: 'Account' } })).toEqual({
      account: en.validation.required.input.replace('{{name}}', 'Account'),
    });
    await i18n.changeLanguage('ja-JP');
  });

  it("keeps the message of a form's own refinement", () => {
    const schema = authCalls.authPasswordUpdate.request
      .extend({ confirmPassword: z.string().min(1) })
      .refine((values) => values.confirmPassword === values.newPassword, {
        path: ['confirmPassword'],
        message: '一致しません',
        when: () => true,
      });
    const fields = { confirmPassword: { label: '確認' } };
    expect(messages(schema, { oldPassword: 'a', newPassword: 'x', confirmPassword: 'password2' }, fields).confirmPassword).toBe(
      '一致しません',
    );
    expect(messages(schema, { oldPassword: 'a', newPassword: 'password1', confirmPassword: '' }, fields).confirmPassword).toBe(
      '確認を入力してください',
    );
  });
});
