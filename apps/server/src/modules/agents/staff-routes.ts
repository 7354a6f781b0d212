import { agentsStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { listAgents, setAgentRebate } from './staff-agents.ts';
import { decideAgentApplicationAsStaff, listAgentApplications } from './staff-applications.ts';

/** The agents module's operator calls: reviewing agent applications, the agent list and each agent's rebate rates. */
export async function agentsStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // The lists read the replica (http/read-your-writes.ts); decisions and rebate changes, the primary.
  registerAdminCall(app, c.adminAgentApplicationList, ({ body, request }) => listAgentApplications(readDb(request), body));
  registerAdminCall(app, c.adminAgentApplicationDecide, (ctx) =>
    decideAgentApplicationAsStaff(db, {
      ...actorOf(ctx),
      id: BigInt(ctx.body.id),
      action: ctx.body.action,
      reason: ctx.body.reason,
      maxDepth: config.agentMaxDepth,
    }),
  );
  registerAdminCall(app, c.adminAgentList, ({ body, request }) =>
    listAgents(readDb(request), { ...body, defaultRebateBps: config.agentRebateBps }),
  );
  registerAdminCall(app, c.adminAgentRebateSet, (ctx) =>
    setAgentRebate(db, {
      ...actorOf(ctx),
      userId: BigInt(ctx.body.userId),
      rebateBps: ctx.body.rebateBps,
      limits: app.config.staff.moneyLimits.rebate_rate,
    }),
  );
}
