import type { TMemberAgentTransfer, TPage } from '@amigo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AgentTakeBackRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentTakebackRequests } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hasSeat } from '../games/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { afterTakeBack, assertTakeBackAllowed, lockAgent } from './take-back-rules.ts';
import { recordTransfer } from './transfer-with-subordinate.ts';
import { consentCutoff, expireTakeBackRequests } from './expire-takeback-requests.ts';

interface ListRow {
  id: string;
  direction: 'to_member' | 'from_member';
  amount: string;
  status: 'completed' | 'pending' | 'declined' | 'expired';
  agent: string;
  created_at: Date | string;
  total: string;
}

/**
 * `record/agent/transfer/query`: every transfer between the member and an agent (coins in, coins
 * taken back) and the take-back requests still waiting for them, declined or expired (a request
 * past its consent window shows as expired before the job has marked it), newest first. Always the
 * caller's own: filtered by their id, nobody else's rows can be asked for.
 */
export async function listMemberAgentTransfers(
  db: Db,
  input: { userId: bigint; pageNum: number; pageSize: number; now: Date; rules: Pick<AgentTakeBackRules, 'consentHours'> },
): Promise<TPage<TMemberAgentTransfer>> {
  const cutoff = consentCutoff(input.now, input.rules);
  const rows = rowsOf<ListRow>(
    await db.execute(sql`
      with items as (
        select 't' || id as id, direction, amount, 'completed' as status, agent_user_id, created_at
        from agent_transfers where member_user_id = ${input.userId}
        union all
        select 'r' || id, 'from_member', amount,
          case when status = 'pending' and created_at <= ${cutoff} then 'expired' else status end,
          agent_user_id, created_at
        from agent_takeback_requests where member_user_id = ${input.userId} and status <> 'approved'
      )
      select id, direction, amount::text, status, agent_user_id::text as agent, created_at, count(*) over ()::text as total
      from items order by created_at desc, id desc
      limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}`),
  );
  const names = await usernamesByIds(
    db,
    rows.map((row) => BigInt(row.agent)),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      direction: row.direction,
      amount: Number(row.amount),
      status: row.status,
      agentUsername: names.get(BigInt(row.agent)) ?? '',
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countAll(db, input.userId),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

async function countAll(db: Db, userId: bigint): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select ((select count(*) from agent_transfers where member_user_id = ${userId})
            + (select count(*) from agent_takeback_requests where member_user_id = ${userId} and status <> 'approved'))::text as n`),
  );
  return Number(row?.n ?? 0);
}

/**
 * `record/agent/transfer/decide`: the member approves (the coins move, under the same rules as a
 * direct take-back, with its letter and flag) or declines a pending take-back. Only their own
 * requests: another member's id is NOT_FOUND; an answered one is TAKEBACK_NOT_PENDING; one past its
 * consent window is TAKEBACK_EXPIRED, and is recorded as expired (in its own transaction first, so
 * the refusal does not roll the record back).
 */
export async function decideTakeBackRequest(
  db: Db,
  input: { userId: bigint; id: string; approve: boolean; now: Date; rules: AgentTakeBackRules },
): Promise<TMemberAgentTransfer> {
  const requestId = BigInt(input.id.slice(1));
  const mine = and(eq(agentTakebackRequests.id, requestId), eq(agentTakebackRequests.memberUserId, input.userId));
  // The member knows the id, not the agent: found through the member's index (member_user_id), which
  // on a distributed database asks every node once; it names the agent whose node holds the row.
  const [found] = await db.select().from(agentTakebackRequests).where(mine);
  if (!found) throw new AppError('NOT_FOUND', { field: 'id' });
  const agentUsername = (await usernamesByIds(db, [found.agentUserId])).get(found.agentUserId) ?? '';
  await expireTakeBackRequests(db, { now: input.now, rules: input.rules, memberUserId: input.userId });
  return db.transaction(async (tx) => {
    // The agent's row first, as a direct transfer takes it: one order of locks, no deadlock.
    await lockAgent(tx, found.agentUserId);
    // From here by the request's key (agent, id): one node of a distributed database.
    const own = and(mine, eq(agentTakebackRequests.agentUserId, found.agentUserId));
    const [request] = await tx.select().from(agentTakebackRequests).where(own).for('update');
    if (request?.status === 'expired') throw new AppError('TAKEBACK_EXPIRED', { field: 'id' });
    if (request?.status !== 'pending') throw new AppError('TAKEBACK_NOT_PENDING', { field: 'id' });
    // Its window closed after the sweep above: refused all the same; the agents job records it.
    if (request.createdAt <= consentCutoff(input.now, input.rules)) throw new AppError('TAKEBACK_EXPIRED', { field: 'id' });
    let status: 'completed' | 'declined' = 'declined';
    let transferId: bigint | null = null;
    if (input.approve) {
      if (await hasSeat(tx, input.userId)) throw new AppError('MEMBER_IN_GAME', { field: 'id' });
      await assertTakeBackAllowed(tx, {
        agentId: request.agentUserId,
        memberId: input.userId,
        amount: request.amount,
        rules: input.rules,
      });
      const row = await recordTransfer(tx, {
        agentId: request.agentUserId,
        memberId: input.userId,
        direction: 'from_member',
        amount: request.amount,
        idempotencyKey: `takeback-request:${request.id}`,
        now: input.now,
      });
      await afterTakeBack(tx, {
        transferId: row.id,
        agentId: request.agentUserId,
        agentUsername,
        memberId: input.userId,
        amount: request.amount,
        now: input.now,
        rules: input.rules,
      });
      status = 'completed';
      transferId = row.id;
    }
    await tx
      .update(agentTakebackRequests)
      .set({ status: input.approve ? 'approved' : 'declined', transferId, decidedAt: input.now })
      .where(and(eq(agentTakebackRequests.agentUserId, request.agentUserId), eq(agentTakebackRequests.id, request.id)));
    return {
      id: transferId === null ? input.id : `t${transferId}`,
      direction: 'from_member',
      amount: Number(request.amount),
      status,
      agentUsername,
      createdAt: (transferId === null ? request.createdAt : input.now).toISOString(),
    };
  });
}
