import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Language, TMigrationFlow, TMigrationResult } from '@amigo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legacyAccounts, legacyFlows } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertAcceptablePassword,
  createSession,
  guardSecret,
  hashPassword,
  spendAttempt,
  verifyPassword,
  type SessionPolicy,
} from '../auth/index.ts';
import { createMemberSeeds } from '../games/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { createMember, findMemberById } from '../users/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { migrationCodeMail } from './migration-mail.ts';

type FlowRow = typeof legacyFlows.$inferSelect;
type LegacyRow = typeof legacyAccounts.$inferSelect;

/** A flow lives this long from the password step. */
const FLOW_TTL_MS = 30 * 60_000;
const MAX_CARD_ATTEMPTS = 5;
const MAX_CODE_ATTEMPTS = 5;
const MAX_CODES_PER_FLOW = 5;
/** SPEC §4: the send-code countdown. */
export const RESEND_AFTER_MS = 60_000;
const CODE_TTL_MS = 10 * 60_000;

const hashCode = (flowId: string, code: string) => createHash('sha256').update(`${flowId}:${code}`).digest('hex');
const normalizeName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

function flowDto(flow: FlowRow, legacy: LegacyRow, now: Date): TMigrationFlow {
  const wait = flow.codeSentAt ? flow.codeSentAt.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
  return {
    flowId: flow.id,
    step: flow.step,
    maskedEmail: maskEmail(legacy.email),
    resendAfterSeconds: Math.max(0, Math.ceil(wait / 1000)),
    expiresAt: flow.expiresAt.toISOString(),
  };
}

/** MIGRATION_LOCKED for a lock that ends by itself, saying when. */
function migrationLocked(retryAfter: number): AppError {
  return new AppError('MIGRATION_LOCKED', { retryAfter, params: { minutes: Math.ceil(retryAfter / 60) } });
}

/**
 * Spends a try of the legacy account's budget for the card and code steps, before the step's
 * transaction (so a wrong answer counts even though the transaction answers an error). An
 * unknown flow spends nothing: the step itself answers that it has expired.
 */
async function spendStepTry(db: Db, flowId: string, now: Date) {
  const [flow] = await db
    .select({ legacyAccountId: legacyFlows.legacyAccountId })
    .from(legacyFlows)
    .where(eq(legacyFlows.id, flowId));
  if (!flow) return null;
  const attempt = await spendAttempt(db, [{ scope: 'legacy_steps', target: `legacy:${flow.legacyAccountId}` }], now);
  if (attempt.refused) throw migrationLocked(attempt.refused.retryAfter);
  return attempt;
}

/**
 * Loads a live flow with its legacy account, locked for this step, and checks the step order.
 * An unknown, expired or finished flow is one clear error: start again.
 */
async function openFlow(tx: Db, flowId: string, expected: FlowRow['step'][], now: Date) {
  const [flow] = await tx.select().from(legacyFlows).where(eq(legacyFlows.id, flowId)).for('update');
  if (!flow || flow.expiresAt <= now) throw new AppError('MIGRATION_FLOW_EXPIRED', { field: 'flowId' });
  const [legacy] = await tx.select().from(legacyAccounts).where(eq(legacyAccounts.id, flow.legacyAccountId)).for('update');
  // Checked before the step: a second confirm (this flow or another) learns the account has moved.
  if (!legacy || legacy.status === 'migrated' || flow.step === 'done') throw new AppError('MIGRATION_ALREADY_DONE');
  // An imported balance past the legacy_import threshold moves only after a second staff member approved its import.
  if (legacy.awaitingApprovalId !== null) throw new AppError('LEGACY_AWAITING_APPROVAL');
  if (!expected.includes(flow.step)) throw new AppError('MIGRATION_STEP_ORDER', { field: 'flowId' });
  return { flow, legacy };
}

/**
 * Step 1: legacy username and password (or the operator's one-time secret). The captcha is
 * checked by the caller first. Each try spends the legacy account's budget (five, then a lock
 * that ends by itself: 15 minutes, doubling with each lock in a row up to a day) and the
 * client address's; an unknown username costs the same time as a wrong password.
 */
export async function validateLegacyLogin(
  db: Db,
  input: { account: string; password: string; ip: string; now: Date },
): Promise<TMigrationFlow> {
  const [legacy] = await db
    .select()
    .from(legacyAccounts)
    .where(eq(sql`lower(${legacyAccounts.legacyUsername})`, input.account.toLowerCase()));
  const who = legacy ? `legacy:${legacy.id}` : `unknown:${input.account.trim().toLowerCase()}`;
  let matches = false;
  await guardSecret(db, {
    targets: [
      { scope: 'legacy_login', target: who, clearOnSuccess: true },
      { scope: 'legacy_login_ip', target: `ip:${input.ip}` },
    ],
    now: input.now,
    check: async () => {
      matches = await verifyPassword(legacy?.secretHash ?? null, input.password);
      return matches && legacy !== undefined && legacy.status !== 'migrated';
    },
    wrong: () =>
      legacy && matches
        ? new AppError('MIGRATION_ALREADY_DONE')
        : new AppError('MIGRATION_CREDENTIALS_INVALID', { field: 'password' }),
    locked: (refusal) => migrationLocked(refusal.retryAfter),
  });
  const [flow] = await db
    .insert(legacyFlows)
    .values({
      id: randomBytes(32).toString('base64url'),
      legacyAccountId: legacy!.id,
      step: 'validated',
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + FLOW_TTL_MS),
    })
    .returning();
  return flowDto(flow!, legacy!, input.now);
}

/** Step 2: the cardholder name and last four digits of the card on file. */
export async function validateLegacyCard(
  db: Db,
  input: { flowId: string; holderName: string; last4: string; now: Date },
): Promise<TMigrationFlow> {
  const attempt = await spendStepTry(db, input.flowId, input.now);
  const outcome = await db.transaction(async (tx) => {
    const { flow, legacy } = await openFlow(tx, input.flowId, ['validated'], input.now);
    const ok = normalizeName(input.holderName) === normalizeName(legacy.holderName) && input.last4 === legacy.cardLast4;
    if (!ok) {
      const attempts = flow.cardAttempts + 1;
      // Too many guesses end this flow: the member starts again from the password.
      await tx
        .update(legacyFlows)
        .set({ cardAttempts: attempts, ...(attempts >= MAX_CARD_ATTEMPTS ? { expiresAt: input.now } : {}) })
        .where(eq(legacyFlows.id, flow.id));
      return {
        error: attempts >= MAX_CARD_ATTEMPTS ? ('MIGRATION_TOO_MANY_ATTEMPTS' as const) : ('MIGRATION_CARD_MISMATCH' as const),
      };
    }
    const [next] = await tx.update(legacyFlows).set({ step: 'card_checked' }).where(eq(legacyFlows.id, flow.id)).returning();
    return { dto: flowDto(next!, legacy, input.now) };
  });
  if ('error' in outcome) {
    const refusal = await attempt?.failed();
    if (refusal) throw migrationLocked(refusal.retryAfter);
    throw new AppError(outcome.error!, { field: 'last4' });
  }
  return outcome.dto;
}

/** Step 3: a 6-digit code to the legacy e-mail; another one only after 60 s, at most five per flow. */
export async function sendLegacyCode(
  db: Db,
  input: { flowId: string; lang: Language; smtpConfigured: boolean; now: Date },
): Promise<TMigrationFlow> {
  return db.transaction(async (tx) => {
    const { flow, legacy } = await openFlow(tx, input.flowId, ['card_checked'], input.now);
    if (flow.codeSentAt && flow.codeSentAt.getTime() + RESEND_AFTER_MS > input.now.getTime()) {
      throw new AppError('RESEND_TOO_SOON', {
        retryAfter: Math.ceil((flow.codeSentAt.getTime() + RESEND_AFTER_MS - input.now.getTime()) / 1000),
      });
    }
    if (flow.codesSent >= MAX_CODES_PER_FLOW) throw new AppError('SEND_LIMIT_REACHED');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [next] = await tx
      .update(legacyFlows)
      .set({ codeHash: hashCode(flow.id, code), codeAttempts: 0, codesSent: flow.codesSent + 1, codeSentAt: input.now })
      .where(eq(legacyFlows.id, flow.id))
      .returning();
    const mail = migrationCodeMail(input.lang, { code, minutes: CODE_TTL_MS / 60_000, username: legacy.legacyUsername });
    await enqueueMail(tx, { to: legacy.email, ...mail, smtpConfigured: input.smtpConfigured });
    return flowDto(next!, legacy, input.now);
  });
}

/** Step 4: the e-mailed code, five tries per code; answers what will move. */
export async function checkLegacyCode(db: Db, input: { flowId: string; code: string; now: Date }) {
  const attempt = await spendStepTry(db, input.flowId, input.now);
  const outcome = await db.transaction(async (tx) => {
    const { flow, legacy } = await openFlow(tx, input.flowId, ['card_checked'], input.now);
    if (!flow.codeHash || !flow.codeSentAt) return { error: 'EMAIL_CODE_INVALID' as const };
    if (flow.codeSentAt.getTime() + CODE_TTL_MS <= input.now.getTime()) return { error: 'EMAIL_CODE_EXPIRED' as const };
    if (flow.codeAttempts >= MAX_CODE_ATTEMPTS) return { error: 'EMAIL_CODE_LOCKED' as const };
    if (hashCode(flow.id, input.code) !== flow.codeHash) {
      await tx
        .update(legacyFlows)
        .set({ codeAttempts: flow.codeAttempts + 1 })
        .where(eq(legacyFlows.id, flow.id));
      return {
        error: flow.codeAttempts + 1 >= MAX_CODE_ATTEMPTS ? ('EMAIL_CODE_LOCKED' as const) : ('EMAIL_CODE_INVALID' as const),
      };
    }
    const [next] = await tx
      .update(legacyFlows)
      .set({ step: 'code_checked', codeHash: null })
      .where(eq(legacyFlows.id, flow.id))
      .returning();
    return {
      dto: {
        ...flowDto(next!, legacy, input.now),
        summary: { legacyUsername: legacy.legacyUsername, balance: Number(legacy.balance) },
      },
    };
  });
  if ('error' in outcome) {
    const refusal = await attempt?.failed();
    if (refusal) throw migrationLocked(refusal.retryAfter);
    throw new AppError(outcome.error!, { field: 'code' });
  }
  return outcome.dto;
}

export type ConfirmInput =
  | { flowId: string; mode: 'attach'; memberId: bigint | null; now: Date }
  | {
      flowId: string;
      mode: 'new';
      account: string;
      password: string;
      ip: string;
      userAgent: string | undefined;
      deviceId?: string | undefined;
      policy: SessionPolicy;
      now: Date;
    };

/**
 * Step 5: moves the legacy account, once. The legacy row is locked, checked and marked
 * migrated in the same transaction that moves its balance from the migration system account
 * (transfer id `migration:<legacy id>`), so concurrent confirms move it exactly once; the
 * others find it done. Attach needs a signed-in member; new creates one (registration rules,
 * the legacy e-mail) and signs them in.
 */
export async function confirmMigration(db: Db, input: ConfirmInput): Promise<TMigrationResult> {
  if (input.mode === 'attach' && input.memberId === null) throw new AppError('UNAUTHENTICATED');
  const passwordHash = input.mode === 'new' ? await prepareNewPassword(input.account, input.password) : null;
  return db.transaction(async (tx) => {
    const { flow, legacy } = await openFlow(tx, input.flowId, ['code_checked'], input.now);
    let userId: bigint;
    let username: string;
    let token: string | null = null;
    if (input.mode === 'attach') {
      const member = await findMemberById(tx, input.memberId!);
      if (!member) throw new AppError('UNAUTHENTICATED');
      const [already] = await tx
        .select({ id: legacyAccounts.id })
        .from(legacyAccounts)
        .where(and(eq(legacyAccounts.migratedUserId, member.id)));
      if (already) throw new AppError('MIGRATION_MEMBER_HAS_ONE');
      userId = member.id;
      username = member.username;
    } else {
      const created = await createMember(tx, {
        username: input.account,
        email: legacy.email,
        passwordHash,
        createdAt: input.now,
        lastLoginAt: input.now,
      });
      userId = created.id;
      username = created.username;
      await createMemberSeeds(tx, userId);
      token = await createSession(tx, {
        userId,
        ip: input.ip,
        userAgent: input.userAgent,
        deviceId: input.deviceId,
        now: input.now,
        policy: input.policy,
      });
    }
    if (legacy.balance > 0n) {
      // A known id refuses (transfer's default): the legacy balance is claimed only if it moves now.
      await transfer(tx, {
        id: `migration:${legacy.id}`,
        from: await systemAccount(tx, 'migration', userId),
        to: await ensureUserWallet(tx, userId),
        amount: legacy.balance,
        reason: 'migration',
        ref: `legacy:${legacy.legacyUsername}`,
      });
    }
    await tx
      .update(legacyAccounts)
      .set({ status: 'migrated', migratedUserId: userId, migratedAt: input.now })
      .where(eq(legacyAccounts.id, legacy.id));
    await tx.update(legacyFlows).set({ step: 'done' }).where(eq(legacyFlows.id, flow.id));
    return {
      legacyUsername: legacy.legacyUsername,
      userId: String(userId),
      username,
      movedCoins: Number(legacy.balance),
      created: input.mode === 'new',
      token,
    };
  });
}

async function prepareNewPassword(account: string, password: string): Promise<string> {
  assertAcceptablePassword(password, account);
  return hashPassword(password);
}
