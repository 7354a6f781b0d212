import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { createBatchLoader } from '../../db/batch-loader.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Member } from '../../http/member.ts';

/** Sessions read by one statement at most; a larger round of requests is split (docs/decisions/0013). */
export const SESSIONS_PER_READ = 100;

/** How often the idle clock is pushed forward: a write per minute per session, not per request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionPolicy {
  ttlMs: number;
  idleMs: number;
}

/** The member session rules of the configuration (SESSION_TTL_HOURS, SESSION_IDLE_MINUTES). */
export function memberSessionPolicy(config: Pick<Config, 'sessionTtlMs' | 'sessionIdleMs'>): SessionPolicy {
  return { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque session token (256 bits); only its hash is stored. */
export async function createSession(
  db: Db,
  input: {
    userId: bigint;
    ip: string;
    userAgent: string | undefined;
    /** The browser's device cookie (http/device-cookie.ts), when the session is opened from one. */
    deviceId?: string | undefined;
    now: Date;
    policy: SessionPolicy;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.policy.ttlMs),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    deviceId: input.deviceId,
  });
  return token;
}

/** The hash of a well-formed TOKEN; a missing or malformed one is simply not signed in (401). */
export function tokenHashOf(token: string | undefined): string {
  if (!token || token.length < 20 || token.length > 200) throw new AppError('UNAUTHENTICATED');
  return hashToken(token);
}

/** What a session check needs of the session row. */
export interface SessionState {
  userId: bigint;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * Judges a session row read for a request. Unknown → 401; revoked (password change,
 * operator), expired or idle too long → 402, so the client logs out and says why. Answers
 * whether the idle clock is due to be pushed forward.
 */
export function checkSession(
  session: SessionState | undefined,
  input: { now: Date; policy: SessionPolicy },
): { member: bigint; touch: boolean } {
  if (!session) throw new AppError('UNAUTHENTICATED');
  const now = input.now.getTime();
  if (session.revokedAt || session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + input.policy.idleMs <= now) {
    throw new AppError('SESSION_ENDED');
  }
  return { member: session.userId, touch: now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS };
}

/** Pushes the idle clock of a session forward (at most once a minute, see checkSession). */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * The member calls' authenticator: resolves a TOKEN to its member (401 / 402 as checkSession
 * says). The sessions asked for by the requests of one event-loop round are read by one
 * statement (docs/decisions/0013).
 */
export function createTokenAuthenticator(db: Db, policy: SessionPolicy) {
  const loadSession = createBatchLoader<string, SessionState & { tokenHash: string }>(
    async (tokenHashes) => {
      const rows = await db.select().from(sessions).where(inArray(sessions.tokenHash, tokenHashes));
      return new Map(rows.map((row) => [row.tokenHash, row]));
    },
    { maxBatch: SESSIONS_PER_READ },
  );
  return async function authenticateToken(token: string | undefined, now: Date): Promise<Member> {
    const tokenHash = tokenHashOf(token);
    const { member, touch } = checkSession(await loadSession(tokenHash), { now, policy });
    if (touch) await touchSession(db, tokenHash, now);
    return { userId: member, sessionId: tokenHash };
  };
}

/** Logout forgets the session entirely: its token is then unknown (401), like any made-up token. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
}

/** Ends every live session of a member (optionally all but one), e.g. after a password change. */
export async function revokeAllSessions(
  db: Db,
  input: { userId: bigint; reason: 'password_changed' | 'password_reset' | 'operator'; now: Date; except?: string },
): Promise<void> {
  const conditions = [eq(sessions.userId, input.userId), isNull(sessions.revokedAt)];
  if (input.except) conditions.push(ne(sessions.tokenHash, input.except));
  await db
    .update(sessions)
    .set({ revokedAt: input.now, revokeReason: input.reason })
    .where(and(...conditions));
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  return typeof header === 'string' ? header : undefined;
}
