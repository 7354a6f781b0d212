import { STAFF_ROLES, type StaffRole, type TStaffAccount } from '@amigo/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueConstraintOf } from '../../db/unique-violation.ts';
import { staffUsers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/index.ts';
import { recordAudit } from './audit.ts';
import { revokeStaffSessions, type Staff } from './staff-sessions.ts';

export const STAFF_PASSWORD_MIN = 12;
type StaffRow = typeof staffUsers.$inferSelect;
/** The unique index on lower(username) (schema.ts): the one conflict that means "username taken". */
const STAFF_USERNAME_INDEX = 'staff_users_username_lower_key';

export function toStaffAccount(row: StaffRow): TStaffAccount {
  return {
    id: String(row.id),
    username: row.username,
    displayName: row.displayName,
    roles: row.roles as StaffRole[],
    status: row.status,
    totpEnrolled: row.totpEnabledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
function auditView(row: StaffRow) {
  const { passwordHash: _hash, totpSecret: _secret, totpLastStep: _step, ...rest } = row;
  return rest;
}

/**
 * Creates a staff account (the console's staff screen, and `npm run staff:create` for the first
 * owner — there is no default account or password). TOTP is enrolled at the first sign-in.
 */
export async function createStaff(
  db: Db,
  input: {
    username: string;
    displayName: string;
    password: string;
    roles: readonly StaffRole[];
    by: Pick<Staff, 'id' | 'username'> | { id: null; username: string };
    ip: string | null;
    now: Date;
  },
): Promise<TStaffAccount> {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._-]{2,31}$/.test(username)) throw new AppError('INVALID_INPUT', { field: 'username' });
  if (input.password.length < STAFF_PASSWORD_MIN) throw new AppError('INVALID_INPUT', { field: 'password' });
  assertAcceptablePassword(input.password, username, 'password', 'staff');
  const roles = STAFF_ROLES.filter((role) => input.roles.includes(role));
  if (roles.length === 0) throw new AppError('INVALID_INPUT', { field: 'roles' });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Only the username's own unique index means "taken": any other conflict (a used id after
    // something wrote the table behind the sequence's back) is an error of its own, not the user's.
    const row = await tx
      .insert(staffUsers)
      .values({ username, displayName: input.displayName.trim().slice(0, 60), passwordHash, roles, createdAt: input.now })
      .returning()
      .then((rows) => rows[0] as StaffRow)
      .catch((error: unknown) => {
        if (uniqueConstraintOf(error) === STAFF_USERNAME_INDEX) throw new AppError('STAFF_USERNAME_TAKEN', { field: 'username' });
        throw error;
      });
    await recordAudit(tx, {
      staff: input.by,
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      before: null,
      after: auditView(row),
      ip: input.ip,
      now: input.now,
    });
    return toStaffAccount(row);
  });
}

export async function listStaff(db: Db): Promise<TStaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.id)).limit(500);
  return rows.map(toStaffAccount);
}

/**
 * Changes roles or status, or clears TOTP for re-enrolment. Every change ends the account's
 * sessions (new roles apply at once). The last active owner cannot lose the role or be disabled.
 */
export async function updateStaff(
  db: Db,
  input: {
    id: bigint;
    roles?: readonly StaffRole[] | undefined;
    status?: 'active' | 'disabled' | undefined;
    resetTotp?: boolean | undefined;
    by: Staff;
    ip: string | null;
    now: Date;
  },
): Promise<TStaffAccount> {
  return db.transaction(async (tx) => {
    // Every owner row is locked first, so two owners demoting each other at once cannot both succeed.
    await tx.execute(sql`select id from staff_users where 'owner' = any(roles) order by id for update`);
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
    const roles = input.roles ? STAFF_ROLES.filter((role) => input.roles!.includes(role)) : (before.roles as StaffRole[]);
    const status = input.status ?? before.status;
    const staysOwner = roles.includes('owner') && status === 'active';
    if (before.roles.includes('owner') && before.status === 'active' && !staysOwner) {
      const [other] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(ne(staffUsers.id, before.id), eq(staffUsers.status, 'active'), sql`'owner' = any(${staffUsers.roles})`))
        .limit(1);
      if (!other) throw new AppError('LAST_OWNER');
    }
    const [after] = await tx
      .update(staffUsers)
      .set({
        roles,
        status,
        ...(input.resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
      })
      .where(eq(staffUsers.id, before.id))
      .returning();
    await revokeStaffSessions(tx, before.id, input.now);
    await recordAudit(tx, {
      staff: input.by,
      action: input.resetTotp ? 'staff.update.reset_totp' : 'staff.update',
      targetType: 'staff',
      targetId: before.id,
      before: auditView(before),
      after: auditView(after!),
      ip: input.ip,
      now: input.now,
    });
    return toStaffAccount(after!);
  });
}
