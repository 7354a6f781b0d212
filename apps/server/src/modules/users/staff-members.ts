import type { LedgerRefKind } from '@amigo/contract';
import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike, iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { agentPositionOf } from '../agents/index.ts';
import { countUnrevokedSessions, recentSessionsOf, revokeAllSessions } from '../auth/index.ts';
import { listBankCards } from '../bank-cards/index.ts';
import { listMemberRounds } from '../games/index.ts';
import { getKycStatus } from '../kyc/index.ts';
import { getResponsibleStatus } from '../responsible/index.ts';
import { listWalletTransfers, memberBalances } from '../wallet/index.ts';
import { agentLineOf, memberFlagsOf, memberNotesOf } from './member-file.ts';

/**
 * The members screen of the console (`members.read`, `members.lock`; docs/console.md). The
 * member rows are this module's; the balance, KYC status, agent position, sessions, ledger and
 * rounds, bank cards come from their owners' use cases and views; notes, flags and the agent
 * line are this module's (member-file.ts).
 */

const summaryColumns = {
  user: users,
  balance: sql<string | null>`${memberBalances.balance}`,
};

function toSummary(row: { user: typeof users.$inferSelect; balance: string | bigint | null }) {
  const { user } = row;
  return {
    userId: String(user.id),
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    agentCode: user.agentCode,
    status: user.status,
    balance: Number(row.balance ?? 0),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
  };
}

/** Members by exact id, or by username / e-mail prefix, or exact agent code; the newest first. */
export async function searchMembers(db: Db, input: PageInput & { q: string }) {
  const q = input.q.trim();
  let where: SQL | undefined;
  if (q) {
    const prefix = `${escapeLike(q)}%`;
    const conditions = [
      ilike(users.username, prefix),
      ilike(users.email, prefix),
      eq(sql`upper(${users.agentCode})`, q.toUpperCase()),
    ];
    if (/^\d{1,18}$/.test(q)) conditions.push(eq(users.id, BigInt(q)));
    where = or(...conditions);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .leftJoin(memberBalances, eq(memberBalances.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(rows.map(toSummary), total?.n ?? 0, input);
}

export async function getMemberDetail(db: Db, input: { userId: bigint; now: Date }) {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(memberBalances, eq(memberBalances.userId, users.id))
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'userId' });
  const { user } = row;
  const [agentLine, agent, kycStatus, [direct], sessionRows, responsible, cards, flags, notes] = await Promise.all([
    agentLineOf(db, user.id),
    agentPositionOf(db, user.id),
    getKycStatus(db, { userId: user.id }),
    db.select({ n: count() }).from(users).where(eq(users.parentUserId, user.id)),
    recentSessionsOf(db, { userId: user.id, limit: 20 }),
    getResponsibleStatus(db, user.id, input.now),
    listBankCards(db, { userId: user.id }),
    memberFlagsOf(db, user.id),
    memberNotesOf(db, user.id),
  ]);
  const parent = agentLine.at(-1);
  return {
    ...toSummary(row),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    recommendedCode: user.recommendedCode,
    kycStatus,
    parent: parent ? { userId: parent.userId, username: parent.username } : null,
    isAgent: Boolean(agent),
    agentDepth: agent?.depth ?? null,
    directMembers: direct?.n ?? 0,
    responsible: {
      block: responsible.block
        ? { kind: responsible.block.kind, until: responsible.block.until, minUntil: responsible.block.minUntil }
        : null,
      limits: responsible.limits.map((l) => ({ kind: l.kind, period: l.period, amount: l.amount })),
      realityCheckMinutes: responsible.realityCheckMinutes,
    },
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      active: !s.revokedAt && s.expiresAt > input.now,
    })),
    agentLine,
    bankCards: cards.map((card) => ({
      id: card.id,
      bankName: card.bankName,
      branchName: card.branchName,
      holderName: card.holderName,
      last4: card.last4,
      isDefault: card.isDefault,
      createdAt: card.createdAt,
    })),
    flags,
    notes,
  };
}

/**
 * A ledger `ref` made readable: what it points at and that thing's own id. The refs are written
 * by their owners (payments `deposit:<orderSn>`, games `game:<userId>:<key>`, agents
 * `agent-transfer:<id>`, …); an unknown shape is `other` with the ref as it is.
 */
export function readLedgerRef(ref: string): { refKind: LedgerRefKind; refId: string } {
  const colon = ref.indexOf(':');
  const head = colon < 0 ? ref : ref.slice(0, colon);
  const rest = colon < 0 ? '' : ref.slice(colon + 1);
  switch (head) {
    case 'deposit':
      return { refKind: 'deposit', refId: rest };
    case 'withdrawal':
      return { refKind: 'withdrawal', refId: rest };
    case 'crypto-deposit':
      return { refKind: 'crypto_deposit', refId: rest };
    case 'crypto-withdrawal':
      return { refKind: 'crypto_withdrawal', refId: rest };
    case 'game':
      // game:<userId>:<the round's idempotency key>
      return { refKind: 'round', refId: rest.slice(rest.indexOf(':') + 1) };
    case 'agent-transfer':
      return { refKind: 'agent_transfer', refId: rest };
    case 'agent-rebate':
      return { refKind: 'agent_rebate', refId: rest };
    case 'adjustment':
      return { refKind: 'adjustment', refId: rest };
    case 'legacy':
      return { refKind: 'legacy', refId: rest };
    default:
      return { refKind: 'other', refId: ref };
  }
}

/** The member wallet's transfers, newest first: positive amounts came in, negative went out. */
export async function listMemberLedger(db: Db, input: PageInput & { userId: bigint }) {
  const { rows, total } = await listWalletTransfers(db, {
    userId: input.userId,
    limit: input.pageSize,
    offset: offsetOf(input),
  });
  const list = rows.map((t) => ({
    id: t.id,
    amount: Number(t.amount),
    balanceAfter: Number(t.balanceAfter),
    reason: t.reason,
    ref: t.ref,
    ...readLedgerRef(t.ref),
    createdAt: t.createdAt.toISOString(),
  }));
  return pageOf(list, total, input);
}

export async function listMemberGameRecords(db: Db, input: PageInput & { userId: bigint }) {
  const { rows, total } = await listMemberRounds(db, { userId: input.userId, limit: input.pageSize, offset: offsetOf(input) });
  const list = rows.map((r) => ({
    ...r,
    id: String(r.id),
    bet: Number(r.bet),
    win: Number(r.win),
    createdAt: r.createdAt.toISOString(),
  }));
  return pageOf(list, total, input);
}

/**
 * Locks a member (sign-in refused with ACCOUNT_DISABLED, every session ended) or unlocks them.
 * Asking for the state the member is already in changes nothing and writes no audit row.
 */
export async function setMemberLock(db: Db, input: { userId: bigint; locked: boolean; reason: string } & Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'userId' });
    const status = input.locked ? ('disabled' as const) : ('active' as const);
    if (before.status === status) return { status, changed: false };
    await tx.update(users).set({ status }).where(eq(users.id, input.userId));
    if (input.locked) await revokeAllSessions(tx, { userId: input.userId, reason: 'operator', now: input.now });
    await recordAudit(tx, {
      ...input,
      action: input.locked ? 'member.lock' : 'member.unlock',
      targetType: 'member',
      targetId: input.userId,
      before: { status: before.status },
      after: { status, reason: input.reason },
    });
    return { status, changed: true };
  });
}

export async function revokeMemberSessions(db: Db, input: { userId: bigint; reason: string } & Actor) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user) throw new AppError('NOT_FOUND', { field: 'userId' });
    const live = await countUnrevokedSessions(tx, input.userId);
    await revokeAllSessions(tx, { userId: input.userId, reason: 'operator', now: input.now });
    await recordAudit(tx, {
      ...input,
      action: 'member.sessions.revoke',
      targetType: 'member',
      targetId: input.userId,
      before: { liveSessions: live },
      after: { liveSessions: 0, reason: input.reason },
    });
  });
  return { ok: true as const };
}
