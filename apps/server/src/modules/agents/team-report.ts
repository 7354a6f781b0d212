import type { TAgentOverview, TTeamFigures, TTeamReport } from '@amigo/contract';
import { sql } from 'drizzle-orm';
import type { Db, ReportDbs } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { userDirectory } from '../users/index.ts';
import { memberBalances, memberSystemCredits } from '../wallet/index.ts';
import { resolveTeamOwner } from './agent-access.ts';
import { reportRange, tokyoDay, type ReportRange } from './report-range.ts';
import { figuresByGroup, NO_FIGURES, teamGroups, teamMembers } from './team-figures.ts';

interface TeamRow {
  username: string;
  nickname: string | null;
  agent_code: string | null;
  balance: string;
  team_size: string;
  direct_count: string;
  sub_agents: string;
  team_balance: string;
}

/** Who the team belongs to and what it holds now (not bound to a date range). */
async function teamIdentity(db: Db, agentId: bigint) {
  const [row] = rowsOf<TeamRow>(
    await db.execute(sql`
    with t as (${teamMembers(agentId)})
    select u.username, u.nickname, u.agent_code,
      coalesce((select a.balance from ${memberBalances} a where a.user_id = u.id), 0)::text as balance,
      (select count(*) from t)::text as team_size,
      (select count(*) from ${userDirectory} d where d.parent_user_id = u.id)::text as direct_count,
      (select count(*) - 1 from agent_tree x where x.ancestor_id = u.id)::text as sub_agents,
      (select coalesce(sum(a.balance), 0) from ${memberBalances} a join t on a.user_id = t.uid)::text as team_balance
    from ${userDirectory} u where u.id = ${agentId}::bigint`),
  );
  if (!row) throw new Error(`agent ${agentId} has no user row`);
  return {
    identity: {
      userId: String(agentId),
      username: row.username,
      teamName: row.nickname || row.username,
      teamSize: Number(row.team_size),
      directCount: Number(row.direct_count),
      subAgentCount: Math.max(0, Number(row.sub_agents)),
      teamBalance: Number(row.team_balance),
    },
    agentCode: row.agent_code,
    balance: Number(row.balance),
  };
}

interface ExtrasRow {
  registrations: string;
  gift: string;
  rebates: string;
  to_members: string;
  from_members: string;
}

/**
 * The figures of a team over a range: play, deposits and withdrawals of all members, plus
 * registrations, promotion gifts to members, the agent's rebates and the agent's own transfers.
 */
export async function teamFigures(db: Db, agentId: bigint, range: ReportRange): Promise<TTeamFigures> {
  const [byGroup, extrasResult] = await Promise.all([
    figuresByGroup(db, teamGroups(agentId), range),
    db.execute(sql`
    with t as (${teamMembers(agentId)})
    select
      (select count(*) from ${userDirectory} u
        where u.parent_user_id in (select d.descendant_id from agent_tree d where d.ancestor_id = ${agentId}::bigint)
          and u.created_at >= ${range.start}::timestamptz and u.created_at < ${range.end}::timestamptz)::text as registrations,
      (select coalesce(sum(x.amount), 0) from ${memberSystemCredits} x
        join t on t.uid = x.user_id
        where x.source = 'promotions'
          and x.created_at >= ${range.start}::timestamptz and x.created_at < ${range.end}::timestamptz)::text as gift,
      (select coalesce(sum(r.amount), 0) from agent_rebate_settlements r
        where r.agent_user_id = ${agentId}::bigint and r.status = 'paid' -- held for approval: not paid yet
          and r.day >= ${range.fromDay}::date and r.day <= ${range.toDay}::date)::text as rebates,
      (select coalesce(sum(x.amount) filter (where x.direction = 'to_member'), 0) from agent_transfers x
        where x.agent_user_id = ${agentId}::bigint and x.created_at >= ${range.start}::timestamptz and x.created_at < ${range.end}::timestamptz)::text as to_members,
      (select coalesce(sum(x.amount) filter (where x.direction = 'from_member'), 0) from agent_transfers x
        where x.agent_user_id = ${agentId}::bigint and x.created_at >= ${range.start}::timestamptz and x.created_at < ${range.end}::timestamptz)::text as from_members`),
  ]);
  const figures = byGroup.get(String(agentId)) ?? NO_FIGURES;
  const [extras] = rowsOf<ExtrasRow>(extrasResult);
  return {
    ...figures,
    registrations: Number(extras?.registrations ?? 0),
    giftAmount: Number(extras?.gift ?? 0),
    rebatePoints: Number(extras?.rebates ?? 0),
    transferToMembers: Number(extras?.to_members ?? 0),
    transferFromMembers: Number(extras?.from_members ?? 0),
  };
}

/** `agent/type/report/statistics`: the team's totals over a date range. */
export async function getTeamReport(
  { db: primary, read: db }: ReportDbs,
  input: { callerId: bigint; userId?: string | undefined; from?: string | undefined; to?: string | undefined; now: Date },
): Promise<TTeamReport> {
  const agentId = await resolveTeamOwner(primary, input);
  const range = reportRange(input, input.now);
  const [{ identity }, figures] = await Promise.all([teamIdentity(db, agentId), teamFigures(db, agentId, range)]);
  return { ...identity, from: range.fromDay, to: range.toDay, figures };
}

/** `agent/data/statistics`: the agent centre's overview — the team now, today, and this month so far. */
export async function getAgentOverview(
  { db: primary, read: db }: ReportDbs,
  input: { callerId: bigint; userId?: string | undefined; now: Date },
): Promise<TAgentOverview> {
  const agentId = await resolveTeamOwner(primary, input);
  const today = tokyoDay(input.now);
  const [team, todayFigures, monthFigures] = await Promise.all([
    teamIdentity(db, agentId),
    teamFigures(db, agentId, reportRange({ from: today, to: today }, input.now)),
    teamFigures(db, agentId, reportRange({ from: `${today.slice(0, 8)}01`, to: today }, input.now)),
  ]);
  return { ...team.identity, agentCode: team.agentCode, balance: team.balance, today: todayFigures, month: monthFigures };
}
