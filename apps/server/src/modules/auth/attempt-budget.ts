import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attemptBudgets } from '../../db/schema/index.ts';

/**
 * The one attempt budget for every guessable secret (docs/security.md has the table).
 *
 * A try is *spent before the secret is evaluated*: one atomic upsert (`tries = tries + 1
 * RETURNING tries`) per target, on the pool and never inside the caller's transaction, so a
 * failure that rolls back the caller's work cannot roll back the count, and N parallel guesses
 * get N distinct try numbers: only the first `tries` of a window are ever evaluated. A target
 * whose budget is spent is locked for `lockMs`, doubling with each lock in a row up to
 * `maxLockMs`; a lock always ends by itself (an attacker can delay a victim, never lock them
 * out for good). A success clears the budgets marked `clearOnSuccess` (the account's, not the
 * client address's).
 */
export interface BudgetRule {
  /** Tries evaluated per window; the next one is refused and locks the target. */
  tries: number;
  /** A window with no lock restarts the count after this long. */
  windowMs: number;
  /** The first lock; each further lock in a row doubles it. */
  lockMs: number;
  maxLockMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every budget of the hall. The keys are the `scope` column. */
export const BUDGETS = {
  /** Member login, per account (username and e-mail of one member share it). */
  login_account: { tries: 5, windowMs: 15 * MINUTE, lockMs: 30_000, maxLockMs: 15 * MINUTE },
  /** Member login, per client address (spraying many accounts from one place). */
  login_ip: { tries: 20, windowMs: 15 * MINUTE, lockMs: MINUTE, maxLockMs: HOUR },
  /** Operator console login (password and TOTP code), per staff account. */
  staff_login: { tries: 5, windowMs: 15 * MINUTE, lockMs: 30_000, maxLockMs: HOUR },
  staff_login_ip: { tries: 20, windowMs: 15 * MINUTE, lockMs: MINUTE, maxLockMs: HOUR },
  /** One e-mailed code (registration, password reset): five wrong tries and it is dead. */
  email_code: { tries: 5, windowMs: 24 * HOUR, lockMs: 24 * HOUR, maxLockMs: 24 * HOUR },
  /** All codes of one address and purpose: new codes do not buy new guesses without end. */
  email_code_address: { tries: 15, windowMs: HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** The payment password on every call that takes it; a lock stops money movement. */
  payment_password: { tries: 5, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  /** The login password asked again by a signed-in member (password change, first payment password). */
  login_password: { tries: 5, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  /** Legacy-platform secrets in the account migration, per legacy account. */
  legacy_login: { tries: 5, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  legacy_login_ip: { tries: 20, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
  /** The card and e-mailed-code steps of the migration, per legacy account, across flows (a right password does not refill it). */
  legacy_steps: { tries: 15, windowMs: 24 * HOUR, lockMs: HOUR, maxLockMs: 24 * HOUR },
  /** One-time sign-in codes exchanged from the address, per client address. */
  sign_in_code_ip: { tries: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: HOUR },
  /** Rejected image uploads (not an image, too many pixels, undecodable), per member. */
  upload: { tries: 10, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR },
} as const satisfies Record<string, BudgetRule>;

export type BudgetScope = keyof typeof BUDGETS;

export interface BudgetTarget {
  scope: BudgetScope;
  /** What is guessed at: `user:12`, `ip:203.0.113.7`, `code:88`, `legacy:5` … */
  target: string;
  /** Cleared when the secret is right (the account's budget; never the client address's). */
  clearOnSuccess?: boolean;
}

/** Why a try was refused without evaluating the secret: the first locked target. */
export interface BudgetRefusal {
  target: BudgetTarget;
  /** Seconds until the lock ends. */
  retryAfter: number;
}

export interface Attempt {
  /** Set when the try must not be evaluated: the budget of one of the targets is spent. */
  refused: BudgetRefusal | null;
  /** Call when the secret was wrong. Answers the refusal if this failure spent a budget (and locked it). */
  failed(): Promise<BudgetRefusal | null>;
  /** Call when the secret was right: clears the budgets that clear on success. */
  succeeded(): Promise<void>;
  /** The locks this failure set (for telling the owner once, e.g. a station letter). */
  readonly newLocks: BudgetTarget[];
}

interface Spent {
  target: BudgetTarget;
  tries: number;
  lockedUntil: Date | null;
}

/**
 * Spends one try on each target before a secret is evaluated. `db` must be the pool (or the
 * embedded database), not a transaction the failure will roll back.
 */
export async function spendAttempt(db: Db, targets: BudgetTarget[], now: Date): Promise<Attempt> {
  const spent: Spent[] = [];
  for (const target of targets) spent.push(await spendOne(db, target, now));

  const newLocks: BudgetTarget[] = [];
  let refused: BudgetRefusal | null = null;
  for (const entry of spent) {
    const rule = BUDGETS[entry.target.scope];
    if (entry.lockedUntil && entry.lockedUntil > now) {
      refused ??= { target: entry.target, retryAfter: secondsUntil(entry.lockedUntil, now) };
    } else if (entry.tries > rule.tries) {
      // Over budget in this window without a lock yet (a parallel try is setting it): lock now.
      const until = await lock(db, entry.target, now);
      if (until.set) newLocks.push(entry.target);
      refused ??= { target: entry.target, retryAfter: secondsUntil(until.lockedUntil, now) };
    }
  }

  return {
    refused,
    newLocks,
    async failed() {
      // The last try of a budget that failed locks it at once: the next try, right or wrong, is refused.
      let result: BudgetRefusal | null = null;
      for (const entry of spent) {
        if (entry.tries < BUDGETS[entry.target.scope].tries) continue;
        const until = await lock(db, entry.target, now);
        if (until.set) newLocks.push(entry.target);
        result ??= { target: entry.target, retryAfter: secondsUntil(until.lockedUntil, now) };
      }
      return result;
    },
    async succeeded() {
      for (const { target } of spent) {
        if (target.clearOnSuccess) await clearBudget(db, target);
      }
    },
  };
}

/** Forgets a target's tries and locks (a success, or an operator's audited unlock). */
export async function clearBudget(db: Db, target: Pick<BudgetTarget, 'scope' | 'target'>): Promise<void> {
  await db.delete(attemptBudgets).where(and(eq(attemptBudgets.scope, target.scope), eq(attemptBudgets.target, target.target)));
}

/** The end of a target's lock, if it is locked now (for showing a lock without spending a try). */
export async function lockedUntil(db: Db, target: Pick<BudgetTarget, 'scope' | 'target'>, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: attemptBudgets.lockedUntil })
    .from(attemptBudgets)
    .where(and(eq(attemptBudgets.scope, target.scope), eq(attemptBudgets.target, target.target)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

async function spendOne(db: Db, target: BudgetTarget, now: Date): Promise<Spent> {
  const rule = BUDGETS[target.scope];
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  // A day without tries forgets earlier locks, so escalation is about locks in a row.
  const forgetLocksBefore = new Date(now.getTime() - 24 * HOUR).toISOString();
  // Every expression reads the row as it was (ON CONFLICT DO UPDATE), under the row lock.
  const locked = sql`${attemptBudgets.lockedUntil} > ${at}::timestamptz`;
  const restart = sql`(${attemptBudgets.lockedUntil} is not null or ${attemptBudgets.windowStartedAt} <= ${windowStart}::timestamptz)`;
  const [row] = await db
    .insert(attemptBudgets)
    .values({ scope: target.scope, target: target.target, tries: 1, windowStartedAt: now, lastTryAt: now })
    .onConflictDoUpdate({
      target: [attemptBudgets.scope, attemptBudgets.target],
      set: {
        tries: sql`case when ${locked} then ${attemptBudgets.tries} + 1 when ${restart} then 1 else ${attemptBudgets.tries} + 1 end`,
        windowStartedAt: sql`case when ${locked} then ${attemptBudgets.windowStartedAt} when ${restart} then ${at}::timestamptz else ${attemptBudgets.windowStartedAt} end`,
        lockedUntil: sql`case when ${locked} then ${attemptBudgets.lockedUntil} else null end`,
        locks: sql`case when ${attemptBudgets.lastTryAt} <= ${forgetLocksBefore}::timestamptz then 0 else ${attemptBudgets.locks} end`,
        lastTryAt: now,
      },
    })
    .returning({ tries: attemptBudgets.tries, lockedUntil: attemptBudgets.lockedUntil });
  return { target, tries: row!.tries, lockedUntil: row!.lockedUntil };
}

/**
 * Locks a target unless it already is (a conditional update: of parallel failures exactly one
 * sets the lock, and only that one reports `set`). Each lock in a row doubles the last.
 */
async function lock(db: Db, target: BudgetTarget, now: Date): Promise<{ lockedUntil: Date; set: boolean }> {
  const rule = BUDGETS[target.scope];
  const at = now.toISOString();
  const [row] = await db
    .update(attemptBudgets)
    .set({
      lockedUntil: sql`${at}::timestamptz + least(${rule.maxLockMs}::bigint, ${rule.lockMs}::bigint * power(2, least(${attemptBudgets.locks}, 30))::bigint) * interval '1 millisecond'`,
      locks: sql`${attemptBudgets.locks} + 1`,
    })
    .where(
      and(
        eq(attemptBudgets.scope, target.scope),
        eq(attemptBudgets.target, target.target),
        sql`(${attemptBudgets.lockedUntil} is null or ${attemptBudgets.lockedUntil} <= ${at}::timestamptz)`,
      ),
    )
    .returning({ lockedUntil: attemptBudgets.lockedUntil });
  if (row?.lockedUntil) return { lockedUntil: row.lockedUntil, set: true };
  const current = await lockedUntil(db, target, now);
  return { lockedUntil: current ?? new Date(now.getTime() + rule.lockMs), set: false };
}

function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * The common shape of a guarded check: spend a try, refuse when locked, evaluate, then record
 * the outcome. `locked` builds the error for a spent budget (and may tell the owner when
 * `newLocks` is not empty); `wrong` the error for a wrong secret that did not spend it.
 */
export async function guardSecret(
  db: Db,
  input: {
    targets: BudgetTarget[];
    now: Date;
    check: () => Promise<boolean>;
    locked: (refusal: BudgetRefusal, newLocks: BudgetTarget[]) => Error | Promise<Error>;
    wrong: () => Error;
  },
): Promise<void> {
  const attempt = await spendAttempt(db, input.targets, input.now);
  if (attempt.refused) throw await input.locked(attempt.refused, attempt.newLocks);
  if (await input.check()) {
    await attempt.succeeded();
    return;
  }
  const refusal = await attempt.failed();
  if (refusal) throw await input.locked(refusal, attempt.newLocks);
  throw input.wrong();
}
