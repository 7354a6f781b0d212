import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { userIdByAgentCode, userIdByEmail, userIdByUsername } from './lookup-keys.ts';

/**
 * What signing in and the secret checks need of a member (the auth module's use): who they are,
 * where their mail goes, their password hashes and whether the account may sign in.
 */
export interface MemberCredentials {
  id: bigint;
  username: string;
  email: string;
  /** argon2id PHC string; null for members who only ever signed in with Google or LINE. */
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  status: 'active' | 'disabled';
}

const credentialColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  paymentPasswordHash: users.paymentPasswordHash,
  status: users.status,
};

/**
 * A member by username or e-mail, regardless of case (sign-in, password reset): the account is
 * looked up as a username, then as an e-mail address, in the lookup tables (lookup-keys.ts), and
 * the member's row read by id. A username never holds an `@` (USERNAME_PATTERN), so the two
 * never both match.
 */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberCredentials | undefined> {
  const key = account.trim();
  const userId = (await userIdByUsername(db, key)) ?? (await userIdByEmail(db, key));
  return userId === undefined ? undefined : findMemberById(db, userId);
}

export async function findMemberById(db: Db, userId: bigint): Promise<MemberCredentials | undefined> {
  const [user] = await db.select(credentialColumns).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The member an e-mail address belongs to, regardless of case (`email_keys`). */
export async function memberIdByEmail(db: Db, email: string): Promise<bigint | undefined> {
  return userIdByEmail(db, email);
}

/**
 * The member with exactly this username (the demo seeds and the console's letters find members
 * by it): found through `username_keys` and checked against the member's row for the exact case.
 */
export async function memberIdByUsername(db: Db, username: string): Promise<bigint | undefined> {
  const userId = await userIdByUsername(db, username);
  if (userId === undefined) return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.username, username)))
    .limit(1);
  return user?.id;
}

/** The agent who owns a referral code, regardless of case (`agent_code_keys`); the referral link's landing counts by it. */
export async function memberIdByAgentCode(db: Db, agentCode: string): Promise<bigint | undefined> {
  return userIdByAgentCode(db, agentCode);
}

/** Whether the member may sign in; undefined for an unknown id. */
export async function memberStatus(db: Db, userId: bigint): Promise<MemberCredentials['status'] | undefined> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return user?.status;
}

/** A sign-in happened (profile's last login). */
export async function recordSignIn(db: Db, input: { userId: bigint; now: Date }): Promise<void> {
  await db.update(users).set({ lastLoginAt: input.now }).where(eq(users.id, input.userId));
}

/** A new login password (already checked and hashed by the auth module); `now` is when it changed. */
export async function setPasswordHash(db: Db, input: { userId: bigint; passwordHash: string; now: Date }): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, passwordChangedAt: input.now })
    .where(eq(users.id, input.userId));
}

/** A new payment password (already checked and hashed by the auth module). */
export async function setPaymentPasswordHash(db: Db, input: { userId: bigint; paymentPasswordHash: string }): Promise<void> {
  await db.update(users).set({ paymentPasswordHash: input.paymentPasswordHash }).where(eq(users.id, input.userId));
}

/**
 * Locks the member's row for the rest of the caller's transaction (SELECT … FOR UPDATE), so
 * two changes of one member's things (bank cards, identity documents) never interleave.
 * False for an unknown id.
 */
export async function lockMember(tx: Db, userId: bigint): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return user !== undefined;
}

/**
 * What decides which broadcast letters reach a member: when they joined, and whether they own an
 * agent code (agents' and players' broadcasts). Undefined for an unknown id.
 */
export async function getMemberAudience(db: Db, userId: bigint): Promise<{ createdAt: Date; hasAgentCode: boolean } | undefined> {
  const [row] = await db
    .select({ createdAt: users.createdAt, agentCode: users.agentCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { createdAt: row.createdAt, hasAgentCode: row.agentCode !== null };
}
