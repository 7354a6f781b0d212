import { riskStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { actorOf, recordAudit, registerAdminCall } from '../admin/index.ts';
import { memberRisk } from './member-risk.ts';
import { scanRisk } from './scan.ts';
import { decideRiskAlert, listRiskAlerts } from './staff-queue.ts';

/** The risk module's operator calls: the queue and its decisions, a scan on demand (`risk.review`), a member's links (`members.read`). */
export async function riskStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // The queue reads the replica (http/read-your-writes.ts); decisions and the member file's links, the primary.
  registerAdminCall(app, c.adminRiskList, ({ body, request }) => listRiskAlerts(readDb(request), body));
  registerAdminCall(app, c.adminRiskDecide, (ctx) =>
    decideRiskAlert(db, { ...actorOf(ctx), ...ctx.body, id: BigInt(ctx.body.id) }),
  );
  registerAdminCall(app, c.adminRiskMember, ({ body }) => memberRisk(db, { userId: BigInt(body.userId) }));
  registerAdminCall(app, c.adminRiskScan, async (ctx) => {
    const actor = actorOf(ctx);
    const result = await scanRisk(db, {
      thresholds: config.risk.thresholds,
      takebackThreshold: config.agentTakeBack.flagCoins,
      now: actor.now,
    });
    // The scan only opens alerts (the scheduled one does the same); the audit row says who asked and what it found.
    await recordAudit(db, {
      ...actor,
      action: 'risk.scan',
      targetType: 'risk_alert',
      targetId: null,
      before: null,
      after: result,
    });
    return result;
  });
}
