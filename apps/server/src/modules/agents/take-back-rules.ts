import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgentTakeBackRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { agents, agentTransferFlags, agentTransfers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { getBalance, memberSystemCredits } from '../wallet/index.ts';

/** Coins the operator put in a wallet (gifts and adjustments) or that a migration moved in. */
const OPERATOR_SOURCES = ['promotions', 'migration'] as const;

/**
 * Serializes one agent's transfers: the limits below read sums that a concurrent transfer of the
 * same agent would change, so each transfer holds the agent's row until it commits.
 */
export async function lockAgent(tx: Db, agentId: bigint): Promise<void> {
  await tx.select({ userId: agents.userId }).from(agents).where(eq(agents.userId, agentId)).for('update');
}

/**
 * The take-back rules (docs/agents.md), checked inside the transfer's transaction after
 * `lockAgent`: never more than the member holds; without AGENT_TAKEBACK_OPERATOR_COINS, not the
 * coins the operator credited or migrated (counted as the last coins a member spends); with
 * AGENT_TAKEBACK_SENT_ONLY, not more than the agent sent this member and has not taken back.
 * Each refusal names the figure the agent can act on.
 */
export async function assertTakeBackAllowed(
  tx: Db,
  input: { agentId: bigint; memberId: bigint; amount: bigint; rules: AgentTakeBackRules },
): Promise<void> {
  const balance = await getBalance(tx, input.memberId);
  if (input.amount > balance) {
    throw new AppError('MEMBER_BALANCE_SHORT', { field: 'amount', params: { balance: Number(balance) }, exposeParams: true });
  }
  if (!input.rules.operatorCoins) {
    const [credits] = await tx
      .select({ total: sql<string>`coalesce(sum(${memberSystemCredits.amount}), 0)::text` })
      .from(memberSystemCredits)
      .where(and(eq(memberSystemCredits.userId, input.memberId), inArray(memberSystemCredits.source, [...OPERATOR_SOURCES])));
    const kept = BigInt(credits?.total ?? '0');
    const pullable = balance > kept ? balance - kept : 0n;
    if (input.amount > pullable) {
      throw new AppError('TAKEBACK_PROTECTED_COINS', {
        field: 'amount',
        params: { max: Number(pullable), balance: Number(balance) },
        exposeParams: true,
      });
    }
  }
  if (input.rules.sentOnly) {
    const outstanding = await sentNotTakenBack(tx, input.agentId, input.memberId);
    if (input.amount > outstanding) {
      throw new AppError('TAKEBACK_OVER_SENT', {
        field: 'amount',
        params: { max: Number(outstanding > 0n ? outstanding : 0n) },
        exposeParams: true,
      });
    }
  }
}

/** What the agent sent the member minus what the agent took back. */
async function sentNotTakenBack(tx: Db, agentId: bigint, memberId: bigint): Promise<bigint> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(case when ${agentTransfers.direction} = 'to_member' then ${agentTransfers.amount} else -${agentTransfers.amount} end), 0)::text`,
    })
    .from(agentTransfers)
    .where(and(eq(agentTransfers.memberUserId, memberId), eq(agentTransfers.agentUserId, agentId)));
  return BigInt(row?.net ?? '0');
}

/**
 * After a take-back moved: the member's station letter (in every language the templates have),
 * and a flag for the operators' risk review when it is at or above AGENT_TAKEBACK_FLAG_COINS.
 */
export async function afterTakeBack(
  tx: Db,
  input: {
    transferId: bigint;
    agentId: bigint;
    agentUsername: string;
    memberId: bigint;
    amount: bigint;
    now: Date;
    rules: AgentTakeBackRules;
  },
): Promise<void> {
  const balance = await getBalance(tx, input.memberId);
  await sendLetter(tx, {
    to: { userId: input.memberId },
    content: {
      template: 'agentTakeBack',
      params: { agent: input.agentUsername, amount: Number(input.amount), balance: Number(balance) },
    },
    dedupeKey: `agent-takeback:${input.transferId}`,
    now: input.now,
  });
  if (input.rules.flagCoins > 0 && input.amount >= BigInt(input.rules.flagCoins)) {
    await tx
      .insert(agentTransferFlags)
      .values({
        transferId: input.transferId,
        agentUserId: input.agentId,
        memberUserId: input.memberId,
        amount: input.amount,
        reason: 'takeback_over_threshold',
        createdAt: input.now,
      })
      .onConflictDoNothing();
  }
}
