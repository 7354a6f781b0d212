import type { TPage, TSubMember } from '@amigo/contract';
import { and, count, desc, eq, getViewSelectedFields, sql, type SQL } from 'drizzle-orm';
import type { ReportDbs } from '../../db/client.ts';
import { agents } from './schema.ts';
import { hasSeat } from '../games/index.ts';
import { userDirectory } from '../users/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { resolveTeamOwner } from './agent-access.ts';
import { visibleEmail } from './create-subordinate.ts';

export interface SubordinatePageInput {
  callerId: bigint;
  userId?: string | undefined;
  account?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** Direct subordinates of an agent whose username contains the search (letters and digits only, so no escaping). */
export function directSubordinates(agentId: bigint, account: string | undefined): SQL {
  return and(
    eq(userDirectory.parentUserId, agentId),
    account ? sql`lower(${userDirectory.username}) like ${`%${account.toLowerCase()}%`}` : undefined,
  )!;
}

/** Members below a sub-agent, all levels (0 for a plain member). */
const teamSizeOf = sql<string>`(select count(*) from user_directory m
  where m.parent_user_id in (select t.descendant_id from agent_tree t where t.ancestor_id = ${userDirectory.id}))::text`;

/** `agent/sub/member/page`: the agent's (or a sub-agent's) direct subordinates, newest first. */
export async function listSubordinates(
  { db: primary, read: db }: ReportDbs,
  input: SubordinatePageInput,
): Promise<TPage<TSubMember>> {
  const agentId = await resolveTeamOwner(primary, input);
  const where = directSubordinates(agentId, input.account);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: getViewSelectedFields(userDirectory),
        isAgent: sql<boolean>`${agents.userId} is not null`,
        balance: memberBalances.balance,
        teamSize: teamSizeOf,
      })
      .from(userDirectory)
      .leftJoin(agents, eq(agents.userId, userDirectory.id))
      .leftJoin(memberBalances, eq(memberBalances.userId, userDirectory.id))
      .where(where)
      .orderBy(desc(userDirectory.createdAt), desc(userDirectory.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(userDirectory).where(where),
  ]);
  const seated = await Promise.all(rows.map((row) => hasSeat(db, row.user.id)));
  return {
    list: rows.map(({ user, isAgent, balance, teamSize }, i) => ({
      userId: String(user.id),
      username: user.username,
      nickname: user.nickname,
      email: visibleEmail(user.email),
      isAgent,
      agentCode: isAgent ? user.agentCode : null,
      teamSize: Number(teamSize),
      balance: Number(balance ?? 0n),
      inGame: seated[i] ?? false,
      registeredAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
