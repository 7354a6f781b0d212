import { calls } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { createCaptcha } from './captcha/create-captcha.ts';
import { changePassword } from './change-password.ts';
import { verifyRegistrationCode } from './email-codes.ts';
import { loginWithPassword } from './login-with-password.ts';
import { registerMember } from './register-member.ts';
import { resetPassword, sendResetCode } from './reset-password.ts';
import { sendRegistrationCode } from './send-registration-code.ts';
import { endSession, memberSessionPolicy } from './sessions.ts';
import { setPaymentPassword } from './set-payment-password.ts';
import { exchangeSignInCode } from './sign-in-codes.ts';
import { finishSocialSignIn } from './social/finish-social-sign-in.ts';
import { startSocialSignIn } from './social/start-social-sign-in.ts';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  const policy = memberSessionPolicy(config);
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    deviceId: request.deviceId,
    now: new Date(),
  });
  const mailing = { siteUrl: config.publicUrl, smtpConfigured: Boolean(config.smtpUrl) };

  registerCall(app, calls.authGet, async ({ request }) =>
    createCaptcha(db, { ip: request.ip, now: new Date(), testAnswer: config.captchaTestAnswer }),
  );

  registerCall(app, calls.authLogin, async ({ body, request }) =>
    loginWithPassword(db, {
      account: body.account,
      password: body.password,
      captchaId: body.uuid,
      captchaAnswer: body.qrcode,
      policy,
      ...client(request),
    }),
  );

  registerCall(app, calls.authLogout, async ({ member }) => {
    await endSession(db, member.sessionId);
    return null;
  });

  registerCall(app, calls.registerSendEmailCode, async ({ body, request }) =>
    sendRegistrationCode(db, { email: body.email, ip: request.ip, lang: request.lang, now: new Date(), ...mailing }),
  );

  registerCall(app, calls.registerValid, async ({ body }) => {
    await verifyRegistrationCode(db, { email: body.email, code: body.code, now: new Date() });
    return { verified: true as const };
  });

  registerCall(app, calls.registerUser, async ({ body, request }) => {
    const { token } = await registerMember(db, { ...body, policy, ...client(request) });
    return { token };
  });

  registerCall(app, calls.authSendEmail, async ({ body, request }) =>
    sendResetCode(db, {
      account: body.account,
      captchaId: body.uuid,
      captchaAnswer: body.qrcode,
      ip: request.ip,
      lang: request.lang,
      now: new Date(),
      ...mailing,
    }),
  );

  registerCall(app, calls.authResetPassword, async ({ body }) => {
    await resetPassword(db, { account: body.account, newPassword: body.newPassword, code: body.qrcode, now: new Date() });
    return null;
  });

  registerCall(app, calls.authPasswordUpdate, async ({ body, member, request }) =>
    changePassword(db, { userId: member.userId, ...body, policy, ...client(request) }),
  );

  registerCall(app, calls.authPasswordUpdatePayment, async ({ body, member }) => {
    await setPaymentPassword(db, { userId: member.userId, ...body });
    return null;
  });

  registerCall(app, calls.authExchange, async ({ body, request }) =>
    exchangeSignInCode(db, { code: body.code, policy, ...client(request) }),
  );

  registerCall(app, calls.authSocialAuthorize, async ({ body }) =>
    startSocialSignIn(db, {
      config,
      provider: body.event,
      agentCode: body.agentCode,
      campaign: body.campaign,
      redirect: body.redirect,
      now: new Date(),
    }),
  );

  registerCall(app, calls.authLogin3, async ({ body, request }) =>
    finishSocialSignIn(db, {
      config,
      provider: body.event,
      token: body.token,
      state: body.state,
      agentCode: body.agentCode,
      campaign: body.campaign,
      policy,
      ...client(request),
    }),
  );
}
