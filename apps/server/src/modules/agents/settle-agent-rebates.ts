import { eq, isNotNull, sql } from 'drizzle-orm';
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
}

/**
 * Pays every agent the rebate for one closed Tokyo day: per level L below the agent (1 = direct
 * subordinates), the team's bets at that level times `ratesBps[L-1]` basis points, rounded down,
 * from the `agent_rebates` system account. An agent with their own rates (`agents.rebate_bps`,
 * set by an operator) is paid at those instead of the hall's `ratesBps`. Idempotent per agent and day: the settlement row and
 * the ledger transfer id are both keyed by (agent, day), so a rerun or a second process pays nothing twice.
 */
export async function settleAgentRebates(db: Db, input: { day: string; ratesBps: number[]; now: Date }): Promise<RebateResult> {
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
  if (levels === 0 || rateLists.every((rates) => rates.every((bps) => bps === 0))) return { day: input.day, paid: 0, amount: 0 };

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
  let total = 0n;
  for (const [agent, { teamBet, scaled }] of byAgent) {
    const amount = scaled / 10_000n;
    if (await payRebate(db, { agentId: BigInt(agent), day: input.day, teamBet, amount, now: input.now })) {
      paid += 1;
      total += amount;
    }
  }
  return { day: input.day, paid, amount: Number(total) };
}

async function payRebate(db: Db, input: { agentId: bigint; day: string; teamBet: bigint; amount: bigint; now: Date }) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agentRebateSettlements)
      .values({ agentUserId: input.agentId, day: input.day, teamBet: input.teamBet, amount: input.amount, createdAt: input.now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    if (input.amount > 0n) {
      // A known id refuses (transfer's default): the settlement row just written is new, so its
      // transfer must be too; a rebate paid without its row is never paid again silently.
      await transfer(tx, {
        id: `agent-rebate:${input.agentId}:${input.day}`,
        from: await systemAccount(tx, 'agent_rebates', input.agentId),
        to: await ensureUserWallet(tx, input.agentId),
        amount: input.amount,
        reason: 'agent_rebate',
        ref: `agent-rebate:${input.agentId}:${input.day}`,
      });
    }
    return true;
  });
}
