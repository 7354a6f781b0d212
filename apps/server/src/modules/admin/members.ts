import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../agents/schema.ts';
import { sessions } from '../auth/schema.ts';
import { gameRecords } from '../games/schema.ts';
import { kycSubmissions } from '../kyc/schema.ts';
import { users } from '../users/schema.ts';
import { ledgerAccounts, ledgerTransfers } from '../wallet/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeAllSessions } from '../auth/index.ts';
import { escapeLike, recordAudit } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';
import { getResponsibleStatus } from '../responsible/index.ts';

const summaryColumns = {
  user: users,
  balance: sql<string | null>`${ledgerAccounts.balance}`,
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
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
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
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'userId' });
  const { user } = row;
  const [[parent], [agent], [kyc], [direct], sessionRows, responsible] = await Promise.all([
    user.parentUserId
      ? db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, user.parentUserId)).limit(1)
      : Promise.resolve([]),
    db.select().from(agents).where(eq(agents.userId, user.id)).limit(1),
    db
      .select({ status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, user.id))
      .orderBy(desc(kycSubmissions.id))
      .limit(1),
    db.select({ n: count() }).from(users).where(eq(users.parentUserId, user.id)),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.lastSeenAt)).limit(20),
    getResponsibleStatus(db, user.id, input.now),
  ]);
  return {
    ...toSummary(row),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    recommendedCode: user.recommendedCode,
    kycStatus: kyc?.status ?? ('none' as const),
    parent: parent ? { userId: String(parent.id), username: parent.username } : null,
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
  };
}

/** The member wallet's transfers, newest first: positive amounts came in, negative went out. */
export async function listMemberLedger(db: Db, input: PageInput & { userId: bigint }) {
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, input.userId))
    .limit(1);
  if (!wallet) return pageOf([], 0, input);
  const where = or(eq(ledgerTransfers.debitAccountId, wallet.id), eq(ledgerTransfers.creditAccountId, wallet.id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(ledgerTransfers).where(where),
  ]);
  const list = rows.map((t) => ({
    id: t.id,
    amount: Number(t.creditAccountId === wallet.id ? t.amount : -t.amount),
    reason: t.reason,
    ref: t.ref,
    createdAt: t.createdAt.toISOString(),
  }));
  return pageOf(list, total?.n ?? 0, input);
}

export async function listMemberGameRecords(db: Db, input: PageInput & { userId: bigint }) {
  const where = eq(gameRecords.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameRecords.id,
        machineId: gameRecords.machineId,
        modelCode: gameRecords.modelCode,
        bet: gameRecords.bet,
        win: gameRecords.win,
        createdAt: gameRecords.createdAt,
      })
      .from(gameRecords)
      .where(where)
      .orderBy(desc(gameRecords.createdAt))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(gameRecords).where(where),
  ]);
  const list = rows.map((r) => ({
    ...r,
    id: String(r.id),
    bet: Number(r.bet),
    win: Number(r.win),
    createdAt: r.createdAt.toISOString(),
  }));
  return pageOf(list, total?.n ?? 0, input);
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
    const [live] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, input.userId), sql`${sessions.revokedAt} is null`));
    await revokeAllSessions(tx, { userId: input.userId, reason: 'operator', now: input.now });
    await recordAudit(tx, {
      ...input,
      action: 'member.sessions.revoke',
      targetType: 'member',
      targetId: input.userId,
      before: { liveSessions: live?.n ?? 0 },
      after: { liveSessions: 0, reason: input.reason },
    });
  });
  return { ok: true as const };
}
