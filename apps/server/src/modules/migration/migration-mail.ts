import type { Language } from '@amigo/contract';

type Params = { code: string; minutes: number; username: string };

/** The migration code mail. The two migration pages are Chinese and Japanese; other languages read English. */
const TEXTS: Partial<Record<Language, (p: Params) => { subject: string; text: string }>> = {
  'ja-JP': ({ code, minutes, username }) => ({
    subject: `【Amigo Hall】アカウント移行の確認コード ${code}`,
    text: `旧プラットフォームのアカウント「${username}」を Amigo Hall へ移行する手続きが行われています。\n\n確認コード: ${code}\n\nこのコードは${minutes}分間有効です。お心当たりがない場合は、このメールを破棄してください。`,
  }),
  'zh-CN': ({ code, minutes, username }) => ({
    subject: `【Amigo Hall】账号迁移验证码 ${code}`,
    text: `有人正在将旧平台账号“${username}”迁移到 Amigo Hall。\n\n验证码：${code}\n\n验证码${minutes}分钟内有效。如非本人操作，请忽略本邮件。`,
  }),
  'zh-TW': ({ code, minutes, username }) => ({
    subject: `【Amigo Hall】帳號遷移驗證碼 ${code}`,
    text: `有人正在將舊平台帳號「${username}」遷移到 Amigo Hall。\n\n驗證碼：${code}\n\n驗證碼${minutes}分鐘內有效。如非本人操作，請忽略本郵件。`,
  }),
  'en-US': ({ code, minutes, username }) => ({
    subject: `[Amigo Hall] Account migration code ${code}`,
    text: `Someone is moving the legacy account "${username}" to Amigo Hall.\n\nCode: ${code}\n\nThe code is valid for ${minutes} minutes. If it was not you, ignore this e-mail.`,
  }),
};

export function migrationCodeMail(lang: Language, params: Params) {
  return (TEXTS[lang] ?? TEXTS['en-US']!)(params);
}
