import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  escapeLike,
  gateMoney,
  offsetOf,
  pageOf,
  recordAudit,
  registerMoneyPath,
  type Actor,
  type MoneyLimit,
  type PageInput,
} from '../admin/index.ts';
import { userDirectory } from '../users/index.ts';

const parents = alias(userDirectory, 'parent_user');

function selectRows(db: Db) {
  return db
    .select({
      agent: agents,
      username: userDirectory.username,
      agentCode: userDirectory.agentCode,
      parentUsername: parents.username,
    })
    .from(agents)
    .innerJoin(userDirectory, eq(userDirectory.id, agents.userId))
    .leftJoin(parents, eq(parents.id, agents.parentAgentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toItem({ agent, username, agentCode, parentUsername }: Row) {
  return {
    userId: String(agent.userId),
    username,
    agentCode,
    depth: agent.depth,
    parent: agent.parentAgentId === null ? null : { userId: String(agent.parentAgentId), username: parentUsername ?? '' },
    rebateBps: agent.rebateBps ?? null,
    approvedAt: agent.approvedAt.toISOString(),
  };
}

/** Approved agents, newest first; `q` is a username prefix or an exact agent code. */
export async function listAgents(db: Db, input: PageInput & { q: string; defaultRebateBps: number[] }) {
  const filters: SQL[] = [];
  if (input.q) {
    filters.push(
      or(
        ilike(userDirectory.username, `${escapeLike(input.q)}%`),
        eq(sql`upper(${userDirectory.agentCode})`, input.q.toUpperCase()),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(agents.approvedAt), desc(agents.userId))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(agents).innerJoin(userDirectory, eq(userDirectory.id, agents.userId)).where(where),
  ]);
  return { ...pageOf(rows.map(toItem), total?.n ?? 0, input), defaultRebateBps: input.defaultRebateBps };
}

const sameRates = (a: number[] | null, b: number[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((bps, i) => bps === b[i]);

/**
 * Sets an agent's own daily rebate per level (basis points), or clears it back to the hall
 * default. The row is locked; the same rates again change nothing; the audit row is written in
 * the same transaction. Rebates are paid by the agents job when a Tokyo day is settled, so the
 * new rates apply to every day settled from now on (today included), never to paid days.
 * A rate is the `rebate_rate` path of the money controls (admin `gateMoney`): what it weighs is
 * the rates summed over the levels (20 levels at 100 % weigh 200,000 bps), counted on the
 * setter's rolling cap; above the threshold the agent keeps the old rates (`awaitingApproval`)
 * until a second staff member approves the new ones from the approval queue. Clearing back to
 * the hall default (the operator's own configuration) weighs nothing.
 */
export async function setAgentRebate(db: Db, input: { userId: bigint; rebateBps: number[] | null; limits: MoneyLimit } & Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(agents).where(eq(agents.userId, input.userId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'userId' });
    const current = before.rebateBps ?? null;
    let awaitingApproval: { id: string; path: 'rebate_rate' } | null = null;
    if (!sameRates(current, input.rebateBps)) {
      const weight = BigInt((input.rebateBps ?? []).reduce((sum, bps) => sum + bps, 0));
      const gate =
        weight > 0n
          ? await gateMoney(tx, {
              path: 'rebate_rate',
              ref: `agent:${input.userId}`,
              userId: input.userId,
              amount: weight,
              reason: `agent rebate rates ${(input.rebateBps ?? []).join(',')} bps`,
              detail: { rebateBps: input.rebateBps, before: current },
              requester: input,
              dailyCap: BigInt(input.limits.dailyCap),
              secondApproverAbove: BigInt(input.limits.secondApproverAbove),
            })
          : null;
      if (gate?.status === 'pending') awaitingApproval = { id: String(gate.id), path: 'rebate_rate' };
      else await applyRates(tx, { ...input, before: current });
    }
    const [row] = await selectRows(tx).where(eq(agents.userId, input.userId)).limit(1);
    const changed = awaitingApproval === null && !sameRates(current, input.rebateBps);
    return { item: toItem(row!), changed, ...(awaitingApproval ? { awaitingApproval } : {}) };
  });
}

async function applyRates(tx: Db, input: { userId: bigint; rebateBps: number[] | null; before: number[] | null } & Actor) {
  await tx.update(agents).set({ rebateBps: input.rebateBps }).where(eq(agents.userId, input.userId));
  await recordAudit(tx, {
    ...input,
    action: 'agent.rebate',
    targetType: 'user',
    targetId: input.userId,
    before: { rebateBps: input.before },
    after: { rebateBps: input.rebateBps },
  });
}

/** The second approver's "yes" on new rates: the agent gets them as their setter asked. */
registerMoneyPath('rebate_rate', {
  async apply(tx, item, actor) {
    const [before] = await tx.select().from(agents).where(eq(agents.userId, item.userId!)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'userId' });
    const { rebateBps } = item.detail as { rebateBps: number[] | null };
    await applyRates(tx, { ...actor, userId: before.userId, rebateBps, before: before.rebateBps ?? null });
  },
});
