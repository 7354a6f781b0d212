import type { TAgentTransfer } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentTransfers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { verifyPaymentPassword } from '../auth/index.ts';
import { hasSeat } from '../games/index.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { ensureUserWallet, getBalance, transfer } from '../wallet/index.ts';
import { requireAgent, requireDirectSubordinate } from './agent-access.ts';

export interface AgentTransferInput {
  agentId: bigint;
  memberId: bigint;
  direction: 'to_member' | 'from_member';
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
  now: Date;
}

type TransferRow = typeof agentTransfers.$inferSelect;

/**
 * `agent/type/member/transfer` (to_member) and `.../decrease` (from_member): coins between the
 * agent and one direct subordinate, proved by the agent's payment password. The record and its
 * ledger transfer commit together; the ledger's conditional debit keeps both wallets at or above
 * zero under any concurrency. Refused while the subordinate sits at a machine (no transfer mid-game).
 * The same key with the same content answers the first transfer again; with other content, 409.
 */
export async function transferWithSubordinate(db: Db, input: AgentTransferInput): Promise<TAgentTransfer> {
  await requireAgent(db, input.agentId);
  const member = await requireDirectSubordinate(db, { agentId: input.agentId, userId: input.memberId });
  await verifyPaymentPassword(db, { userId: input.agentId, paymentPassword: input.paymentPassword });
  const amount = BigInt(input.amount);

  const replay = await findByKey(db, input);
  const row = replay
    ? sameOrConflict(replay, input, amount)
    : await moveCoins(db, input, amount).catch(async (error: unknown) => {
        // Two requests with one key at once: the loser answers with the winner's transfer.
        const winner = await findByKey(db, input);
        if (winner) return sameOrConflict(winner, input, amount);
        throw error;
      });
  const [agentBalance, memberBalance] = await Promise.all([getBalance(db, input.agentId), getBalance(db, input.memberId)]);
  return {
    id: String(row.id),
    direction: row.direction,
    userId: String(row.memberUserId),
    username: member.username,
    amount: Number(row.amount),
    createdAt: row.createdAt.toISOString(),
    agentBalance: Number(agentBalance),
    memberBalance: Number(memberBalance),
  };
}

async function moveCoins(db: Db, input: AgentTransferInput, amount: bigint): Promise<TransferRow> {
  return db.transaction(async (tx) => {
    if (await hasSeat(tx, input.memberId)) throw new AppError('MEMBER_IN_GAME', { field: 'userId' });
    // Responsible gaming: a member in a cool-off or self-exclusion receives no coins from an agent.
    if (input.direction === 'to_member') await assertNotBlocked(tx, { userId: input.memberId, now: input.now });
    const [row] = await tx
      .insert(agentTransfers)
      .values({
        agentUserId: input.agentId,
        memberUserId: input.memberId,
        direction: input.direction,
        amount,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
      })
      .returning();
    const agentWallet = await ensureUserWallet(tx, input.agentId);
    const memberWallet = await ensureUserWallet(tx, input.memberId);
    const toMember = input.direction === 'to_member';
    await transfer(tx, {
      id: `agent-transfer:${row!.id}`,
      from: toMember ? agentWallet : memberWallet,
      to: toMember ? memberWallet : agentWallet,
      amount,
      reason: 'agent_transfer',
      ref: `agent-transfer:${row!.id}`,
    });
    return row!;
  });
}

async function findByKey(db: Db, input: AgentTransferInput) {
  const [row] = await db
    .select()
    .from(agentTransfers)
    .where(and(eq(agentTransfers.agentUserId, input.agentId), eq(agentTransfers.idempotencyKey, input.idempotencyKey)));
  return row;
}

function sameOrConflict(row: TransferRow, input: AgentTransferInput, amount: bigint): TransferRow {
  assertSameRequest(
    { memberId: row.memberUserId, direction: row.direction, amount: row.amount },
    { memberId: input.memberId, direction: input.direction, amount },
  );
  return row;
}
