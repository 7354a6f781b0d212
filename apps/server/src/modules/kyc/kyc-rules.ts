import { and, eq, gt, max, sum } from 'drizzle-orm';
import type { KycRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberGamePlay } from '../games/index.ts';
import { memberSystemCredits, memberSystemDebits } from '../wallet/index.ts';
import { getKycStatus } from './get-latest-kyc-submission.ts';

/** What a member is about to do with money: the rules below decide whether approved KYC is needed first. */
export type KycAction = 'deposit' | 'withdrawal';

/**
 * The hall's KYC rules in one place (issue 21; settings in config.ts, docs/console.md "KYC rules"):
 * payments (card deposits and withdrawals) and crypto (chain deposits and withdrawals) call this
 * before anything is recorded or held, so a refusal changes nothing.
 *
 * - a withdrawal needs approved KYC when `withdrawalRequiresKyc` (the default);
 * - a deposit worth more than `depositAbove` coins needs it (0: off);
 * - a deposit that takes the member's credited deposits past `cumulativeDepositAbove` needs it (0: off);
 * - a withdrawal also needs the turnover (`withdrawalTurnoverPercent`, 0: off): see turnoverOf.
 *
 * `amount` is in coins. Refusals: 422 `KYC_REQUIRED` (the member should verify their identity),
 * 422 `TURNOVER_REQUIRED` with the coins still to play in `data.params.remaining`.
 */
export async function assertKycAllows(
  db: Db,
  input: { userId: bigint; action: KycAction; amount: bigint; now: Date; rules: KycRules },
): Promise<void> {
  const { rules } = input;
  if (await kycNeeded(db, input)) {
    // Only now read the status: most calls under the default rules never need it.
    const status = await getKycStatus(db, { userId: input.userId });
    if (status !== 'approved') {
      throw new AppError('KYC_REQUIRED', { field: 'amount', params: { action: input.action }, exposeParams: true });
    }
  }
  if (input.action === 'withdrawal' && rules.withdrawalTurnoverPercent > 0) {
    const turnover = await turnoverOf(db, { userId: input.userId, percent: rules.withdrawalTurnoverPercent });
    if (turnover.remaining > 0n) {
      throw new AppError('TURNOVER_REQUIRED', {
        field: 'amount',
        params: { remaining: Number(turnover.remaining) },
        exposeParams: true,
      });
    }
  }
}

async function kycNeeded(
  db: Db,
  input: { userId: bigint; action: KycAction; amount: bigint; rules: KycRules },
): Promise<boolean> {
  const { rules } = input;
  if (input.action === 'withdrawal') return rules.withdrawalRequiresKyc;
  if (rules.depositAbove > 0 && input.amount > BigInt(rules.depositAbove)) return true;
  if (rules.cumulativeDepositAbove > 0) {
    const deposited = await depositedCoins(db, { userId: input.userId });
    if (deposited + input.amount > BigInt(rules.cumulativeDepositAbove)) return true;
  }
  return false;
}

/**
 * Every coin a deposit credited to the member: bank-card, manual and chain deposits all arrive
 * from the member's row of the deposits-clearing system account (wallet's published view), so
 * one sum covers them all without reading payments' or crypto's tables.
 */
async function depositedCoins(db: Db, input: { userId: bigint; since?: Date }): Promise<bigint> {
  const conditions = [eq(memberSystemCredits.userId, input.userId), eq(memberSystemCredits.source, 'deposits_clearing')];
  if (input.since) conditions.push(gt(memberSystemCredits.createdAt, input.since));
  const [row] = await db
    .select({ total: sum(memberSystemCredits.amount) })
    .from(memberSystemCredits)
    .where(and(...conditions));
  return BigInt(row?.total ?? 0);
}

export interface Turnover {
  /** The rule's percent (0: off, and every figure below is 0). */
  percent: number;
  /** When the window starts: the member's last withdrawal request, or null (since they joined). */
  since: Date | null;
  deposited: bigint;
  /** Coins that must be bet in the window: deposited × percent / 100, rounded up. */
  required: bigint;
  bet: bigint;
  remaining: bigint;
}

/**
 * The withdrawal turnover: coins deposited since the member's last withdrawal must be bet
 * `percent` % before they withdraw again. The window starts at the last transfer from the
 * member's wallet into withdrawal holds (a bank or crypto withdrawal request, or a deposit
 * refund: coins leaving the hall), so play before it counts for that withdrawal, not the next.
 * Reads wallet's and games' published views only.
 */
export async function turnoverOf(db: Db, input: { userId: bigint; percent: number }): Promise<Turnover> {
  if (input.percent <= 0) {
    return { percent: 0, since: null, deposited: 0n, required: 0n, bet: 0n, remaining: 0n };
  }
  const [last] = await db
    .select({ at: max(memberSystemDebits.createdAt) })
    .from(memberSystemDebits)
    .where(and(eq(memberSystemDebits.userId, input.userId), eq(memberSystemDebits.target, 'withdrawal_holds')));
  const since = last?.at ? new Date(last.at) : null;
  const betConditions = [eq(memberGamePlay.userId, input.userId)];
  if (since) betConditions.push(gt(memberGamePlay.createdAt, since));
  const [deposited, [played]] = await Promise.all([
    depositedCoins(db, { userId: input.userId, ...(since ? { since } : {}) }),
    db
      .select({ total: sum(memberGamePlay.bet) })
      .from(memberGamePlay)
      .where(and(...betConditions)),
  ]);
  const bet = BigInt(played?.total ?? 0);
  const percent = BigInt(input.percent);
  // Rounded up, so 100 % of 1 coin is 1 coin, never 0.
  const required = (deposited * percent + 99n) / 100n;
  const remaining = required > bet ? required - bet : 0n;
  return { percent: input.percent, since, deposited, required, bet, remaining };
}

/** `user/kyc/requirements`: what the rules ask of this member now (the player site's deposit and withdrawal pages). */
export async function getKycRequirements(db: Db, input: { userId: bigint; rules: KycRules }) {
  const { rules } = input;
  const [kycStatus, turnover, deposited] = await Promise.all([
    getKycStatus(db, { userId: input.userId }),
    turnoverOf(db, { userId: input.userId, percent: rules.withdrawalTurnoverPercent }),
    rules.cumulativeDepositAbove > 0 ? depositedCoins(db, { userId: input.userId }) : Promise.resolve(0n),
  ]);
  return {
    kycStatus,
    withdrawalRequiresKyc: rules.withdrawalRequiresKyc,
    depositKycAbove: rules.depositAbove,
    cumulativeDepositKycAbove: rules.cumulativeDepositAbove,
    depositedCoins: Number(deposited),
    turnover: {
      percent: turnover.percent,
      deposited: Number(turnover.deposited),
      required: Number(turnover.required),
      bet: Number(turnover.bet),
      remaining: Number(turnover.remaining),
    },
  };
}
