import type { KycRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberInflows } from '../wallet/index.ts';
import { getKycStatus } from './get-latest-kyc-submission.ts';

/** What a member is about to do with money: the rules below decide whether approved KYC is needed first. */
export type KycAction = 'deposit' | 'withdrawal';

/**
 * The hall's KYC rules in one place (issue 21; settings in config.ts, docs/console.md "KYC rules"):
 * payments (card deposits and withdrawals) and crypto (chain deposits and withdrawals) call this
 * before anything is recorded or held, so a refusal changes nothing. A withdrawal calls it inside
 * the transaction that holds its coins, before the hold: the turnover is read under the wallet's
 * row lock (turnoverOf), and a refusal rolls the order back.
 *
 * - a withdrawal needs approved KYC when `withdrawalRequiresKyc` (the default);
 * - a deposit worth more than `depositAbove` coins needs it (0: off);
 * - a deposit that takes every coin the member ever received (wallet's memberInflows `total`:
 *   deposits of every channel, operator credits, migrated balances, rebates, coins from other
 *   members) past `cumulativeDepositAbove` needs it (0: off);
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
    const turnover = await turnoverOf(db, { userId: input.userId, percent: rules.withdrawalTurnoverPercent, lock: true });
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
    const { total } = await memberInflows(db, { userId: input.userId });
    if (total + input.amount > BigInt(rules.cumulativeDepositAbove)) return true;
  }
  return false;
}

export interface Turnover {
  /** The rule's percent (0: off, and every figure below is 0). */
  percent: number;
  /** Coins that came in since the member's last withdrawal request and must be played (wallet's memberInflows). */
  inflow: bigint;
  /** Coins that must be bet: inflow × percent / 100, rounded up. */
  required: bigint;
  /** Coins bet since the last withdrawal request (with the played share of coins transfers brought). */
  bet: bigint;
  remaining: bigint;
}

/**
 * The withdrawal turnover: every coin that came into the wallet since the member's last withdrawal
 * request must be bet `percent` % before they withdraw again. "Came in" is the ledger's one
 * definition (wallet/sql/ledger_turnover_class.sql), kept on the wallet row by every transfer:
 * deposits of every channel, operator credits, migrated balances, agent rebates, a failed refund's
 * coins, and, for coins another member's wallet sent (an agent's transfer, a take-back), the share
 * of the sender's unplayed coins they carry, so coins never become played by moving; wins and
 * returned withdrawals are not inflows. Two numbers of one row: cheap however many transfers the
 * member has. `lock` (a withdrawal, inside its transaction) holds the wallet's rows until the hold
 * is written, so no credit lands between this check and the hold that starts the window again.
 */
export async function turnoverOf(db: Db, input: { userId: bigint; percent: number; lock?: boolean }): Promise<Turnover> {
  if (input.percent <= 0) return { percent: 0, inflow: 0n, required: 0n, bet: 0n, remaining: 0n };
  const { inflow, bet } = await memberInflows(db, { userId: input.userId, lock: input.lock ?? false });
  const percent = BigInt(input.percent);
  // Rounded up, so 100 % of 1 coin is 1 coin, never 0.
  const required = (inflow * percent + 99n) / 100n;
  const remaining = required > bet ? required - bet : 0n;
  return { percent: input.percent, inflow, required, bet, remaining };
}

/** `user/kyc/requirements`: what the rules ask of this member now (the player site's deposit and withdrawal pages). */
export async function getKycRequirements(db: Db, input: { userId: bigint; rules: KycRules }) {
  const { rules } = input;
  const [kycStatus, turnover, deposited] = await Promise.all([
    getKycStatus(db, { userId: input.userId }),
    turnoverOf(db, { userId: input.userId, percent: rules.withdrawalTurnoverPercent }),
    rules.cumulativeDepositAbove > 0
      ? memberInflows(db, { userId: input.userId }).then((inflows) => inflows.total)
      : Promise.resolve(0n),
  ]);
  return {
    kycStatus,
    withdrawalRequiresKyc: rules.withdrawalRequiresKyc,
    depositKycAbove: rules.depositAbove,
    cumulativeDepositKycAbove: rules.cumulativeDepositAbove,
    depositedCoins: Number(deposited),
    turnover: {
      percent: turnover.percent,
      deposited: Number(turnover.inflow),
      required: Number(turnover.required),
      bet: Number(turnover.bet),
      remaining: Number(turnover.remaining),
    },
  };
}
