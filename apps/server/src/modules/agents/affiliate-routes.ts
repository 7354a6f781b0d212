import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getAgentFunnel, listCommissionStatements, listRebatePayouts } from './affiliate-centre.ts';
import { decideTakeBackRequest, listMemberAgentTransfers } from './member-agent-transfers.ts';
import { recordLinkVisit } from './referral-links.ts';

/**
 * Issue 21's calls of the agents module: referral link counting, the affiliate centre
 * (statements, payouts, funnel) and the member's view of their agent's transfers.
 */
export function registerAffiliateCalls(app: FastifyInstance) {
  const { db } = app.database;
  const { referralWindowDays, agentRebateBps, agentTakeBack } = app.config;

  registerCall(app, calls.agentLinkVisit, async ({ body }) =>
    recordLinkVisit(db, { ...body, now: new Date(), windowDays: referralWindowDays }),
  );
  registerCall(app, calls.agentCommissionStatements, async ({ body, member }) =>
    listCommissionStatements(db, { callerId: member.userId, ...body, hallRatesBps: agentRebateBps, now: new Date() }),
  );
  registerCall(app, calls.agentRebatePayouts, async ({ body, member }) =>
    listRebatePayouts(db, { callerId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.agentFunnel, async ({ body, member }) =>
    getAgentFunnel(db, { callerId: member.userId, ...body, now: new Date() }),
  );
  registerCall(app, calls.recordAgentTransferQuery, async ({ body, member }) =>
    listMemberAgentTransfers(db, { userId: member.userId, ...body, now: new Date(), rules: agentTakeBack }),
  );
  registerCall(app, calls.recordAgentTransferDecide, async ({ body, member }) =>
    decideTakeBackRequest(db, { userId: member.userId, ...body, now: new Date(), rules: agentTakeBack }),
  );
}
