import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_MONEY_LIMITS } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { gateMoney, registerMoneyPath } from '../admin/index.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentJobState, agentRebateSettlements, agents } from './schema.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { addDays, tokyoMidnight } from './report-range.ts';
import { rollupGameRecords } from './rollup-game-records.ts';
import { GAME_ROLLUP } from './team-figures.ts';

export interface RebateResult {
  day: string;
  /** Agents paid for the day by this run (a replay pays nobody again). */
  paid: number;
  amount: number;
  /** Agents whose payout passed the rebate_payout threshold: held for a second staff member's approval. */
  held: number;
}

/**
 * Pays every agent the rebate for one closed Tokyo day: per level L below the agent (1 = direct
 * subordinates), the team's bets at that level times `ratesBps[L-1]` basis points, rounded down,
 * from the `agent_rebates` system account. An agent with their own rates (`agents.rebate_bps`,
 * set by an operator) is paid at those instead of the hall's `ratesBps`. Idempotent per agent and day: the settlement row and
 * the ledger transfer id are both keyed by (agent, day), so a rerun or a second process pays nothing twice.
 */
export async function settleAgentRebates(
  db: Db,
  input: { day: string; ratesBps: number[]; payoutApprovalAbove?: number | undefined; now: Date },
): Promise<RebateResult> {
  const payoutApprovalAbove = input.payoutApprovalAbove ?? DEFAULT_MONEY_LIMITS.rebate_payout.secondApproverAbove;
  const end = tokyoMidnight(addDays(input.day, 1));
  await rollupGameRecords(db, input.now);
  const [state] = await db.select().from(agentJobState).where(eq(agentJobState.name, GAME_ROLLUP));
  if (!state || state.until < end) throw new Error(`day ${input.day} is not closed and rolled up yet`);
  const own = new Map(
    (await db.select({ userId: agents.userId, rebateBps: agents.rebateBps }).from(agents).where(isNotNull(agents.rebateBps))).map(
      (row) => [String(row.userId), row.rebateBps ?? []],
    ),
  );
  const rateLists = [input.ratesBps, ...own.values()];
  const levels = Math.max(...rateLists.map((rates) => rates.length));
  if (levels === 0 || rateLists.every((rates) => rates.every((bps) => bps === 0)))
    return { day: input.day, paid: 0, amount: 0, held: 0 };

  // The whole day is in the rollup now, so the bets come from the per-parent rollup alone.
  const rows = rowsOf<{ agent: string; level: number; bet: string }>(
    await db.execute(sql`
    with parent_bets as (
      select d.parent_user_id as parent, d.bet from agent_parent_days d where d.day = ${input.day}::date
    )
    select t.ancestor_id::text as agent, (t.depth + 1)::int as level, sum(b.bet)::text as bet
    from parent_bets b join agent_tree t on t.descendant_id = b.parent
    where t.depth + 1 <= ${levels}
    group by 1, 2`),
  );
  const byAgent = new Map<string, { teamBet: bigint; scaled: bigint }>();
  for (const row of rows) {
    const rates = own.get(row.agent) ?? input.ratesBps;
    if (row.level > rates.length) continue;
    const entry = byAgent.get(row.agent) ?? { teamBet: 0n, scaled: 0n };
    entry.teamBet += BigInt(row.bet);
    entry.scaled += BigInt(row.bet) * BigInt(rates[row.level - 1] ?? 0);
    byAgent.set(row.agent, entry);
  }

  let paid = 0;
  let held = 0;
  let total = 0n;
  for (const [agent, { teamBet, scaled }] of byAgent) {
    const amount = scaled / 10_000n;
    const outcome = await payRebate(db, {
      agentId: BigInt(agent),
      day: input.day,
      teamBet,
      amount,
      payoutApprovalAbove,
      now: input.now,
    });
    if (outcome === 'paid') {
      paid += 1;
      total += amount;
    } else if (outcome === 'held') held += 1;
  }
  return { day: input.day, paid, amount: Number(total), held };
}

/**
 * Settles one agent's day: the settlement row first (so a day is settled once), then the payout,
 * unless it passes the rebate_payout threshold of the money controls: then the row is `held` and
 * the payout waits in the approval queue (admin `gateMoney`, requested by the system) until a
 * second staff member pays it (`payHeldRebate`) or rejects it.
 */
async function payRebate(
  db: Db,
  input: { agentId: bigint; day: string; teamBet: bigint; amount: bigint; payoutApprovalAbove: number; now: Date },
): Promise<'paid' | 'held' | 'done before'> {
  return db.transaction(async (tx) => {
    const hold = input.amount > BigInt(input.payoutApprovalAbove);
    const inserted = await tx
      .insert(agentRebateSettlements)
      .values({
        agentUserId: input.agentId,
        day: input.day,
        teamBet: input.teamBet,
        amount: input.amount,
        status: hold ? 'held' : 'paid',
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return 'done before';
    if (hold) {
      await gateMoney(tx, {
        path: 'rebate_payout',
        ref: `${input.agentId}:${input.day}`,
        userId: input.agentId,
        amount: input.amount,
        reason: `agent rebate for ${input.day}`,
        detail: { day: input.day, teamBet: input.teamBet },
        requester: null,
        dailyCap: 0n,
        secondApproverAbove: BigInt(input.payoutApprovalAbove),
      });
      return 'held';
    }
    if (input.amount > 0n) await rebateTransfer(tx, input);
    return 'paid';
  });
}

/**
 * The rebate's transfer. A known id refuses (transfer's default): it runs only beside the
 * settlement row just written or turned from held to paid, so its transfer must be new too; a
 * rebate paid without its row is never paid again silently.
 */
async function rebateTransfer(tx: Db, input: { agentId: bigint; day: string; amount: bigint }) {
  await transfer(tx, {
    id: `agent-rebate:${input.agentId}:${input.day}`,
    from: await systemAccount(tx, 'agent_rebates', input.agentId),
    to: await ensureUserWallet(tx, input.agentId),
    amount: input.amount,
    reason: 'agent_rebate',
    ref: `agent-rebate:${input.agentId}:${input.day}`,
  });
}

/** A held settlement row, locked, by the approval item's ref `<agent>:<day>`. */
async function lockHeldSettlement(tx: Db, ref: string) {
  const [agentId, day] = ref.split(':') as [string, string];
  const [row] = await tx
    .select()
    .from(agentRebateSettlements)
    .where(and(eq(agentRebateSettlements.agentUserId, BigInt(agentId)), eq(agentRebateSettlements.day, day)))
    .for('update');
  if (!row || row.status !== 'held') throw new AppError('MONEY_APPROVAL_NOT_PENDING');
  return row;
}

/** The second approver's word on a held rebate payout: paid once (the transfer id is the agent's and day's), or rejected. */
registerMoneyPath('rebate_payout', {
  async apply(tx, item) {
    const row = await lockHeldSettlement(tx, item.ref);
    await rebateTransfer(tx, { agentId: row.agentUserId, day: row.day, amount: row.amount });
    await tx
      .update(agentRebateSettlements)
      .set({ status: 'paid' })
      .where(and(eq(agentRebateSettlements.agentUserId, row.agentUserId), eq(agentRebateSettlements.day, row.day)));
  },
  async reject(tx, item) {
    const row = await lockHeldSettlement(tx, item.ref);
    await tx
      .update(agentRebateSettlements)
      .set({ status: 'rejected' })
      .where(and(eq(agentRebateSettlements.agentUserId, row.agentUserId), eq(agentRebateSettlements.day, row.day)));
  },
});
