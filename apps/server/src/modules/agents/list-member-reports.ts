import type { TPage, TSubMemberReport } from '@amigo/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ReportDbs } from '../../db/client.ts';
import { agents } from './schema.ts';
import { userDirectory } from '../users/index.ts';
import { resolveTeamOwner } from './agent-access.ts';
import { directSubordinates } from './list-subordinates.ts';
import { reportRange } from './report-range.ts';
import { branchGroups, figuresByGroup, NO_FIGURES, type GroupFigures } from './team-figures.ts';

export interface MemberReportInput {
  callerId: bigint;
  userId?: string | undefined;
  account?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
  now: Date;
}

/**
 * `agent/sub/member/report/page`: one row per direct subordinate over the range. A sub-agent's
 * row covers the sub-agent and their whole team, so the rows of all pages add up to the team totals.
 */
export async function listMemberReports(
  { db: primary, read: db }: ReportDbs,
  input: MemberReportInput,
): Promise<TPage<TSubMemberReport>> {
  const agentId = await resolveTeamOwner(primary, input);
  const range = reportRange(input, input.now);
  const where = directSubordinates(agentId, input.account);
  const [page, [total]] = await Promise.all([
    db
      .select({
        id: userDirectory.id,
        username: userDirectory.username,
        isAgent: sql<boolean>`${agents.userId} is not null`,
        teamSize: sql<string>`(select count(*) from user_directory m
          where m.parent_user_id in (select t.descendant_id from agent_tree t where t.ancestor_id = ${userDirectory.id}))::text`,
      })
      .from(userDirectory)
      .leftJoin(agents, eq(agents.userId, userDirectory.id))
      .where(where)
      .orderBy(desc(userDirectory.createdAt), desc(userDirectory.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(userDirectory).where(where),
  ]);
  const figures =
    page.length > 0 ? await figuresByGroup(db, branchGroups(page.map((row) => row.id)), range) : new Map<string, GroupFigures>();
  return {
    list: page.map((row) => {
      const { activeUsers: _active, ...own } = figures.get(String(row.id)) ?? NO_FIGURES;
      return { userId: String(row.id), username: row.username, isAgent: row.isAgent, teamSize: Number(row.teamSize), ...own };
    }),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
