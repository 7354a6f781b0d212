import type { TMemberFigures } from '@amigo/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberGamePlay } from '../games/index.ts';
import { userDirectory } from '../users/index.ts';
import { memberMoneyFlows } from '../wallet/index.ts';
import type { ReportRange } from './report-range.ts';

/** The job state row whose `until` is the game rollup's watermark (v2: member and parent-agent days). */
export const GAME_ROLLUP = 'game_rollup_v2';

/**
 * Groups of members a figures query adds up, each as SQL rows:
 * - `members` (g, uid): every member of the group (deposits, withdrawals, live play, activity);
 * - `parents` (g, parent): agents whose direct members are all in the group (rolled-up play by parent);
 * - `individuals` (g, uid): the group's members not covered by `parents` (rolled-up play by member).
 */
export interface Groups {
  members: SQL;
  parents: SQL;
  individuals: SQL;
}

/**
 * A team: everyone whose parent is the agent or an agent below it. One indexed join
 * (agent_tree's primary key, then users_parent_user_id_idx through the users module's user_directory view); its play is the per-parent rollup
 * of exactly those agents.
 */
export function teamGroups(agentId: bigint): Groups {
  return {
    members: teamMembers(agentId),
    parents: sql`select ${agentId}::bigint as g, t.descendant_id as parent from agent_tree t where t.ancestor_id = ${agentId}::bigint`,
    individuals: sql`select null::bigint as g, null::bigint as uid where false`,
  };
}

export function teamMembers(agentId: bigint): SQL {
  return sql`select ${agentId}::bigint as g, u.id as uid from ${userDirectory} u
    where u.parent_user_id in (select t.descendant_id from agent_tree t where t.ancestor_id = ${agentId}::bigint)`;
}

/** Each listed member with everyone below them (for a sub-agent: the sub-agent and their team), grouped by that member. */
export function branchGroups(memberIds: bigint[]): Groups {
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  return {
    members: sql`select u.id as g, u.id as uid from ${userDirectory} u where u.id in (${ids})
      union all
      select t.ancestor_id as g, u.id as uid from agent_tree t join ${userDirectory} u on u.parent_user_id = t.descendant_id
      where t.ancestor_id in (${ids})`,
    parents: sql`select t.ancestor_id as g, t.descendant_id as parent from agent_tree t where t.ancestor_id in (${ids})`,
    individuals: sql`select u.id as g, u.id as uid from ${userDirectory} u where u.id in (${ids})`,
  };
}

export interface GroupFigures extends TMemberFigures {
  /** Members of the group who played in the range. */
  activeUsers: number;
}

interface PlayRow {
  g: string;
  active: string;
  plays: string;
  bet: string;
  win: string;
}
interface MoneyRow {
  g: string;
  recharge_count: string;
  recharge_amount: string;
  withdraw_count: string;
  withdraw_amount: string;
}

/**
 * Deposits, withdrawals and play of groups of members over a date range. Play is read in one
 * statement (one snapshot, so the rollups and their watermark agree): the rollups hold the
 * records before the watermark, `game_records` (the games module's member_game_play view) the ones after it (one index probe per member),
 * never both. Recharges are deposits credited in the range, withdrawals those paid out in it, of
 * every channel (bank, manual, chain), from the ledger's member_money_flows (wallet): the same
 * definition as the console dashboard's (issue 26).
 */
export async function figuresByGroup(db: Db, groups: Groups, range: ReportRange): Promise<Map<string, GroupFigures>> {
  const [play, money] = await Promise.all([playByGroup(db, groups, range), moneyByGroup(db, groups, range)]);
  const result = new Map<string, GroupFigures>();
  for (const row of money) {
    const p = play.get(row.g);
    const bet = Number(p?.bet ?? 0);
    const win = Number(p?.win ?? 0);
    result.set(row.g, {
      activeUsers: Number(p?.active ?? 0),
      rechargeCount: Number(row.recharge_count),
      rechargeAmount: Number(row.recharge_amount),
      withdrawCount: Number(row.withdraw_count),
      withdrawAmount: Number(row.withdraw_amount),
      betCount: Number(p?.plays ?? 0),
      betAmount: bet,
      winAmount: win,
      profitLoss: win - bet,
    });
  }
  return result;
}

async function playByGroup(db: Db, groups: Groups, range: ReportRange): Promise<Map<string, PlayRow>> {
  const rows = rowsOf<PlayRow>(
    await db.execute(sql`
    with m as (${groups.members}),
    w as (select coalesce((select until from agent_job_state where name = ${GAME_ROLLUP}), '-infinity'::timestamptz) as until),
    rolled as (
      select p.g, d.plays, d.bet, d.win
      from (${groups.parents}) p join agent_parent_days d on d.parent_user_id = p.parent
      cross join w
      where w.until > '-infinity' and d.day >= ${range.fromDay}::date and d.day <= ${range.toDay}::date
      union all
      select i.g, d.plays, d.bet, d.win
      from (${groups.individuals}) i join member_game_days d on d.user_id = i.uid
      cross join w
      where w.until > '-infinity' and d.day >= ${range.fromDay}::date and d.day <= ${range.toDay}::date
    ),
    live as (
      -- Only when the range reaches past the watermark; then one index probe per member.
      select m.g, m.uid, l.plays, l.bet, l.win
      from w join m on w.until < ${range.end}::timestamptz
      cross join lateral (
        select count(*)::bigint as plays, coalesce(sum(r.bet), 0)::bigint as bet, coalesce(sum(r.win), 0)::bigint as win
        from ${memberGamePlay} r
        where r.user_id = m.uid and r.created_at >= greatest(w.until, ${range.start}::timestamptz)
          and r.created_at < ${range.end}::timestamptz
      ) l
      where l.plays > 0
    ),
    active as (
      select g, count(*) as n from (
        -- A probe per member (LIMIT keeps the planner from turning it into a join over the whole day range).
        select m.g, m.uid from m cross join w
        cross join lateral (
          select 1 from member_game_days d
          where d.user_id = m.uid and d.day >= ${range.fromDay}::date and d.day <= ${range.toDay}::date
          limit 1
        ) played
        where w.until > '-infinity'
        union
        select g, uid from live
      ) a group by g
    ),
    totals as (
      select g, sum(plays) as plays, sum(bet) as bet, sum(win) as win
      from (select g, plays, bet, win from rolled union all select g, plays, bet, win from live) x
      group by g
    )
    select t.g::text as g, coalesce(a.n, 0)::text as active, t.plays::text as plays, t.bet::text as bet, t.win::text as win
    from totals t left join active a on a.g = t.g`),
  );
  return new Map(rows.map((row) => [row.g, row]));
}

async function moneyByGroup(db: Db, groups: Groups, range: ReportRange): Promise<MoneyRow[]> {
  return rowsOf<MoneyRow>(
    await db.execute(sql`
    with m as (${groups.members}),
    flows as (
      select m.g, f.kind, count(*) as n, sum(f.amount) as amount
      from m join ${memberMoneyFlows} f on f.user_id = m.uid
      where f.created_at >= ${range.start}::timestamptz and f.created_at < ${range.end}::timestamptz
      group by m.g, f.kind
    ),
    deposits as (select g, n, amount from flows where kind = 'deposit'),
    withdrawals as (select g, n, amount from flows where kind = 'withdrawal')
    select k.g::text as g,
      coalesce(d.n, 0)::text as recharge_count, coalesce(d.amount, 0)::text as recharge_amount,
      coalesce(x.n, 0)::text as withdraw_count, coalesce(x.amount, 0)::text as withdraw_amount
    from (select distinct g from m) k
    left join deposits d on d.g = k.g
    left join withdrawals x on x.g = k.g`),
  );
}

export const NO_FIGURES: GroupFigures = {
  activeUsers: 0,
  rechargeCount: 0,
  rechargeAmount: 0,
  withdrawCount: 0,
  withdrawAmount: 0,
  betCount: 0,
  betAmount: 0,
  winAmount: 0,
  profitLoss: 0,
};
