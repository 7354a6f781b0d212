import { permissionsOf, type StaffRole, type TStaffMe } from '@amigo/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { recordAudit } from './audit.ts';
import { createStaffSession, markSessionVerified, toStaffMe, type SessionPolicy, type Staff } from './staff-sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

const FREE_FAILURES = 5;
const MAX_BLOCK_MS = 60 * 60_000;
export const TOTP_ISSUER = 'Amigo Hall';

type StaffRow = typeof staffUsers.$inferSelect;

let dummyHash: Promise<string> | undefined;

/**
 * Staff sign-in. Password first (argon2id; an unknown name costs the same time as a wrong
 * password); then, for an enrolled account, the TOTP code (each step usable once). An account
 * without TOTP gets a session that can only enrol. After five failures each further failure
 * doubles a wait (up to an hour) on the account.
 */
export async function loginStaff(
  db: Db,
  input: {
    username: string;
    password: string;
    code?: string | undefined;
    ip: string;
    userAgent: string | undefined;
    now: Date;
    policy: SessionPolicy;
  },
): Promise<{ token: string; me: TStaffMe }> {
  const [staff] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, input.username.toLowerCase()))
    .limit(1);
  if (!staff) {
    dummyHash ??= hashPassword('not-a-real-staff-password-0000');
    await verifyPassword(await dummyHash, input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (staff.blockedUntil && staff.blockedUntil > input.now) {
    const retryAfter = Math.ceil((staff.blockedUntil.getTime() - input.now.getTime()) / 1000);
    throw new AppError('LOGIN_THROTTLED', { retryAfter, params: { retryAfter } });
  }
  if (!(await verifyPassword(staff.passwordHash, input.password))) {
    await recordFailure(db, staff, input.now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (staff.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  const enrolled = staff.totpEnabledAt !== null && staff.totpSecret !== null;
  if (enrolled) {
    if (!input.code) throw new AppError('TOTP_CODE_INVALID', { field: 'code' });
    if (!(await consumeTotp(db, staff, input.code, input.now))) {
      await recordFailure(db, staff, input.now);
      throw new AppError('TOTP_CODE_INVALID', { field: 'code' });
    }
  }
  await db
    .update(staffUsers)
    .set({ failedLogins: 0, blockedUntil: null, lastLoginAt: input.now })
    .where(eq(staffUsers.id, staff.id));
  const token = await createStaffSession(db, {
    staffId: staff.id,
    verified: enrolled,
    ip: input.ip,
    userAgent: input.userAgent,
    now: input.now,
    policy: input.policy,
  });
  return { token, me: toStaffMe(staffOf(staff, enrolled)) };
}

/** Accepts a code once: the step is stored with a conditional update, so a replay (or a race) fails. */
async function consumeTotp(db: Db, staff: StaffRow, code: string, now: Date): Promise<boolean> {
  if (!staff.totpSecret) return false;
  const step = matchTotp(staff.totpSecret, code, { now, afterStep: staff.totpLastStep });
  if (step === null) return false;
  const [updated] = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staff.id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return Boolean(updated);
}

async function recordFailure(db: Db, staff: StaffRow, now: Date) {
  const failures = staff.failedLogins + 1;
  const extra = failures - FREE_FAILURES;
  const blockedUntil = extra > 0 ? new Date(now.getTime() + Math.min(MAX_BLOCK_MS, 30_000 * 2 ** (extra - 1))) : null;
  await db.update(staffUsers).set({ failedLogins: failures, blockedUntil }).where(eq(staffUsers.id, staff.id));
}

function staffOf(row: StaffRow, verified: boolean): Omit<Staff, 'sessionId'> {
  const roles = row.roles as StaffRole[];
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    roles,
    permissions: permissionsOf(roles),
    totpEnrolled: row.totpEnabledAt !== null,
    verified,
  };
}

/** A fresh secret for an account that has not enrolled yet (asking again replaces it). */
export async function startTotpEnrolment(db: Db, staff: Staff): Promise<{ secret: string; otpauthUrl: string }> {
  if (staff.totpEnrolled) throw new AppError('CONFLICT');
  const secret = newTotpSecret();
  await db
    .update(staffUsers)
    .set({ totpSecret: secret })
    .where(and(eq(staffUsers.id, staff.id), isNull(staffUsers.totpEnabledAt)));
  return { secret, otpauthUrl: otpauthUrl({ issuer: TOTP_ISSUER, account: staff.username, secret }) };
}

/** The first code proves the app holds the secret: enrolment is done and this session is signed in. */
export async function finishTotpEnrolment(
  db: Db,
  input: { staff: Staff; code: string; ip: string | null; now: Date },
): Promise<TStaffMe> {
  if (input.staff.totpEnrolled) throw new AppError('CONFLICT');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.staff.id)).for('update');
    if (!row?.totpSecret) throw new AppError('TOTP_CODE_INVALID', { field: 'code' });
    const step = matchTotp(row.totpSecret, input.code, { now: input.now, afterStep: row.totpLastStep });
    if (step === null) throw new AppError('TOTP_CODE_INVALID', { field: 'code' });
    await tx.update(staffUsers).set({ totpEnabledAt: input.now, totpLastStep: step }).where(eq(staffUsers.id, row.id));
    await markSessionVerified(tx, input.staff.sessionId, input.now);
    await recordAudit(tx, {
      staff: input.staff,
      action: 'staff.totp.enrol',
      targetType: 'staff',
      targetId: row.id,
      before: { totpEnrolled: false },
      after: { totpEnrolled: true },
      ip: input.ip,
      now: input.now,
    });
    return toStaffMe(staffOf({ ...row, totpEnabledAt: input.now }, true));
  });
}
