import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentTransferFlags } from './schema.ts';

/** A take-back at or above AGENT_TAKEBACK_FLAG_COINS, as the risk module reads it. */
export interface AgentTransferFlag {
  id: bigint;
  transferId: bigint;
  agentUserId: bigint;
  memberUserId: bigint;
  amount: bigint;
  createdAt: Date;
}

/** Flagged take-backs made since `since` (the risk scan's window), oldest first. */
export async function agentTransferFlagsSince(db: Db, since: Date): Promise<AgentTransferFlag[]> {
  return db
    .select({
      id: agentTransferFlags.id,
      transferId: agentTransferFlags.transferId,
      agentUserId: agentTransferFlags.agentUserId,
      memberUserId: agentTransferFlags.memberUserId,
      amount: agentTransferFlags.amount,
      createdAt: agentTransferFlags.createdAt,
    })
    .from(agentTransferFlags)
    .where(gte(agentTransferFlags.createdAt, since))
    .orderBy(agentTransferFlags.id);
}

/** Marks a flagged take-back as looked at (the risk queue decided its alert); once, in the caller's transaction. */
export async function markAgentTransferFlagReviewed(
  db: Db,
  input: { agentUserId: bigint; transferId: bigint; now: Date },
): Promise<void> {
  // By (agent, transfer): the flag's unique key, on the agent's node of a distributed database.
  await db
    .update(agentTransferFlags)
    .set({ reviewedAt: input.now })
    .where(
      and(
        eq(agentTransferFlags.agentUserId, input.agentUserId),
        eq(agentTransferFlags.transferId, input.transferId),
        isNull(agentTransferFlags.reviewedAt),
      ),
    );
}
