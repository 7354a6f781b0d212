import { adminCalls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { cryptoPayoutFor } from '../crypto/index.ts';
import { readKycImage } from '../kyc/index.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjust-balance.ts';
import { listAudit } from './audit.ts';
import { broadcastLetter, checkContent, listContent, saveContent } from './content-admin.ts';
import { registerContentImageRoutes } from './content-images.ts';
import { listCryptoDeposits, listCryptoWithdrawals } from './crypto-queues.ts';
import { getDashboard } from './dashboard.ts';
import { decideDeposit, listDeposits } from './deposit-queue.ts';
import {
  creditHeldChainDeposit,
  decideCryptoWithdrawalAsStaff,
  endExclusion,
  refundDeposit,
  returnHeldChainDeposit,
} from './money-actions.ts';
import { decideKyc, listKyc } from './kyc-queue.ts';
import { listRefundableDeposits } from './refund-queue.ts';
import { importLegacyCsv, LEGACY_IMPORT_BODY_LIMIT } from './legacy-import.ts';
import { addMachines, decideMachineSetting, listMachines, removeMachine, updateMachine } from './machines.ts';
import { createStaff, listStaff, updateStaff } from './manage-staff.ts';
import { actorOf, registerAdminCall, staffGuard } from './register-admin-call.ts';
import { finishTotpEnrolment, loginStaff, startTotpEnrolment } from './staff-login.ts';
import { clearStaffCookie, endStaffSession, setStaffCookie, staffSessionPolicy, toStaffMe } from './staff-sessions.ts';
import { decideWithdrawalAsStaff, listWithdrawals } from './withdrawal-queue.ts';

const actor = actorOf;

/** The operator API, `POST /v2/admin/*` (docs/console.md). Every call names its permission in the contract. */
export async function adminRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  const secure = config.publicUrl.startsWith('https://');
  const policy = staffSessionPolicy(config);
  const c = adminCalls;

  // --- sign-in ---
  registerAdminCall(app, c.adminLogin, async ({ body, request, reply, now }) => {
    const { token, me } = await loginStaff(db, {
      ...body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      now,
      policy,
    });
    setStaffCookie(reply, token, { secure, ttlMs: policy.ttlMs });
    return me;
  });
  registerAdminCall(app, c.adminTotpSetup, ({ staff }) => startTotpEnrolment(db, staff));
  registerAdminCall(app, c.adminTotpEnable, (ctx) =>
    finishTotpEnrolment(db, { staff: ctx.staff, code: ctx.body.code, ip: ctx.request.ip, now: ctx.now }),
  );
  registerAdminCall(app, c.adminLogout, async ({ staff, reply, now }) => {
    await endStaffSession(db, staff.sessionId, now);
    clearStaffCookie(reply, { secure });
    return { ok: true as const };
  });
  registerAdminCall(app, c.adminMe, async ({ staff }) => toStaffMe(staff));

  // --- staff and audit ---
  registerAdminCall(app, c.adminStaffList, () => listStaff(db));
  registerAdminCall(app, c.adminStaffCreate, (ctx) => {
    const a = actor(ctx);
    return createStaff(db, { ...ctx.body, by: a.staff, ip: a.ip, now: a.now });
  });
  registerAdminCall(app, c.adminStaffUpdate, (ctx) => {
    const a = actor(ctx);
    return updateStaff(db, { ...ctx.body, id: BigInt(ctx.body.id), by: ctx.staff, ip: a.ip, now: a.now });
  });
  registerAdminCall(app, c.adminAuditList, ({ body }) => listAudit(db, body));
  registerAdminCall(app, c.adminDashboard, ({ now }) => getDashboard(db, { now }));

  // --- queues ---
  registerAdminCall(app, c.adminKycList, ({ body }) => listKyc(db, body));
  registerAdminCall(app, c.adminKycDecide, (ctx) =>
    decideKyc(db, { ...actor(ctx), id: BigInt(ctx.body.id), decision: ctx.body.decision, reason: ctx.body.reason }),
  );
  // Answers JPEG bytes instead of the envelope (errors are still envelopes), so not registerAdminCall.
  app.route({
    method: 'POST',
    url: c.adminKycImage.path,
    schema: { summary: c.adminKycImage.summary, tags: ['admin'], body: c.adminKycImage.request },
    onRequest: staffGuard(c.adminKycImage),
    handler: async (request, reply) => {
      const { id, side } = c.adminKycImage.request.parse(request.body);
      const image = await readKycImage(db, {
        submissionId: BigInt(id),
        side,
        viewer: { kind: 'operator' },
        uploadDir: config.uploadDir,
      });
      return reply.type('image/jpeg').header('content-length', image.size).send(image.stream);
    },
  });
  registerAdminCall(app, c.adminWithdrawalList, ({ body }) => listWithdrawals(db, body));
  registerAdminCall(app, c.adminWithdrawalDecide, (ctx) => decideWithdrawalAsStaff(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminDepositList, ({ body }) => listDeposits(db, body));
  registerAdminCall(app, c.adminDepositDecide, (ctx) => decideDeposit(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminDepositRefund, (ctx) => refundDeposit(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminDepositRefundList, ({ body }) => listRefundableDeposits(db, body));
  registerAdminCall(app, c.adminCryptoWithdrawalList, ({ body }) => listCryptoWithdrawals(db, body));
  registerAdminCall(app, c.adminCryptoDepositList, ({ body }) =>
    listCryptoDeposits(db, { ...body, payout: config.crypto.payout }),
  );
  registerAdminCall(app, c.adminCryptoWithdrawalDecide, (ctx) =>
    decideCryptoWithdrawalAsStaff(db, { ...actor(ctx), ...ctx.body, payout: cryptoPayoutFor(config) }),
  );
  registerAdminCall(app, c.adminCryptoDepositCreditHeld, (ctx) => creditHeldChainDeposit(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminCryptoDepositReturn, (ctx) =>
    returnHeldChainDeposit(db, { ...actor(ctx), ...ctx.body, payout: cryptoPayoutFor(config) }),
  );
  registerAdminCall(app, c.adminResponsibleEndExclusion, (ctx) =>
    endExclusion(db, { ...actor(ctx), userId: BigInt(ctx.body.userId) }),
  );

  // --- members (the users module's staff-routes.ts has the rest) ---
  registerAdminCall(app, c.adminMemberOrders, async ({ body }) => {
    const page = { pageNum: body.pageNum, pageSize: body.pageSize, userId: BigInt(body.userId) };
    return body.kind === 'deposit'
      ? { deposits: await listDeposits(db, page), withdrawals: null }
      : { deposits: null, withdrawals: await listWithdrawals(db, { ...page, status: 'review' }) };
  });
  // A CSV of up to 2,000,000 characters: a larger body limit than the server's default.
  registerAdminCall(
    app,
    c.adminLegacyImport,
    (ctx) => importLegacyCsv(db, { ...actor(ctx), csv: ctx.body.csv, dryRun: ctx.body.dryRun }),
    { bodyLimit: LEGACY_IMPORT_BODY_LIMIT },
  );
  registerAdminCall(app, c.adminAdjustBalance, (ctx) =>
    requestAdjustment(db, {
      ...actor(ctx),
      ...ctx.body,
      userId: BigInt(ctx.body.userId),
      fourEyesAbove: config.staff.fourEyesAbove,
      dailyAdjustCaps: config.staff.dailyAdjustCaps,
    }),
  );
  registerAdminCall(app, c.adminAdjustmentList, ({ body }) => listAdjustments(db, body));
  registerAdminCall(app, c.adminAdjustmentDecide, (ctx) =>
    decideAdjustment(db, { ...actor(ctx), id: BigInt(ctx.body.id), approve: ctx.body.approve }),
  );

  // --- games ---
  registerAdminCall(app, c.adminMachineList, ({ request, now }) => listMachines(db, { language: request.lang, now }));
  registerAdminCall(app, c.adminMachineAdd, (ctx) => addMachines(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineUpdate, (ctx) => updateMachine(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineSettingDecide, (ctx) => decideMachineSetting(db, { ...actor(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineRemove, (ctx) => removeMachine(db, { ...actor(ctx), id: ctx.body.id }));

  // --- content and letters ---
  registerAdminCall(app, c.adminContentList, ({ body }) => listContent(db, body));
  registerAdminCall(app, c.adminContentSave, (ctx) =>
    saveContent(db, { ...actor(ctx), id: ctx.body.id === undefined ? undefined : BigInt(ctx.body.id), item: ctx.body.item }),
  );
  registerAdminCall(app, c.adminContentCheck, ({ body }) => checkContent(db, body));
  registerContentImageRoutes(app);
  registerAdminCall(app, c.adminLetterBroadcast, (ctx) =>
    broadcastLetter(db, {
      ...actor(ctx),
      ...ctx.body,
      userId: ctx.body.userId === undefined ? undefined : BigInt(ctx.body.userId),
    }),
  );
}
