import type { TUserProfile } from '@amigo/contract';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { createBatchLoader } from '../../db/batch-loader.ts';
import { UNNAMED_STATEMENT, type Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/member.ts';
import {
  checkSession,
  memberSessions as sessions,
  SESSIONS_PER_READ,
  tokenHashOf,
  touchSession,
  type SessionPolicy,
} from '../auth/index.ts';
import { memberKycSubmissions as kycSubmissions } from '../kyc/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { toProfile } from './get-profile.ts';

/**
 * `user/info` is the call every page and the header's balance make: the session check and
 * the profile (member row, latest KYC status, wallet balance) are read by one prepared
 * statement (built once), and the requests that arrive together share it (`createBatchLoader`), so a busy
 * server makes one round trip for many members instead of one each (docs/benchmarks.md,
 * accounts; docs/decisions/0013). The session rules are the same as every member call's
 * (auth module, checkSession). The other modules' rows come from the views they publish
 * (auth's member_sessions, kyc's member_kyc_submissions, wallet's member_balances): plain
 * projections, so the plan is the one over their tables.
 */
export function prepareProfileForToken(db: Db) {
  const latestKycStatus = db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, sessions.userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  const statement = db
    .select({
      session: {
        tokenHash: sessions.tokenHash,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: getTableColumns(users),
      balance: memberBalances.balance,
      kycStatus: sql<string | null>`(${latestKycStatus})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberBalances, eq(memberBalances.userId, sessions.userId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    // Built once, but sent as an unnamed statement (no name): a named one lives in the server
    // session, which PgBouncer in transaction mode does not keep (another process's transaction
    // may get that connection and find the name taken, or this one may get a connection without it).
    .prepare(UNNAMED_STATEMENT);
  type Row = Awaited<ReturnType<typeof statement.execute>>[number];

  const loadRow = createBatchLoader<string, Row>(
    async (tokenHashes) => {
      const rows = await statement.execute({ tokenHashes });
      return new Map(rows.map((row) => [row.session.tokenHash, row]));
    },
    { maxBatch: SESSIONS_PER_READ },
  );

  return async function getProfileForToken(
    token: string | undefined,
    input: { now: Date; policy: SessionPolicy },
  ): Promise<{ member: Member; profile: TUserProfile }> {
    const tokenHash = tokenHashOf(token);
    const row = await loadRow(tokenHash);
    // No row: an unknown token, or a session whose member is gone.
    if (!row) throw new AppError('UNAUTHENTICATED');
    const { member, touch } = checkSession(row.session, input);
    if (touch) await touchSession(db, tokenHash, input.now);
    const kycStatus = (row.kycStatus ?? 'none') as TUserProfile['kycStatus'];
    return { member: { userId: member, sessionId: tokenHash }, profile: toProfile(row.user, kycStatus, row.balance ?? 0n) };
  };
}
