import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Progressive delays against password guessing (ASVS 6.1.1), never a hard lock: an account
 * gets 5 free failures, a client address 20; after that each failure doubles the wait
 * (1 s, 2 s, 4 s ... at most 15 minutes). Counters forget after an hour without failures.
 * A victim is never locked out for long, and an attacker gets only a handful of guesses an hour.
 */
const FREE_FAILURES = { account: 5, ip: 20 };
const MAX_DELAY_S = 15 * 60;
const FORGET_AFTER_MS = 3_600_000;

export function throttleKeys(account: string, ip: string) {
  return { account: `account:${account.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function assertNotThrottled(db: Db, keys: { account: string; ip: string }, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.ip]));
  const waits = rows.map((row) => (row.blockedUntil ? Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000) : 0));
  const retryAfter = Math.max(0, ...waits);
  if (retryAfter > 0) throw new AppError('LOGIN_THROTTLED', { retryAfter, params: { retryAfter } });
}

export async function recordLoginFailure(db: Db, keys: { account: string; ip: string }, now: Date): Promise<void> {
  await bump(db, keys.account, FREE_FAILURES.account, now);
  await bump(db, keys.ip, FREE_FAILURES.ip, now);
}

export async function clearAccountFailures(db: Db, keys: { account: string }): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
}

async function bump(db: Db, key: string, free: number, now: Date) {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const failures = row?.failures ?? 1;
  if (failures <= free) return;
  const delay = Math.min(MAX_DELAY_S, 2 ** (failures - free - 1));
  await db
    .update(loginThrottles)
    .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
    .where(eq(loginThrottles.key, key));
}
