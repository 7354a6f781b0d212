import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { attemptBudgets } from './schema.ts';

/**
 * The one attempt budget for every guessable secret (docs/security.md has the table).
 *
 * A try takes an evaluation slot *before the secret is evaluated*: one atomic conditional
 * update per target (`pending = pending + 1 WHERE tries + pending < budget`), on the pool and
 * never inside the caller's transaction, so a failure that rolls back the caller's work cannot
 * roll back the count, and however many guesses arrive at once, no more are evaluated than
 * could all fail within the budget (`tries` counts the window's failures). A target
 * whose budget is spent is locked for `lockMs`, doubling with each lock in a row up to
 * `maxLockMs`; a lock always ends by itself (an attacker can delay a victim, never lock them
 * out for good). A success clears the budgets marked `clearOnSuccess` (the account's, not the
 * client address's).
 */
export interface BudgetRule {
  /** Failures allowed per window; the failure that reaches it locks the target. */
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
  /**
   * Not a lock: every evaluation slot stayed busy for the whole wait (many right tries at once on
   * a slow machine). Nothing was counted against the owner; the caller should simply try again.
   */
  busy?: true;
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

/** How long a try may wait for a free evaluation slot before it is refused for now. */
const WAIT_FOR_SLOT_MS = 10_000;
/** An evaluation takes well under a second; a reservation older than this was left by a crashed process. */
const STALE_PENDING_MS = 60_000;
const SLOT_POLL_MS = 20;

/**
 * Spends one try on each target before a secret is evaluated. `db` must be the pool (or the
 * embedded database), not a transaction the failure will roll back.
 *
 * A try reserves an evaluation slot on every target (`pending + 1`, conditional on
 * `failures + pending < tries`, one atomic UPDATE): however many tries arrive at once, no more
 * are evaluated than could all fail within the budget. A try that finds no free slot waits for
 * one (the others finish within milliseconds) — so a member's own parallel calls with the right
 * secret all pass, while 30 parallel wrong guesses see at most the budget evaluated and the rest
 * refused by the lock the last failure sets.
 */
export async function spendAttempt(db: Db, targets: BudgetTarget[], now: Date): Promise<Attempt> {
  const reserved: BudgetTarget[] = [];
  const newLocks: BudgetTarget[] = [];
  const deadline = Date.now() + WAIT_FOR_SLOT_MS;
  let refused: BudgetRefusal | null = null;
  for (const target of targets) {
    const outcome = await reserveSlot(db, target, now, deadline);
    if (outcome.lockedUntil) {
      refused = { target, retryAfter: secondsUntil(outcome.lockedUntil, now), ...(outcome.busy ? { busy: true } : {}) };
      break;
    }
    reserved.push(target);
  }
  if (refused) {
    for (const target of reserved) await release(db, target, { failed: false, clear: false });
    return { refused, newLocks, failed: async () => refused, succeeded: async () => undefined };
  }

  return {
    refused: null,
    newLocks,
    async failed() {
      // The failure that spends a budget locks it at once: the next try, right or wrong, is refused.
      let result: BudgetRefusal | null = null;
      for (const target of reserved) {
        const failures = await release(db, target, { failed: true, clear: false });
        if (failures < BUDGETS[target.scope].tries) continue;
        const until = await lock(db, target, now);
        if (until.set) newLocks.push(target);
        result ??= { target, retryAfter: secondsUntil(until.lockedUntil, now) };
      }
      return result;
    },
    async succeeded() {
      for (const target of reserved) await release(db, target, { failed: false, clear: Boolean(target.clearOnSuccess) });
    },
  };
}

/** Forgets a target's failures and locks (a success, or an operator's audited unlock). */
export async function clearBudget(db: Db, target: Pick<BudgetTarget, 'scope' | 'target'>): Promise<void> {
  await db
    .update(attemptBudgets)
    .set({ tries: 0, locks: 0, lockedUntil: null })
    .where(and(eq(attemptBudgets.scope, target.scope), eq(attemptBudgets.target, target.target)));
}

/** The end of a target's lock, if it is locked now (for showing a lock without spending a try). */
export async function lockedUntil(db: Db, target: Pick<BudgetTarget, 'scope' | 'target'>, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: attemptBudgets.lockedUntil })
    .from(attemptBudgets)
    .where(and(eq(attemptBudgets.scope, target.scope), eq(attemptBudgets.target, target.target)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

const whereTarget = (target: Pick<BudgetTarget, 'scope' | 'target'>) =>
  and(eq(attemptBudgets.scope, target.scope), eq(attemptBudgets.target, target.target));

/**
 * Takes an evaluation slot on a target, waiting for one while others are being evaluated.
 * Answers the lock's end when the target is locked (no slot taken).
 */
async function reserveSlot(
  db: Db,
  target: BudgetTarget,
  now: Date,
  deadline: number,
): Promise<{ lockedUntil: Date | null; busy?: true }> {
  const rule = BUDGETS[target.scope];
  for (;;) {
    await openWindow(db, target, now);
    const at = now.toISOString();
    const [taken] = await db
      .update(attemptBudgets)
      .set({ pending: sql`${attemptBudgets.pending} + 1`, lastTryAt: now })
      .where(
        and(
          whereTarget(target),
          sql`(${attemptBudgets.lockedUntil} is null or ${attemptBudgets.lockedUntil} <= ${at}::timestamptz)`,
          sql`${attemptBudgets.tries} + ${attemptBudgets.pending} < ${rule.tries}`,
        ),
      )
      .returning({ pending: attemptBudgets.pending });
    if (taken) return { lockedUntil: null };
    const locked = await lockedUntil(db, target, now);
    if (locked) return { lockedUntil: locked };
    // Every slot is held by tries being evaluated right now: wait for one, but not for ever.
    if (Date.now() >= deadline) return { lockedUntil: new Date(now.getTime() + 1000), busy: true };
    await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS + Math.random() * SLOT_POLL_MS));
  }
}

/**
 * Makes sure the target's row exists and its window is current (every expression reads the row
 * as it was, under the row lock of ON CONFLICT DO UPDATE): an ended lock or an old window starts
 * the count again, a day without tries forgets earlier locks, and slots left by a crashed
 * process are freed.
 */
async function openWindow(db: Db, target: BudgetTarget, now: Date): Promise<void> {
  const rule = BUDGETS[target.scope];
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const forgetLocksBefore = new Date(now.getTime() - 24 * HOUR).toISOString();
  const stalePendingBefore = new Date(Date.now() - STALE_PENDING_MS).toISOString();
  const locked = sql`${attemptBudgets.lockedUntil} > ${at}::timestamptz`;
  const restart = sql`(${attemptBudgets.lockedUntil} is not null or ${attemptBudgets.windowStartedAt} <= ${windowStart}::timestamptz)`;
  await db
    .insert(attemptBudgets)
    .values({ scope: target.scope, target: target.target, tries: 0, pending: 0, windowStartedAt: now, lastTryAt: now })
    .onConflictDoUpdate({
      target: [attemptBudgets.scope, attemptBudgets.target],
      set: {
        tries: sql`case when ${locked} then ${attemptBudgets.tries} when ${restart} then 0 else ${attemptBudgets.tries} end`,
        windowStartedAt: sql`case when ${locked} then ${attemptBudgets.windowStartedAt} when ${restart} then ${at}::timestamptz else ${attemptBudgets.windowStartedAt} end`,
        lockedUntil: sql`case when ${locked} then ${attemptBudgets.lockedUntil} else null end`,
        locks: sql`case when ${attemptBudgets.lastTryAt} <= ${forgetLocksBefore}::timestamptz then 0 else ${attemptBudgets.locks} end`,
        pending: sql`case when ${attemptBudgets.lastTryAt} <= ${stalePendingBefore}::timestamptz then 0 else ${attemptBudgets.pending} end`,
      },
    });
}

/** Gives the slot back; a failure is counted (answers the failures now), a success may clear them. */
async function release(db: Db, target: BudgetTarget, outcome: { failed: boolean; clear: boolean }): Promise<number> {
  const [row] = await db
    .update(attemptBudgets)
    .set({
      pending: sql`greatest(${attemptBudgets.pending} - 1, 0)`,
      ...(outcome.failed ? { tries: sql`${attemptBudgets.tries} + 1` } : {}),
      ...(outcome.clear ? { tries: 0, locks: 0 } : {}),
    })
    .where(whereTarget(target))
    .returning({ tries: attemptBudgets.tries });
  return row?.tries ?? 0;
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
        whereTarget(target),
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
  // Busy is not locked: say "try again in a moment", never "locked" (and no lock letter).
  if (attempt.refused?.busy) {
    const retryAfter = attempt.refused.retryAfter;
    throw new AppError('RATE_LIMITED', { retryAfter, params: { retryAfter } });
  }
  if (attempt.refused) throw await input.locked(attempt.refused, attempt.newLocks);
  if (await input.check()) {
    await attempt.succeeded();
    return;
  }
  const refusal = await attempt.failed();
  if (refusal) throw await input.locked(refusal, attempt.newLocks);
  throw input.wrong();
}
