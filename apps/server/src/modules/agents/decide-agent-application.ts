import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentApplications, agents } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { assignAgentCode, lockMemberForAgentApproval } from '../users/index.ts';
import { newAgentCode } from './agent-code.ts';

export type AgentDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export interface DecideInput {
  applicationId: bigint;
  /**
   * The applicant, when the caller knows them: the application is then found by its key (member,
   * id), on one node of a distributed database; without it, by its id alone (a plain index).
   */
  userId?: bigint | undefined;
  decision: AgentDecision;
  /** Who decided (an operator's id or name), kept for the audit trail. */
  decidedBy: string;
  maxDepth: number;
  now: Date;
}

/**
 * Operator review of an agent application (the console calls this). Approval gives the member an
 * agent code and places them in the agent hierarchy under the agent they registered with, in one
 * transaction; rejection keeps the reason for the member to read. A decided application stays decided.
 */
export async function decideAgentApplication(db: Db, input: DecideInput) {
  if (input.decision.action === 'reject' && !input.decision.reason.trim()) {
    throw new AppError('INVALID_INPUT', { field: 'reason' });
  }
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(agentApplications)
      .where(
        and(
          eq(agentApplications.id, input.applicationId),
          input.userId === undefined ? undefined : eq(agentApplications.userId, input.userId),
        ),
      )
      .for('update');
    if (!application) throw new AppError('NOT_FOUND');
    if (application.status !== 'pending') throw new AppError('AGENT_APPLICATION_NOT_PENDING');
    const agentCode =
      input.decision.action === 'approve'
        ? await makeAgent(tx, { userId: application.userId, maxDepth: input.maxDepth, now: input.now })
        : null;
    const [decided] = await tx
      .update(agentApplications)
      .set({
        status: input.decision.action === 'approve' ? 'approved' : 'rejected',
        reason: input.decision.action === 'reject' ? input.decision.reason.trim().slice(0, 500) : null,
        decidedBy: input.decidedBy.slice(0, 100),
        decidedAt: input.now,
      })
      .where(and(eq(agentApplications.userId, application.userId), eq(agentApplications.id, application.id)))
      .returning();
    // The member hears the result in a station letter, written in this transaction with the decision.
    await sendLetter(tx, {
      to: { userId: application.userId },
      content:
        input.decision.action === 'approve'
          ? { template: 'agentApproved', params: { agentCode: agentCode ?? '' } }
          : { template: 'agentRejected', params: { reason: decided!.reason ?? '' } },
      dedupeKey: `agent-application:${application.id}`,
      now: input.now,
    });
    return decided!;
  });
}

/**
 * Makes the member an agent: a code of their own (kept if they already have one), the agents row
 * and the closure rows (themselves at depth 0, plus every ancestor of their parent agent one deeper).
 */
async function makeAgent(tx: Db, input: { userId: bigint; maxDepth: number; now: Date }): Promise<string> {
  const user = await lockMemberForAgentApproval(tx, input.userId);
  if (!user) throw new AppError('NOT_FOUND');
  const [parent] = user.parentUserId ? await tx.select().from(agents).where(eq(agents.userId, user.parentUserId)).limit(1) : [];
  const depth = parent ? parent.depth + 1 : 0;
  if (depth > input.maxDepth) throw new AppError('AGENT_DEPTH_LIMIT');
  const agentCode = user.agentCode ?? (await assignAgentCode(tx, { userId: input.userId, newCode: newAgentCode }));
  await tx.insert(agents).values({ userId: input.userId, parentAgentId: parent?.userId ?? null, depth, approvedAt: input.now });
  await tx.execute(sql`
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select ${input.userId}::bigint, ${input.userId}::bigint, 0
    union all
    select ancestor_id, ${input.userId}::bigint, depth + 1 from agent_tree where descendant_id = ${parent?.userId ?? null}::bigint`);
  return agentCode;
}
