import { adminCalls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjust-balance.ts';
import { listAudit } from './audit.ts';
import { getDashboard } from './dashboard.ts';
import { decideMoneyApproval, listMoneyApprovals } from './money-approvals.ts';
import { createStaff, listStaff, updateStaff } from './manage-staff.ts';
import { actorOf, registerAdminCall } from './register-admin-call.ts';
import { finishTotpEnrolment, loginStaff, startTotpEnrolment } from './staff-login.ts';
import { clearStaffCookie, endStaffSession, setStaffCookie, staffSessionPolicy, toStaffMe } from './staff-sessions.ts';

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
  // Console lists and the dashboard read the replica (http/read-your-writes.ts); every decision reads the primary.
  registerAdminCall(app, c.adminAuditList, ({ body, request }) => listAudit(readDb(request), body));
  registerAdminCall(app, c.adminDashboard, ({ now, request }) => getDashboard(readDb(request), { now }));

  // --- balance adjustments (four-eyes) ---
  registerAdminCall(app, c.adminAdjustBalance, (ctx) =>
    requestAdjustment(db, {
      ...actor(ctx),
      ...ctx.body,
      userId: BigInt(ctx.body.userId),
      fourEyesAbove: config.staff.fourEyesAbove,
      dailyAdjustCaps: config.staff.dailyAdjustCaps,
    }),
  );
  registerAdminCall(app, c.adminAdjustmentList, ({ body, request }) => listAdjustments(readDb(request), body));
  registerAdminCall(app, c.adminAdjustmentDecide, (ctx) =>
    decideAdjustment(db, { ...actor(ctx), config, id: BigInt(ctx.body.id), approve: ctx.body.approve }),
  );

  // --- the one approval queue of every money path (money-approvals.ts) ---
  registerAdminCall(app, c.adminMoneyApprovalList, ({ body, request, now }) =>
    listMoneyApprovals(readDb(request), { ...body, now }),
  );
  registerAdminCall(app, c.adminMoneyApprovalDecide, (ctx) =>
    decideMoneyApproval(db, { ...actor(ctx), config, id: BigInt(ctx.body.id), approve: ctx.body.approve }),
  );
}
