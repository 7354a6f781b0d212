import { createHash, randomBytes } from 'node:crypto';
import { permissionsOf, type Permission, type StaffRole, type TStaffMe } from '@amigo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { staffSessions, staffUsers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';

/** httpOnly, SameSite=Strict, scoped to the operator API: scripts cannot read it, other sites cannot send it. */
export const STAFF_COOKIE = 'STAFF_SESSION';
const COOKIE_PATH = '/v2/admin';
const TOUCH_EVERY_MS = 60_000;

export interface SessionPolicy {
  ttlMs: number;
  idleMs: number;
}

/** The signed-in staff member of a request. */
/** The staff session rules of the configuration (shorter than members'). */
export function staffSessionPolicy(config: { staff: Pick<Config['staff'], 'sessionTtlMs' | 'sessionIdleMs'> }): SessionPolicy {
  return { ttlMs: config.staff.sessionTtlMs, idleMs: config.staff.sessionIdleMs };
}

export interface Staff {
  id: bigint;
  username: string;
  displayName: string;
  roles: StaffRole[];
  permissions: Permission[];
  totpEnrolled: boolean;
  /** The TOTP code of this session was checked. */
  verified: boolean;
  sessionId: string;
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(`staff:${token}`).digest('hex');
}

export async function createStaffSession(
  db: Db,
  input: { staffId: bigint; verified: boolean; ip: string; userAgent: string | undefined; now: Date; policy: SessionPolicy },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashStaffToken(token),
    staffId: input.staffId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.policy.ttlMs),
    verifiedAt: input.verified ? input.now : null,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return token;
}

export function setStaffCookie(reply: FastifyReply, token: string, input: { secure: boolean; ttlMs: number }) {
  reply.setCookie(STAFF_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: input.secure,
    maxAge: Math.floor(input.ttlMs / 1000),
  });
}

export function clearStaffCookie(reply: FastifyReply, input: { secure: boolean }) {
  reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: input.secure });
}

/**
 * The staff member behind the STAFF_SESSION cookie. No cookie or an unknown one (a member's
 * TOKEN included) → 401; ended, expired, idle too long, or the account disabled → 402.
 */
export async function authenticateStaff(
  db: Db,
  request: FastifyRequest,
  input: { now: Date; policy: SessionPolicy },
): Promise<Staff> {
  const token = request.cookies[STAFF_COOKIE];
  if (!token || token.length < 20 || token.length > 200) throw new AppError('UNAUTHENTICATED');
  const tokenHash = hashStaffToken(token);
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { session, staff } = row;
  const now = input.now.getTime();
  if (
    session.revokedAt ||
    staff.status !== 'active' ||
    session.expiresAt.getTime() <= now ||
    session.lastSeenAt.getTime() + input.policy.idleMs <= now
  ) {
    throw new AppError('SESSION_ENDED');
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: input.now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  const roles = staff.roles as StaffRole[];
  return {
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    roles,
    permissions: permissionsOf(roles),
    totpEnrolled: staff.totpEnabledAt !== null,
    verified: session.verifiedAt !== null && staff.totpEnabledAt !== null,
    sessionId: tokenHash,
  };
}

export async function markSessionVerified(db: Db, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ verifiedAt: now }).where(eq(staffSessions.tokenHash, sessionId));
}

export async function endStaffSession(db: Db, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.tokenHash, sessionId));
}

/** Ends every live session of a staff account (roles changed, disabled, TOTP reset). */
export async function revokeStaffSessions(db: Db, staffId: bigint, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export function toStaffMe(staff: Omit<Staff, 'sessionId'>): TStaffMe {
  return {
    id: String(staff.id),
    username: staff.username,
    displayName: staff.displayName,
    roles: staff.roles,
    permissions: staff.permissions,
    totpEnrolled: staff.totpEnrolled,
    verified: staff.verified,
  };
}
