import type { Language } from '@amigo/contract';

export type MailTemplate = 'registerCode' | 'resetCode' | 'alreadyRegistered';
interface Rendered {
  subject: string;
  text: string;
}
type Texts = Record<MailTemplate, (p: { code: string; minutes: number; siteUrl: string }) => Rendered>;

/** Mail texts in the member's language. Codes are plain text; nothing in a mail is a link that asks for a password. */
const TEXTS: Record<Language, Texts> = {
  'ja-JP': {
    registerCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】認証コード ${code}`,
      text: `Amigo Hall へのご登録ありがとうございます。\n\n認証コード: ${code}\n\nこのコードは${minutes}分間有効です。お心当たりがない場合は、このメールを破棄してください。`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】パスワード再設定コード ${code}`,
      text: `パスワード再設定のご依頼を受け付けました。\n\n再設定コード: ${code}\n\nこのコードは${minutes}分間有効です。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '【Amigo Hall】このメールアドレスは登録済みです',
      text: `このメールアドレスで新規登録が試みられましたが、既にアカウントがあります。\n\nご本人の場合は ${siteUrl} からログインするか、パスワードを再設定してください。お心当たりがない場合は、このメールを破棄してください。`,
    }),
  },
  'en-US': {
    registerCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Your verification code ${code}`,
      text: `Thank you for signing up to Amigo Hall.\n\nVerification code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Password reset code ${code}`,
      text: `We received a request to reset your password.\n\nReset code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail; your password stays the same.`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '[Amigo Hall] This e-mail address already has an account',
      text: `Someone tried to sign up with this e-mail address, but it already has an account.\n\nIf it was you, log in at ${siteUrl} or reset your password. If not, you can ignore this e-mail.`,
    }),
  },
  'ko-KR': {
    registerCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] 인증 코드 ${code}`,
      text: `Amigo Hall에 가입해 주셔서 감사합니다.\n\n인증 코드: ${code}\n\n이 코드는 ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시해 주세요.`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] 비밀번호 재설정 코드 ${code}`,
      text: `비밀번호 재설정 요청을 받았습니다.\n\n재설정 코드: ${code}\n\n이 코드는 ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '[Amigo Hall] 이미 등록된 이메일 주소입니다',
      text: `이 이메일 주소로 가입이 시도되었지만 이미 계정이 있습니다.\n\n본인이라면 ${siteUrl} 에서 로그인하거나 비밀번호를 재설정해 주세요. 본인이 아니라면 이 메일을 무시해 주세요.`,
    }),
  },
  'zh-CN': {
    registerCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】验证码 ${code}`,
      text: `感谢您注册 Amigo Hall。\n\n验证码：${code}\n\n验证码 ${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】重置密码验证码 ${code}`,
      text: `我们收到了重置密码的请求。\n\n验证码：${code}\n\n验证码 ${minutes} 分钟内有效。如非本人操作，请忽略本邮件，您的密码不会改变。`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '【Amigo Hall】该邮箱已注册',
      text: `有人尝试使用该邮箱注册，但该邮箱已有账号。\n\n如是本人，请在 ${siteUrl} 登录或重置密码；如非本人，请忽略本邮件。`,
    }),
  },
  'zh-TW': {
    registerCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】驗證碼 ${code}`,
      text: `感謝您註冊 Amigo Hall。\n\n驗證碼：${code}\n\n驗證碼 ${minutes} 分鐘內有效。如非本人操作，請忽略本郵件。`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `【Amigo Hall】重設密碼驗證碼 ${code}`,
      text: `我們收到了重設密碼的請求。\n\n驗證碼：${code}\n\n驗證碼 ${minutes} 分鐘內有效。如非本人操作，請忽略本郵件，您的密碼不會變更。`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '【Amigo Hall】此電子郵件已註冊',
      text: `有人嘗試使用此電子郵件註冊，但此電子郵件已有帳號。\n\n如為本人，請至 ${siteUrl} 登入或重設密碼；如非本人，請忽略本郵件。`,
    }),
  },
  'fil-PH': {
    registerCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Ang iyong verification code ${code}`,
      text: `Salamat sa pag-sign up sa Amigo Hall.\n\nVerification code: ${code}\n\nMagagamit ang code sa loob ng ${minutes} minuto. Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito.`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Code para i-reset ang password ${code}`,
      text: `Nakatanggap kami ng kahilingang i-reset ang iyong password.\n\nReset code: ${code}\n\nMagagamit ang code sa loob ng ${minutes} minuto. Kung hindi ikaw, huwag pansinin ito; hindi magbabago ang iyong password.`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '[Amigo Hall] May account na ang e-mail address na ito',
      text: `May sumubok mag-sign up gamit ang e-mail address na ito, pero may account na ito.\n\nKung ikaw iyon, mag-log in sa ${siteUrl} o i-reset ang password. Kung hindi, huwag pansinin ang e-mail na ito.`,
    }),
  },
  'vi-VN': {
    registerCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Mã xác minh của bạn ${code}`,
      text: `Cảm ơn bạn đã đăng ký Amigo Hall.\n\nMã xác minh: ${code}\n\nMã có hiệu lực trong ${minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    }),
    resetCode: ({ code, minutes }) => ({
      subject: `[Amigo Hall] Mã đặt lại mật khẩu ${code}`,
      text: `Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn.\n\nMã đặt lại: ${code}\n\nMã có hiệu lực trong ${minutes} phút. Nếu không phải bạn, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.`,
    }),
    alreadyRegistered: ({ siteUrl }) => ({
      subject: '[Amigo Hall] Email này đã có tài khoản',
      text: `Có người đã thử đăng ký bằng email này nhưng email đã có tài khoản.\n\nNếu là bạn, hãy đăng nhập tại ${siteUrl} hoặc đặt lại mật khẩu. Nếu không, hãy bỏ qua email này.`,
    }),
  },
};

export function renderMail(
  lang: Language,
  template: MailTemplate,
  params: { code?: string; minutes?: number; siteUrl: string },
): Rendered {
  return TEXTS[lang][template]({ code: params.code ?? '', minutes: params.minutes ?? 10, siteUrl: params.siteUrl });
}
