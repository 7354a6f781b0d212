import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { consumeCaptcha, memberSessionPolicy } from '../auth/index.ts';
import { checkLegacyCode, confirmMigration, sendLegacyCode, validateLegacyCard, validateLegacyLogin } from './migration-flow.ts';

/** Account migration from the legacy platform (`/v2/app/jsy/transfer/*`, issue 10). */
export async function migrationRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  const policy = memberSessionPolicy(config);
  const smtpConfigured = Boolean(config.smtpUrl);

  registerCall(app, calls.jsyTransferValidate, async ({ body, request }) => {
    const now = new Date();
    await consumeCaptcha(db, { id: body.uuid, answer: body.qrcode, now });
    return validateLegacyLogin(db, { account: body.account, password: body.password, ip: request.ip, now });
  });
  registerCall(app, calls.jsyTransferValidateCard, ({ body }) => validateLegacyCard(db, { ...body, now: new Date() }));
  registerCall(app, calls.jsyTransferResendValidateCode, ({ body, request }) =>
    sendLegacyCode(db, { flowId: body.flowId, lang: request.lang, smtpConfigured, now: new Date() }),
  );
  registerCall(app, calls.jsyTransferLogin, ({ body }) => checkLegacyCode(db, { ...body, now: new Date() }));
  registerCall(app, calls.jsyTransferConfirm, async ({ body, request }) => {
    const now = new Date();
    if (body.mode === 'attach') {
      // The page is public; attaching needs the member who is signed in (TOKEN), checked here.
      const member = request.headers.token ? await app.authenticate(request) : null;
      return confirmMigration(db, { flowId: body.flowId, mode: 'attach', memberId: member?.userId ?? null, now });
    }
    return confirmMigration(db, {
      ...body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      deviceId: request.deviceId,
      policy,
      now,
    });
  });
}
