import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ja from '../../locales/ja-JP/common.json';
import en from '../../locales/en-US/common.json';
import { appliesOn, validateField, type FieldRule, type RuleContext, type ValidationTranslate } from './form-rules.ts';

// The real catalogues, so the default messages are checked as players will read them.
const i18n = i18next.createInstance();
let t: ValidationTranslate;

beforeAll(async () => {
  await i18n.init({
    lng: 'ja-JP',
    fallbackLng: 'ja-JP',
    resources: { 'ja-JP': { common: ja }, 'en-US': { common: en } },
    defaultNS: 'common',
  });
  t = (key, values) => i18n.t(key, values);
});

function ctx(label: string, kind?: RuleContext['kind']): RuleContext {
  return { label, kind, t };
}

describe('validateField', () => {
  it('fails a required empty value with the generic please-input message', () => {
    const result = validateField('', [{ required: true }], ctx('アカウント'));
    expect(result).toEqual({ status: 'failed', message: 'アカウントを入力してください' });
    expect(validateField('   ', [{ required: true }], ctx('アカウント')).status).toBe('failed');
  });

  it('words the required message by field kind: input, select, choose, upload', () => {
    expect(validateField(undefined, [{ required: true }], ctx('国', 'select'))).toMatchObject({
      message: '国を選択してください',
    });
    expect(validateField(false, [{ required: true, validator: (v) => v === true }], ctx('利用規約', 'choose')).status).toBe(
      'failed',
    );
    expect(validateField([], [{ required: true }], ctx('本人確認書類', 'upload'))).toMatchObject({
      message: '本人確認書類をアップロードしてください',
    });
  });

  it('uses a rule message when given', () => {
    const rules: FieldRule[] = [{ required: true, message: 'ユーザー名を入力してください' }];
    expect(validateField('', rules, ctx('x'))).toMatchObject({ message: 'ユーザー名を入力してください' });
  });

  it('passes an empty optional value without running the other rules', () => {
    expect(validateField('', [{ pattern: /^[a-z]+$/ }, { min: 3 }], ctx('紹介コード'))).toEqual({ status: 'passed' });
  });

  it('checks a pattern, with the type message by default', () => {
    const rules: FieldRule[] = [{ pattern: /^[A-Za-z0-9]+$/ }];
    expect(validateField('player01', rules, ctx('ユーザー名')).status).toBe('passed');
    expect(validateField('player 01', rules, ctx('ユーザー名'))).toMatchObject({ message: 'ユーザー名の形式が正しくありません' });
  });

  it('checks types', () => {
    expect(validateField('a@b.co', [{ type: 'email' }], ctx('メール')).status).toBe('passed');
    expect(validateField('a@b', [{ type: 'email' }], ctx('メール')).status).toBe('failed');
    expect(validateField('12.5', [{ type: 'integer' }], ctx('金額')).status).toBe('failed');
    expect(validateField('12', [{ type: 'integer' }], ctx('金額')).status).toBe('passed');
    expect(validateField('https://x.jp', [{ type: 'url' }], ctx('URL')).status).toBe('passed');
  });

  it('reads min/max as a value range for numbers', () => {
    const rules: FieldRule[] = [{ type: 'number', min: 100, max: 5000 }];
    expect(validateField('50', rules, ctx('金額'))).toMatchObject({ message: '金額は100〜5000の範囲で入力してください' });
    expect(validateField(6000, rules, ctx('金額')).status).toBe('failed');
    expect(validateField('100', rules, ctx('金額')).status).toBe('passed');
    expect(validateField('1', [{ type: 'number', min: 10 }], ctx('金額'))).toMatchObject({
      message: '金額は10以上で入力してください',
    });
  });

  it('reads min/max/len as a length in characters for text', () => {
    expect(validateField('abc', [{ min: 6, max: 20 }], ctx('パスワード'))).toMatchObject({
      message: 'パスワードは6〜20文字で入力してください',
    });
    expect(validateField('𠮷野家', [{ max: 3 }], ctx('店名')).status).toBe('passed');
    expect(validateField('123', [{ len: 4 }], ctx('暗証番号'))).toMatchObject({ message: '暗証番号は4文字で入力してください' });
  });

  it('runs a custom check: a string or false fails', () => {
    const matches = (other: string): FieldRule => ({
      validator: (value) => value === other || 'パスワードが一致しません',
    });
    expect(validateField('abc', [matches('abc')], ctx('確認用パスワード')).status).toBe('passed');
    expect(validateField('abd', [matches('abc')], ctx('確認用パスワード'))).toMatchObject({
      message: 'パスワードが一致しません',
    });
  });

  it('runs only the rules of the trigger on blur or change, and every rule on submit', () => {
    const rules: FieldRule[] = [
      { required: true, trigger: 'blur' },
      { pattern: /^\d+$/, trigger: 'change' },
    ];
    expect(validateField('', rules, ctx('コード'), 'change').status).toBe('passed');
    expect(validateField('', rules, ctx('コード'), 'blur').status).toBe('failed');
    expect(validateField('12a', rules, ctx('コード'), 'blur').status).toBe('passed');
    expect(validateField('12a', rules, ctx('コード'), 'change').status).toBe('failed');
    expect(validateField('', rules, ctx('コード')).status).toBe('failed');
    expect(validateField('12a', rules, ctx('コード')).status).toBe('failed');
  });

  it('treats a rule without a trigger as both, and a trigger list as each', () => {
    expect(appliesOn({}, 'blur')).toBe(true);
    expect(appliesOn({}, 'change')).toBe(true);
    expect(appliesOn({ trigger: ['blur', 'change'] }, 'change')).toBe(true);
    expect(appliesOn({ trigger: 'blur' }, 'change')).toBe(false);
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(validateField('', [{ required: true }], ctx('Account'))).toMatchObject({ message: 'Please enter Account' });
      expect(validateField('ab', [{ min: 6 }], ctx('Password'))).toMatchObject({
        message: 'Password must be at least 6 characters long',
      });
    } finally {
      await i18n.changeLanguage('ja-JP');
    }
  });
});
