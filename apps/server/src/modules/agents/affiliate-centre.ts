import type { TAgentFunnel, TCommissionStatement, TFunnelRow, TPage, TRebatePayout } from '@amigo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agents } from './schema.ts';
import { userDirectory } from '../users/index.ts';
import { memberMoneyFlows } from '../wallet/index.ts';
import { requireAgent } from './agent-access.ts';
import { reportRange } from './report-range.ts';

type Range = { from?: string | undefined; to?: string | undefined };

/**
 * `agent/commission/statements`: the agent's settled rebates per day or month, each with the
 * team bets per level it was computed from (the per-parent rollup of those days) and the rates
 * the agent is paid at (their own, or the hall's AGENT_REBATE_BPS).
 */
export async function listCommissionStatements(
  db: Db,
  input: Range & { callerId: bigint; period: 'day' | 'month'; hallRatesBps: number[]; now: Date },
): Promise<{ from: string; to: string; list: TCommissionStatement[] }> {
  await requireAgent(db, input.callerId);
  const range = reportRange(input, input.now);
  const [own] = await db.select({ rebateBps: agents.rebateBps }).from(agents).where(eq(agents.userId, input.callerId));
  const ratesBps = own?.rebateBps ?? input.hallRatesBps;
  const settled = rowsOf<{ day: string; team_bet: string; amount: string }>(
    await db.execute(sql`
      select day::text, team_bet::text, amount::text from agent_rebate_settlements
      where agent_user_id = ${input.callerId} and status = 'paid' and day between ${range.fromDay}::date and ${range.toDay}::date`),
  );
  const levels = rowsOf<{ day: string; level: number; bet: string }>(
    await db.execute(sql`
      select d.day::text, (t.depth + 1)::int as level, sum(d.bet)::text as bet
      from agent_tree t join agent_parent_days d on d.parent_user_id = t.descendant_id
      where t.ancestor_id = ${input.callerId} and d.day between ${range.fromDay}::date and ${range.toDay}::date
        and d.day in (select day from agent_rebate_settlements where agent_user_id = ${input.callerId})
      group by 1, 2`),
  );
  const keyOf = (day: string) => (input.period === 'month' ? day.slice(0, 7) : day);
  const periods = new Map<string, TCommissionStatement>();
  const periodOf = (day: string) => {
    const key = keyOf(day);
    let entry = periods.get(key);
    if (!entry) {
      entry = { period: key, days: 0, levelBets: [], ratesBps, teamBet: 0, rebate: 0 };
      periods.set(key, entry);
    }
    return entry;
  };
  for (const row of settled) {
    const entry = periodOf(row.day);
    entry.days += 1;
    entry.teamBet += Number(row.team_bet);
    entry.rebate += Number(row.amount);
  }
  for (const row of levels) {
    const entry = periodOf(row.day);
    while (entry.levelBets.length < row.level) entry.levelBets.push(0);
    entry.levelBets[row.level - 1]! += Number(row.bet);
  }
  const list = [...periods.values()].sort((a, b) => (a.period < b.period ? 1 : -1));
  return { from: range.fromDay, to: range.toDay, list };
}

/** `agent/rebate/payouts`: the rebates paid into the agent's wallet (one per settled day with a rebate), newest first. */
export async function listRebatePayouts(
  db: Db,
  input: Range & { callerId: bigint; pageNum: number; pageSize: number; now: Date },
): Promise<TPage<TRebatePayout>> {
  await requireAgent(db, input.callerId);
  const bounded = input.from !== undefined || input.to !== undefined;
  const range = bounded ? reportRange(input, input.now) : undefined;
  const within = range ? sql`and day between ${range.fromDay}::date and ${range.toDay}::date` : sql``;
  const rows = rowsOf<{ day: string; team_bet: string; amount: string; created_at: Date | string; total: string }>(
    await db.execute(sql`
      select day::text, team_bet::text, amount::text, created_at, count(*) over ()::text as total
      from agent_rebate_settlements
      where agent_user_id = ${input.callerId} and amount > 0 and status = 'paid' ${within}
      order by day desc
      limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}`),
  );
  return {
    list: rows.map((row) => ({
      day: row.day,
      teamBet: Number(row.team_bet),
      amount: Number(row.amount),
      paidAt: new Date(row.created_at).toISOString(),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/**
 * `agent/funnel`: the agent's own links over a range: clicks and visits (per campaign sub-ID and
 * day), the direct members who registered in the range, how many of them made a first deposit
 * (at any time up to now) and for how much, and their bets in the range (rolled-up days).
 */
export async function getAgentFunnel(db: Db, input: Range & { callerId: bigint; now: Date }): Promise<TAgentFunnel> {
  await requireAgent(db, input.callerId);
  const range = reportRange(input, input.now);
  const [me] = await db
    .select({ agentCode: userDirectory.agentCode })
    .from(userDirectory)
    .where(eq(userDirectory.id, input.callerId));
  const code = (me?.agentCode ?? '').toUpperCase();
  const traffic = rowsOf<{ day: string; campaign: string; clicks: number; visits: number }>(
    await db.execute(sql`
      select day::text, campaign, clicks, visits from agent_link_days
      where agent_code = ${code} and day between ${range.fromDay}::date and ${range.toDay}::date`),
  );
  const members = rowsOf<{ day: string; campaign: string; ftd: string | null; bet: string }>(
    await db.execute(sql`
      select to_char((u.created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD') as day,
             coalesce(u.referral_campaign, '') as campaign,
             (select f.amount::text from ${memberMoneyFlows} f
               where f.user_id = u.id and f.kind = 'deposit' order by f.created_at limit 1) as ftd,
             (select coalesce(sum(g.bet), 0)::text from member_game_days g
               where g.user_id = u.id and g.day between ${range.fromDay}::date and ${range.toDay}::date) as bet
      from user_directory u
      where u.parent_user_id = ${input.callerId}
        and u.created_at >= ${range.start.toISOString()}::timestamptz and u.created_at < ${range.end.toISOString()}::timestamptz`),
  );
  const empty = (campaign: string): TFunnelRow => ({
    campaign,
    clicks: 0,
    visits: 0,
    registrations: 0,
    ftdCount: 0,
    ftdAmount: 0,
    betAmount: 0,
  });
  const total = empty('');
  const campaigns = new Map<string, TFunnelRow>();
  const days = new Map<string, { day: string; clicks: number; visits: number; registrations: number }>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, clicks: 0, visits: 0, registrations: 0 }));
    return entry;
  };
  const campaignOf = (name: string) => {
    let entry = campaigns.get(name);
    if (!entry) campaigns.set(name, (entry = empty(name)));
    return entry;
  };
  for (const row of traffic) {
    for (const target of [total, campaignOf(row.campaign), dayOf(row.day)]) {
      target.clicks += row.clicks;
      target.visits += row.visits;
    }
  }
  for (const row of members) {
    for (const target of [total, campaignOf(row.campaign)]) {
      target.registrations += 1;
      if (row.ftd !== null) {
        target.ftdCount += 1;
        target.ftdAmount += Number(row.ftd);
      }
      target.betAmount += Number(row.bet);
    }
    dayOf(row.day).registrations += 1;
  }
  return {
    from: range.fromDay,
    to: range.toDay,
    total,
    campaigns: [...campaigns.values()].sort((a, b) => b.clicks + b.registrations - (a.clicks + a.registrations)),
    days: [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
  };
}
