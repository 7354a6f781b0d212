import { permissionsOf, type StaffRole, type TStaffMe } from '@amigo/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { guardSecret, hashPassword, verifyPassword, type BudgetTarget } from '../auth/index.ts';
import { recordAudit } from './audit.ts';
import { createStaffSession, markSessionVerified, toStaffMe, type SessionPolicy, type Staff } from './staff-sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

export const TOTP_ISSUER = 'Amigo Hall';

type StaffRow = typeof staffUsers.$inferSelect;

/** The staff login budgets: the staff account's (an unknown name is keyed on what was typed) and the client address's. */
function staffLoginTargets(staffId: bigint | undefined, username: string, ip: string): BudgetTarget[] {
  const who = staffId === undefined ? `unknown:${username.trim().toLowerCase()}` : `staff:${staffId}`;
  return [
    { scope: 'staff_login', target: who, clearOnSuccess: true },
    { scope: 'staff_login_ip', target: `ip:${ip}` },
  ];
}

let dummyHash: Promise<string> | undefined;

/**
 * Staff sign-in. Password first (argon2id; an unknown name costs the same time as a wrong
 * password); then, for an enrolled account, the TOTP code (each step usable once). An account
 * without TOTP gets a session that can only enrol. Each sign-in spends a try of the staff
 * attempt budgets first (docs/security.md): five wrong tries lock the account for a while,
 * doubling with each lock in a row, up to an hour.
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
  let wrongCode = false;
  const [staff] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, input.username.toLowerCase()))
    .limit(1);
  const enrolled = staff !== undefined && staff.totpEnabledAt !== null && staff.totpSecret !== null;
  // One try of the staff budgets covers the password and, for an enrolled account, the code.
  await guardSecret(db, {
    targets: staffLoginTargets(staff?.id, input.username, input.ip),
    now: input.now,
    check: async () => {
      if (!staff) {
        dummyHash ??= hashPassword('not-a-real-staff-password-0000');
        await verifyPassword(await dummyHash, input.password);
        return false;
      }
      if (!(await verifyPassword(staff.passwordHash, input.password))) return false;
      if (!enrolled) return true;
      if (!input.code) throw new AppError('TOTP_CODE_INVALID', { field: 'code' });
      if (await consumeTotp(db, staff, input.code, input.now)) return true;
      wrongCode = true;
      return false;
    },
    wrong: () => (wrongCode ? new AppError('TOTP_CODE_INVALID', { field: 'code' }) : new AppError('INVALID_CREDENTIALS')),
    locked: (refusal) =>
      new AppError('LOGIN_THROTTLED', { retryAfter: refusal.retryAfter, params: { retryAfter: refusal.retryAfter } }),
  });
  if (!staff) throw new AppError('INVALID_CREDENTIALS');
  if (staff.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await db.update(staffUsers).set({ lastLoginAt: input.now }).where(eq(staffUsers.id, staff.id));
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
