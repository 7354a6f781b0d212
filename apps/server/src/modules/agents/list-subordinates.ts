import type { TPage, TSubMember } from '@amigo/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from './schema.ts';
import { users } from '../users/schema.ts';
import { ledgerAccounts } from '../wallet/schema.ts';
import { hasSeat } from '../games/index.ts';
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
    eq(users.parentUserId, agentId),
    account ? sql`lower(${users.username}) like ${`%${account.toLowerCase()}%`}` : undefined,
  )!;
}

/** Members below a sub-agent, all levels (0 for a plain member). */
const teamSizeOf = sql<string>`(select count(*) from users m
  where m.parent_user_id in (select t.descendant_id from agent_tree t where t.ancestor_id = ${users.id}))::text`;

/** `agent/sub/member/page`: the agent's (or a sub-agent's) direct subordinates, newest first. */
export async function listSubordinates(db: Db, input: SubordinatePageInput): Promise<TPage<TSubMember>> {
  const agentId = await resolveTeamOwner(db, input);
  const where = directSubordinates(agentId, input.account);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        isAgent: sql<boolean>`${agents.userId} is not null`,
        balance: ledgerAccounts.balance,
        teamSize: teamSizeOf,
      })
      .from(users)
      .leftJoin(agents, eq(agents.userId, users.id))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(users).where(where),
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
