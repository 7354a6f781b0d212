import type { TDayFigures } from '@amigo/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingAgentApplicationCount } from '../agents/index.ts';
import { cryptoQueueSizes } from '../crypto/index.ts';
import { playByDay } from '../games/index.ts';
import { pendingKycCount } from '../kyc/index.ts';
import { paymentQueueSizes, paymentsByDay } from '../payments/index.ts';
import { registrationsByDay } from '../users/index.ts';
import { balanceAdjustments } from './schema.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;
/** Tokyo has no daylight saving: a Tokyo day is a fixed UTC+9 window, as the payments lists read it. */
const TOKYO_MS = 9 * 3_600_000;

function tokyoDay(at: Date): string {
  return new Date(at.getTime() + TOKYO_MS).toISOString().slice(0, 10);
}

/**
 * Today's figures and the last 30 Tokyo days (today included): registrations, deposits credited
 * (coins), withdrawals paid out, bets, wins, GGR (bets − wins), active players (members who played),
 * and the size of each review queue. Each figure comes from the module that owns it, one grouped
 * scan per table from the first day's midnight.
 */
export async function getDashboard(db: Db, input: { now: Date }) {
  const today = tokyoDay(input.now);
  const firstDay = new Date(Date.parse(`${today}T00:00:00+09:00`) - (DAYS - 1) * DAY_MS);
  const [registrations, payments, play, queues] = await Promise.all([
    registrationsByDay(db, firstDay),
    paymentsByDay(db, firstDay),
    playByDay(db, firstDay),
    queueSizes(db),
  ]);
  const days: TDayFigures[] = [];
  for (let i = 0; i < DAYS; i++) {
    const day = tokyoDay(new Date(firstDay.getTime() + i * DAY_MS));
    const bets = play.bets.get(day) ?? 0;
    const wins = play.wins.get(day) ?? 0;
    days.push({
      day,
      registrations: registrations.get(day) ?? 0,
      deposits: payments.deposits.get(day) ?? 0,
      withdrawals: payments.withdrawals.get(day) ?? 0,
      bets,
      wins,
      ggr: bets - wins,
      activePlayers: play.players.get(day) ?? 0,
    });
  }
  return { today: days[days.length - 1]!, days, queues };
}

async function queueSizes(db: Db) {
  const [kyc, payments, agentApplications, crypto, [adjustments]] = await Promise.all([
    pendingKycCount(db),
    paymentQueueSizes(db),
    pendingAgentApplicationCount(db),
    cryptoQueueSizes(db),
    db.select({ n: count() }).from(balanceAdjustments).where(eq(balanceAdjustments.status, 'pending')),
  ]);
  return {
    kyc,
    withdrawals: payments.withdrawals,
    deposits: payments.deposits,
    agentApplications,
    adjustments: adjustments?.n ?? 0,
    cryptoWithdrawals: crypto.withdrawals,
    refunds: payments.refunds,
    heldChainDeposits: crypto.heldDeposits,
  };
}
