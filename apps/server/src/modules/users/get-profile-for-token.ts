import type { TUserProfile } from '@amigo/contract';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions, ledgerAccounts, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/member.ts';
import { checkSession, tokenHashOf, touchSession, type SessionPolicy } from '../auth/index.ts';
import { toProfile } from './get-profile.ts';

/**
 * `user/info` is the call every page and the header's balance make: the session check and
 * the profile (member row, latest KYC status, wallet balance) are read by one prepared
 * statement, one round trip instead of four (docs/benchmarks.md, accounts). The session
 * rules are the same as every member call's (auth module, checkSession).
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
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: getTableColumns(users),
      balance: ledgerAccounts.balance,
      kycStatus: sql<string | null>`(${latestKycStatus})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('user_info_for_token');

  return async function getProfileForToken(
    token: string | undefined,
    input: { now: Date; policy: SessionPolicy },
  ): Promise<{ member: Member; profile: TUserProfile }> {
    const tokenHash = tokenHashOf(token);
    const [row] = await statement.execute({ tokenHash });
    // No row: an unknown token, or a session whose member is gone.
    if (!row) throw new AppError('UNAUTHENTICATED');
    const { member, touch } = checkSession(row.session, input);
    if (touch) await touchSession(db, tokenHash, input.now);
    const kycStatus = (row.kycStatus ?? 'none') as TUserProfile['kycStatus'];
    return { member: { userId: member, sessionId: tokenHash }, profile: toProfile(row.user, kycStatus, row.balance ?? 0n) };
  };
}
