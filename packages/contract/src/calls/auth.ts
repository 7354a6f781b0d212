import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/**
 * Member usernames, one rule for every way a member is born (registration, an agent's new
 * subordinate, a legacy account moved in as a new member, social sign-in): letters and digits
 * only, 4–16 characters, unique regardless of case. The server's createMember checks it again.
 */
export const USERNAME_MAX_LENGTH = 16;
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const ZUsername = z.string().trim().regex(USERNAME_PATTERN);
/** OWASP ASVS 6.2: at least 8 characters, long passphrases allowed; common passwords are refused on the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ZNewPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Existing passwords are only bounded, never re-validated against today's policy. */
export const ZAnyPassword = z.string().min(1).max(PASSWORD_MAX);
export const ZEmail = z.string().trim().max(254).pipe(z.email());
export const ZEmailCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
export const ZCaptchaAnswer = z.string().trim().min(1).max(10);
export const ZCaptchaId = z.uuid();
export const ZAgentCode = z.string().trim().max(32).optional();
/** A campaign sub-ID of a referral link (`?agentCode=X&sub=spring`): letters, digits, `_` and `-`. */
export const ZCampaign = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,32}$/)
  .optional();
/** The payment (fund) password: 6 digits, asked before withdrawals and agent transfers. */
export const ZPaymentPassword = z.string().regex(/^\d{6}$/);
/** Login accepts the username or the e-mail address. */
export const ZAccount = z.string().trim().min(1).max(254);

const ZToken = z.object({ token: z.string() });

export const authCalls = {
  authGet: defineCall({
    path: '/v2/app/auth/get',
    auth: 'public',
    module: 'auth',
    summary: 'Fetch a captcha: a base64 GIF and its id. Single use, 5 minutes.',
    status: 'live',
    request: z.strictObject({}),
    response: z.object({ img: z.string(), uuid: z.uuid() }),
  }),
  authLogin: defineCall({
    path: '/v2/app/auth/login',
    auth: 'public',
    module: 'auth',
    summary: 'Log in with account (username or e-mail), password and captcha',
    status: 'live',
    request: z.strictObject({ account: ZAccount, password: ZAnyPassword, uuid: ZCaptchaId, qrcode: ZCaptchaAnswer }),
    response: ZToken,
  }),
  authLogin3: defineCall({
    path: '/v2/app/auth/login3',
    auth: 'public',
    module: 'auth',
    summary:
      'Social sign-in: google (an id_token credential, or an authorization code with state) or line (authorization code with state)',
    status: 'live',
    request: z.strictObject({
      event: z.enum(['google', 'line']),
      token: z.string().min(1).max(4096),
      state: z.string().max(128).optional(),
      agentCode: ZAgentCode,
      campaign: ZCampaign,
    }),
    /** `redirect` is the in-site page the sign-in started from, when there was one. */
    response: z.object({ token: z.string(), redirect: z.string().nullable() }),
  }),
  authExchange: defineCall({
    path: '/v2/app/auth/exchange',
    auth: 'public',
    module: 'auth',
    summary:
      'Trade the one-time sign-in code of a `/?token=` address for a new session (docs/decisions/0016): valid 2 minutes, usable once',
    status: 'live',
    request: z.strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
    response: z.object({ token: z.string() }),
  }),
  authSocialAuthorize: defineCall({
    path: '/v2/app/auth/social/authorize',
    auth: 'public',
    module: 'auth',
    summary: 'Start a social sign-in: the provider authorize address with state, nonce and PKCE kept on the server',
    status: 'live',
    request: z.strictObject({
      event: z.enum(['google', 'line']),
      agentCode: ZAgentCode,
      campaign: ZCampaign,
      redirect: z.string().max(512).optional(),
    }),
    response: z.object({ url: z.url(), state: z.string() }),
  }),
  authLogout: defineCall({
    path: '/v2/app/auth/logout',
    auth: 'member',
    module: 'auth',
    summary: 'End this session',
    status: 'live',
    request: z.strictObject({}),
    response: z.null(),
  }),
  authSendEmail: defineCall({
    path: '/v2/app/auth/send/email',
    auth: 'public',
    module: 'auth',
    summary: 'Find password step 1: account and captcha; a reset code goes to the account e-mail',
    status: 'live',
    request: z.strictObject({ account: ZAccount, uuid: ZCaptchaId, qrcode: ZCaptchaAnswer }),
    response: z.object({ resendAfter: z.number().int() }),
  }),
  authResetPassword: defineCall({
    path: '/v2/app/auth/reset/password',
    auth: 'public',
    module: 'auth',
    summary: 'Find password step 2: account, new password and the e-mailed code',
    status: 'live',
    request: z.strictObject({ account: ZAccount, newPassword: ZNewPassword, qrcode: ZEmailCode }),
    response: z.null(),
  }),
  authPasswordUpdate: defineCall({
    path: '/v2/app/auth/password/update',
    auth: 'member',
    module: 'auth',
    summary: 'Change the login password; every session ends and a new token is issued',
    status: 'live',
    request: z.strictObject({ oldPassword: ZAnyPassword, newPassword: ZNewPassword }),
    response: ZToken,
  }),
  authPasswordUpdatePayment: defineCall({
    path: '/v2/app/auth/password/update/payment',
    auth: 'member',
    module: 'auth',
    summary: 'Set the payment password (with the login password) or change it (with the old payment password)',
    status: 'live',
    request: z.strictObject({
      loginPassword: ZAnyPassword.optional(),
      oldPaymentPassword: ZPaymentPassword.optional(),
      newPaymentPassword: ZPaymentPassword,
    }),
    response: z.null(),
  }),
};

export const registrationCalls = {
  registerSendEmailCode: defineCall({
    path: '/v2/app/register/send/email/code',
    auth: 'public',
    module: 'auth',
    summary: 'Send a 6-digit e-mail verification code (10 minutes, resend after 60 s)',
    status: 'live',
    request: z.strictObject({ email: ZEmail }),
    response: z.object({ resendAfter: z.number().int() }),
  }),
  registerValid: defineCall({
    path: '/v2/app/register/valid',
    auth: 'public',
    module: 'auth',
    summary: 'Register step 1: check the e-mail code and the accepted terms',
    status: 'live',
    request: z.strictObject({ email: ZEmail, code: ZEmailCode, acceptTerms: z.literal(true) }),
    response: z.object({ verified: z.literal(true) }),
  }),
  registerUser: defineCall({
    path: '/v2/app/register/user',
    auth: 'public',
    module: 'auth',
    summary: 'Register step 2: create the member (the verified e-mail code is sent again and consumed)',
    status: 'live',
    request: z.strictObject({
      account: ZUsername,
      email: ZEmail,
      password: ZNewPassword,
      code: ZEmailCode,
      agentCode: ZAgentCode,
      campaign: ZCampaign,
    }),
    response: ZToken,
  }),
};
