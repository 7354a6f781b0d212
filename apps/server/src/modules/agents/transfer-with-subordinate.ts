import type { TAgentTransfer } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { AgentTakeBackRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { agentTakebackRequests, agentTransfers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { verifyPaymentPassword } from '../auth/index.ts';
import { hasSeat } from '../games/index.ts';
import { sendLetter } from '../letters/index.ts';
import { assertNotBlocked } from '../responsible/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { ensureUserWallet, getBalance, transfer } from '../wallet/index.ts';
import { requireAgent, requireDirectSubordinate } from './agent-access.ts';
import { afterTakeBack, assertTakeBackAllowed, lockAgent } from './take-back-rules.ts';

export interface AgentTransferInput {
  agentId: bigint;
  memberId: bigint;
  direction: 'to_member' | 'from_member';
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
  now: Date;
  /** AGENT_TAKEBACK_* (docs/agents.md). */
  rules: AgentTakeBackRules;
}

type TransferRow = typeof agentTransfers.$inferSelect;
type Moved = { row: TransferRow; status: 'completed' | 'pending' };

/**
 * `agent/type/member/transfer` (to_member) and `.../decrease` (from_member): coins between the
 * agent and one direct subordinate, proved by the agent's payment password. The record and its
 * ledger transfer commit together; the ledger's conditional debit keeps both wallets at or above
 * zero under any concurrency. Refused while the subordinate sits at a machine (no transfer mid-game).
 * Take-backs follow the hall's rules (`take-back-rules.ts`), send the member a letter, and with
 * AGENT_TAKEBACK_CONSENT only ask: a pending request the member approves in their records.
 * The same key with the same content answers the first transfer again; with other content, 409.
 */
export async function transferWithSubordinate(db: Db, input: AgentTransferInput): Promise<TAgentTransfer> {
  await requireAgent(db, input.agentId);
  const member = await requireDirectSubordinate(db, { agentId: input.agentId, userId: input.memberId });
  await verifyPaymentPassword(db, { userId: input.agentId, paymentPassword: input.paymentPassword });
  const amount = BigInt(input.amount);

  const replay = await findByKey(db, input);
  const moved = replay
    ? sameOrConflict(replay, input, amount)
    : await moveCoins(db, input, amount).catch(async (error: unknown) => {
        // Two requests with one key at once: the loser answers with the winner's transfer.
        const winner = await findByKey(db, input);
        if (winner) return sameOrConflict(winner, input, amount);
        throw error;
      });
  const [agentBalance, memberBalance] = await Promise.all([getBalance(db, input.agentId), getBalance(db, input.memberId)]);
  return {
    id: String(moved.row.id),
    direction: moved.row.direction,
    userId: String(moved.row.memberUserId),
    username: member.username,
    amount: Number(moved.row.amount),
    status: moved.status,
    createdAt: moved.row.createdAt.toISOString(),
    agentBalance: Number(agentBalance),
    memberBalance: Number(memberBalance),
  };
}

async function moveCoins(db: Db, input: AgentTransferInput, amount: bigint): Promise<Moved> {
  return db.transaction(async (tx) => {
    await lockAgent(tx, input.agentId);
    if (await hasSeat(tx, input.memberId)) throw new AppError('MEMBER_IN_GAME', { field: 'userId' });
    const toMember = input.direction === 'to_member';
    if (toMember) {
      // Responsible gaming: a member in a cool-off or self-exclusion receives no coins from an agent.
      await assertNotBlocked(tx, { userId: input.memberId, now: input.now });
      const balance = await getBalance(tx, input.agentId);
      if (amount > balance) {
        throw new AppError('AGENT_BALANCE_SHORT', { field: 'amount', params: { balance: Number(balance) }, exposeParams: true });
      }
    } else {
      await assertTakeBackAllowed(tx, { agentId: input.agentId, memberId: input.memberId, amount, rules: input.rules });
    }
    const agentUsername = (await usernamesByIds(tx, [input.agentId])).get(input.agentId) ?? '';
    if (!toMember && input.rules.consent) {
      const [request] = await tx
        .insert(agentTakebackRequests)
        .values({
          agentUserId: input.agentId,
          memberUserId: input.memberId,
          amount,
          idempotencyKey: input.idempotencyKey,
          createdAt: input.now,
        })
        .returning();
      await sendLetter(tx, {
        to: { userId: input.memberId },
        content: { template: 'agentTakeBackRequest', params: { agent: agentUsername, amount: Number(amount) } },
        dedupeKey: `agent-takeback-request:${request!.id}`,
        now: input.now,
      });
      return { row: requestAsRow(request!), status: 'pending' as const };
    }
    const row = await recordTransfer(tx, {
      agentId: input.agentId,
      memberId: input.memberId,
      direction: input.direction,
      amount,
      idempotencyKey: input.idempotencyKey,
      now: input.now,
    });
    if (!toMember) {
      await afterTakeBack(tx, {
        transferId: row.id,
        agentId: input.agentId,
        agentUsername,
        memberId: input.memberId,
        amount,
        now: input.now,
        rules: input.rules,
      });
    }
    return { row, status: 'completed' as const };
  });
}

/** The transfer's row and its one ledger transfer (`agent-transfer:<id>`), in the caller's transaction. */
export async function recordTransfer(
  tx: Db,
  input: {
    agentId: bigint;
    memberId: bigint;
    direction: 'to_member' | 'from_member';
    amount: bigint;
    idempotencyKey: string;
    now: Date;
  },
): Promise<TransferRow> {
  const [row] = await tx
    .insert(agentTransfers)
    .values({
      agentUserId: input.agentId,
      memberUserId: input.memberId,
      direction: input.direction,
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.now,
    })
    .returning();
  const agentWallet = await ensureUserWallet(tx, input.agentId);
  const memberWallet = await ensureUserWallet(tx, input.memberId);
  const toMember = input.direction === 'to_member';
  // A known id refuses (transfer's default): the row is new, so its transfer must be.
  await transfer(tx, {
    id: `agent-transfer:${row!.id}`,
    from: toMember ? agentWallet : memberWallet,
    to: toMember ? memberWallet : agentWallet,
    amount: input.amount,
    reason: 'agent_transfer',
    ref: `agent-transfer:${row!.id}`,
  });
  return row!;
}

type RequestRow = typeof agentTakebackRequests.$inferSelect;

function requestAsRow(request: RequestRow): TransferRow {
  return {
    id: request.id,
    agentUserId: request.agentUserId,
    memberUserId: request.memberUserId,
    direction: 'from_member',
    amount: request.amount,
    idempotencyKey: request.idempotencyKey,
    createdAt: request.createdAt,
  };
}

async function findByKey(db: Db, input: AgentTransferInput): Promise<Moved | undefined> {
  const [row] = await db
    .select()
    .from(agentTransfers)
    .where(and(eq(agentTransfers.agentUserId, input.agentId), eq(agentTransfers.idempotencyKey, input.idempotencyKey)));
  if (row) return { row, status: 'completed' };
  const [request] = await db
    .select()
    .from(agentTakebackRequests)
    .where(
      and(eq(agentTakebackRequests.agentUserId, input.agentId), eq(agentTakebackRequests.idempotencyKey, input.idempotencyKey)),
    );
  return request && { row: requestAsRow(request), status: 'pending' };
}

function sameOrConflict(moved: Moved, input: AgentTransferInput, amount: bigint): Moved {
  assertSameRequest(
    { memberId: moved.row.memberUserId, direction: moved.row.direction, amount: moved.row.amount },
    { memberId: input.memberId, direction: input.direction, amount },
  );
  return moved;
}
