import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { agentApplications } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';
import { reportDbs } from '../../http/read-your-writes.ts';
import { registerCall } from '../../http/register-call.ts';
import { userDirectory } from '../users/index.ts';
import { decideAgentApplication } from './decide-agent-application.ts';
import { isAgent } from './agent-access.ts';
import { registerAffiliateCalls } from './affiliate-routes.ts';
import { applyForAgent, getApplicationStatus } from './apply-for-agent.ts';
import { createSubordinate } from './create-subordinate.ts';
import { getReferral } from './get-referral.ts';
import { listMemberReports } from './list-member-reports.ts';
import { listSubordinates } from './list-subordinates.ts';
import { listTeamRecharges, listTeamWithdrawals } from './list-team-orders.ts';
import { getAgentOverview, getTeamReport } from './team-report.ts';
import { transferWithSubordinate } from './transfer-with-subordinate.ts';

export async function agentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { agentMaxDepth, publicUrl } = app.config;

  registerCall(app, calls.agentIsAgent, async ({ member }) => isAgent(db, member.userId));
  registerCall(app, calls.agentApply, async ({ body, member }) =>
    applyForAgent(db, { userId: member.userId, remark: body.remark, maxDepth: agentMaxDepth, now: new Date() }),
  );
  registerCall(app, calls.agentApplyStatus, async ({ member }) => getApplicationStatus(db, { userId: member.userId }));
  registerCall(app, calls.agentCode, async ({ member }) => getReferral(db, { userId: member.userId, publicUrl }));
  registerCall(app, calls.agentDataStatistics, async ({ body, member, request }) =>
    getAgentOverview(reportDbs(request), { callerId: member.userId, userId: body.userId, now: new Date() }),
  );
  registerCall(app, calls.agentTypeReportStatistics, async ({ body, member, request }) =>
    getTeamReport(reportDbs(request), { callerId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.agentSubMemberReportPage, async ({ body, member, request }) =>
    listMemberReports(reportDbs(request), { callerId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.agentSubMemberPage, async ({ body, member, request }) =>
    listSubordinates(reportDbs(request), { callerId: member.userId, ...body }),
  );
  registerCall(app, calls.agentSubMemberCreate, async ({ body, member }) =>
    createSubordinate(db, { agentId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.agentSubMemberRechargePage, async ({ body, member, request }) =>
    listTeamRecharges(reportDbs(request), { callerId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.agentSubMemberDrawPage, async ({ body, member, request }) =>
    listTeamWithdrawals(reportDbs(request), { callerId: member.userId, ...body, now: new Date() }),
  );
  for (const [call, direction] of [
    [calls.agentTypeMemberTransfer, 'to_member'],
    [calls.agentTypeMemberTransferDecrease, 'from_member'],
  ] as const) {
    registerCall(app, call, async ({ body, member }) =>
      transferWithSubordinate(db, {
        agentId: member.userId,
        memberId: BigInt(body.userId),
        direction,
        amount: body.amount,
        paymentPassword: body.paymentPassword,
        idempotencyKey: body.idempotencyKey,
        now: new Date(),
        rules: app.config.agentTakeBack,
      }),
    );
  }
  registerAffiliateCalls(app);

  if (app.config.env !== 'production') registerDevReview(app, agentMaxDepth);
}

const ZDevDecision = z.strictObject({
  username: z.string().trim().min(1).max(16),
  action: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(1).max(500).optional(),
});

/**
 * Outside production only, like GET /dev/outbox: decides a member's pending agent application
 * by username, standing in for the operator console in local trials and browser tests.
 */
function registerDevReview(app: FastifyInstance, maxDepth: number) {
  const { db } = app.database;
  app.post('/dev/agent/decide', { schema: { hide: true } }, async (request) => {
    const body = ZDevDecision.safeParse(request.body);
    if (!body.success) throw new AppError('INVALID_INPUT', { field: String(body.error.issues[0]?.path[0] ?? 'username') });
    const [pending] = await db
      .select({ id: agentApplications.id, userId: agentApplications.userId })
      .from(agentApplications)
      .innerJoin(userDirectory, eq(userDirectory.id, agentApplications.userId))
      .where(
        and(eq(sql`lower(${userDirectory.username})`, body.data.username.toLowerCase()), eq(agentApplications.status, 'pending')),
      );
    if (!pending) throw new AppError('NOT_FOUND', { field: 'username' });
    const decided = await decideAgentApplication(db, {
      applicationId: pending.id,
      userId: pending.userId,
      decision:
        body.data.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: body.data.reason ?? 'rejected' },
      decidedBy: 'dev',
      maxDepth,
      now: new Date(),
    });
    return okEnvelope(request, { status: decided.status });
  });
}
