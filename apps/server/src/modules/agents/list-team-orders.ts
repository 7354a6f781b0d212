import type { TPage, TTeamRecharge, TTeamWithdrawal } from '@amigo/contract';
import { and, count, desc, eq, getViewSelectedFields, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ReportDbs } from '../../db/client.ts';
import { agentTree } from './schema.ts';
import { memberDepositOrders, memberWithdrawalOrders } from '../payments/index.ts';
import { userDirectory } from '../users/index.ts';
import { resolveTeamOwner } from './agent-access.ts';
import { reportRange } from './report-range.ts';

export interface TeamOrdersInput<S> {
  callerId: bigint;
  userId?: string | undefined;
  account?: string | undefined;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
  pageSize: number;
  now: Date;
}

/** Members of the agent's team (all levels) whose username contains the search. */
function inTeam(agentId: bigint, account: string | undefined) {
  return and(
    inArray(
      userDirectory.parentUserId,
      sql`(select ${agentTree.descendantId} from ${agentTree} where ${agentTree.ancestorId} = ${agentId}::bigint)`,
    ),
    account ? sql`lower(${userDirectory.username}) like ${`%${account.toLowerCase()}%`}` : undefined,
  );
}

/** `agent/sub/member/recharge/page`: the team's deposit orders created in the range, newest first. */
export async function listTeamRecharges(
  { db: primary, read: db }: ReportDbs,
  input: TeamOrdersInput<(typeof memberDepositOrders.$inferSelect)['status']>,
): Promise<TPage<TTeamRecharge>> {
  const agentId = await resolveTeamOwner(primary, input);
  const range = reportRange(input, input.now);
  const where = and(
    inTeam(agentId, input.account),
    gte(memberDepositOrders.createdAt, range.start),
    lt(memberDepositOrders.createdAt, range.end),
    input.status ? eq(memberDepositOrders.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: getViewSelectedFields(memberDepositOrders), username: userDirectory.username })
      .from(memberDepositOrders)
      .innerJoin(userDirectory, eq(userDirectory.id, memberDepositOrders.userId))
      .where(where)
      .orderBy(desc(memberDepositOrders.createdAt), desc(memberDepositOrders.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(memberDepositOrders)
      .innerJoin(userDirectory, eq(userDirectory.id, memberDepositOrders.userId))
      .where(where),
  ]);
  return {
    list: rows.map(({ order, username }) => ({
      orderSn: order.orderSn,
      userId: String(order.userId),
      username,
      channel: order.channel,
      currency: order.currency,
      amount: Number(order.amount),
      coins: Number(order.coins),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** `agent/sub/member/draw/page`: the team's withdrawals requested in the range, newest first. */
export async function listTeamWithdrawals(
  { db: primary, read: db }: ReportDbs,
  input: TeamOrdersInput<(typeof memberWithdrawalOrders.$inferSelect)['status']>,
): Promise<TPage<TTeamWithdrawal>> {
  const agentId = await resolveTeamOwner(primary, input);
  const range = reportRange(input, input.now);
  const where = and(
    inTeam(agentId, input.account),
    gte(memberWithdrawalOrders.createdAt, range.start),
    lt(memberWithdrawalOrders.createdAt, range.end),
    input.status ? eq(memberWithdrawalOrders.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: getViewSelectedFields(memberWithdrawalOrders), username: userDirectory.username })
      .from(memberWithdrawalOrders)
      .innerJoin(userDirectory, eq(userDirectory.id, memberWithdrawalOrders.userId))
      .where(where)
      .orderBy(desc(memberWithdrawalOrders.createdAt), desc(memberWithdrawalOrders.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(memberWithdrawalOrders)
      .innerJoin(userDirectory, eq(userDirectory.id, memberWithdrawalOrders.userId))
      .where(where),
  ]);
  return {
    list: rows.map(({ order, username }) => ({
      orderSn: order.orderSn,
      userId: String(order.userId),
      username,
      amount: Number(order.amount),
      fee: Number(order.fee),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
