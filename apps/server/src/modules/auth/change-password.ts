import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findMemberById, setPasswordHash } from '../users/index.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeAllSessions, type SessionPolicy } from './sessions.ts';
import { guardLoginPassword } from './set-payment-password.ts';

/**
 * Changes the login password. Every session ends (other devices then answer 402) and this
 * device gets a fresh token, so a stolen token dies with the old password.
 */
export async function changePassword(
  db: Db,
  input: {
    userId: bigint;
    oldPassword: string;
    newPassword: string;
    ip: string;
    userAgent: string | undefined;
    deviceId?: string | undefined;
    now: Date;
    policy: SessionPolicy;
  },
): Promise<{ token: string }> {
  const user = await findMemberById(db, input.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  // The old password is checked (and its try spent) before the new one is hashed.
  await guardLoginPassword(db, {
    userId: user.id,
    now: input.now,
    field: 'oldPassword',
    check: () => verifyPassword(user.passwordHash, input.oldPassword),
  });
  assertAcceptablePassword(input.newPassword, user.username, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, { userId: user.id, passwordHash, now: input.now });
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_changed', now: input.now });
    const token = await createSession(tx, {
      userId: user.id,
      ip: input.ip,
      userAgent: input.userAgent,
      deviceId: input.deviceId,
      now: input.now,
      policy: input.policy,
    });
    return { token };
  });
}
