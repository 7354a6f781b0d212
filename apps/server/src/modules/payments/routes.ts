import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';
import { readDb } from '../../http/read-your-writes.ts';
import { registerCall } from '../../http/register-call.ts';
import { createDepositOrder } from './create-deposit-order.ts';
import { listDeposits, listWithdrawals } from './list-orders.ts';
import { receiveSandboxWebhook } from './receive-sandbox-webhook.ts';
import { requestWithdrawal } from './request-withdrawal.ts';
import { registerSandboxProvider } from './sandbox-psp/routes.ts';
import { findDeposit, submitManualTransfer } from './submit-manual-transfer.ts';
import { depositToDto, withdrawalToDto } from './to-dto.ts';

export async function paymentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { publicUrl } = app.config;
  // Never in production, whatever the switch says (loadConfig refuses the switch there too).
  const sandboxPayments = app.config.sandboxPayments && app.config.env !== 'production';
  const toDto = (order: Parameters<typeof depositToDto>[0]) => depositToDto(order, publicUrl);

  registerCall(app, calls.payOrder, async ({ body, member }) => {
    if (body.channel === 'sandbox' && !sandboxPayments) throw new AppError('CHANNEL_NOT_AVAILABLE', { field: 'channel' });
    const { order, houseAccount } = await createDepositOrder(db, {
      userId: member.userId,
      ...body,
      now: new Date(),
      kycRules: app.config.kycRules,
    });
    return { order: toDto(order), houseAccount };
  });
  registerCall(app, calls.payManualSubmit, async ({ body, member }) =>
    toDto(await submitManualTransfer(db, { userId: member.userId, ...body })),
  );
  registerCall(app, calls.payQuery, async ({ body, member }) =>
    toDto(await findDeposit(db, { userId: member.userId, orderSn: body.orderSn })),
  );
  // The records pages read the replica, or the primary right after the member's own writes (http/read-your-writes.ts).
  registerCall(app, calls.payList, async ({ body, member, request }) => {
    const { rows, total } = await listDeposits(readDb(request), { userId: member.userId, ...body });
    return { list: rows.map(toDto), total, pageNum: body.pageNum, pageSize: body.pageSize };
  });
  registerCall(app, calls.drawWithdraw, async ({ body, member }) =>
    withdrawalToDto(
      await requestWithdrawal(db, {
        userId: member.userId,
        ...body,
        bankCardId: BigInt(body.bankCardId),
        now: new Date(),
        kycRules: app.config.kycRules,
      }),
    ),
  );
  registerCall(app, calls.drawList, async ({ body, member, request }) => {
    const { rows, total } = await listWithdrawals(readDb(request), { userId: member.userId, ...body });
    return { list: rows.map(withdrawalToDto), total, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  if (!sandboxPayments) return;
  const secret = app.config.sandboxPaySecret;
  await app.register(async (scope) => {
    // The signature covers the raw bytes, so this route reads the body as text and parses it itself.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/v2/hooks/sandbox', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['x-sandbox-signature'];
      const result = await receiveSandboxWebhook(db, {
        secret,
        rawBody: typeof request.body === 'string' ? request.body : '',
        signature: typeof signature === 'string' ? signature : undefined,
        now: new Date(),
      });
      return okEnvelope(request, result);
    });
  });
  await registerSandboxProvider(app);
}
