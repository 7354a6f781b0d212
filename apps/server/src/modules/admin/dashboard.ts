import type { TAgentFigures, TDayFigures } from '@amigo/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingAgentApplicationCount } from '../agents/index.ts';
import { cryptoQueueSizes } from '../crypto/index.ts';
import { playByAgent, playByDay } from '../games/index.ts';
import { pendingKycCount } from '../kyc/index.ts';
import { paymentQueueSizes } from '../payments/index.ts';
import { openRiskAlertCount } from '../risk/index.ts';
import { registrationsByAgent, registrationsByDay } from '../users/index.ts';
import { memberCreditsByDay, moneyByAgent, moneyByDay, playersBalanceLiability } from '../wallet/index.ts';
import { balanceAdjustments } from './schema.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;
/** Tokyo has no daylight saving: a Tokyo day is a fixed UTC+9 window, as the payments lists read it. */
const TOKYO_MS = 9 * 3_600_000;

function tokyoDay(at: Date): string {
  return new Date(at.getTime() + TOKYO_MS).toISOString().slice(0, 10);
}

/** The most agents the dashboard lists (by 30-day GGR, then members). */
const AGENTS_LISTED = 100;

/**
 * Today's figures and the last 30 Tokyo days (today included): registrations, first-time
 * deposits (count and coins), deposits credited (coins), withdrawals paid out, bets, wins, GGR
 * (bets − wins), bonuses and rebates paid, NGR (GGR − bonuses − rebates), active players (members
 * who played); the same 30 days per agent (their direct members); the players' balance liability
 * now; and the size of each review queue. Each figure comes from the module that owns it, one
 * grouped scan per table from the first day's midnight. Money in and out is the ledger's
 * (wallet's moneyByDay/moneyByAgent over `member_money_flows`): every channel — bank, manual and
 * chain deposits — by one definition, so no report can leave a channel out (issue 26).
 */
export async function getDashboard(db: Db, input: { now: Date }) {
  const today = tokyoDay(input.now);
  const firstDay = new Date(Date.parse(`${today}T00:00:00+09:00`) - (DAYS - 1) * DAY_MS);
  const [registrations, money, play, credits, liability, queues, agents] = await Promise.all([
    registrationsByDay(db, firstDay),
    moneyByDay(db, firstDay),
    playByDay(db, firstDay),
    memberCreditsByDay(db, firstDay),
    playersBalanceLiability(db),
    queueSizes(db),
    agentFigures(db, firstDay),
  ]);
  const days: TDayFigures[] = [];
  for (let i = 0; i < DAYS; i++) {
    const day = tokyoDay(new Date(firstDay.getTime() + i * DAY_MS));
    const bets = play.bets.get(day) ?? 0;
    const wins = play.wins.get(day) ?? 0;
    const bonuses = credits.bonuses.get(day) ?? 0;
    const rebates = credits.rebates.get(day) ?? 0;
    days.push({
      day,
      registrations: registrations.get(day) ?? 0,
      ftdCount: money.ftdCount.get(day) ?? 0,
      ftdAmount: money.ftdAmount.get(day) ?? 0,
      deposits: money.deposits.get(day) ?? 0,
      withdrawals: money.withdrawals.get(day) ?? 0,
      bets,
      wins,
      ggr: bets - wins,
      bonuses,
      rebates,
      ngr: bets - wins - bonuses - rebates,
      activePlayers: play.players.get(day) ?? 0,
    });
  }
  return { today: days[days.length - 1]!, days, agents, liability, queues };
}

/** Every agent with members, over the dashboard's days: users, the ledger and games each group their own rows by agent. */
async function agentFigures(db: Db, since: Date): Promise<TAgentFigures[]> {
  const [people, money, play] = await Promise.all([
    registrationsByAgent(db, since),
    moneyByAgent(db, since),
    playByAgent(db, since),
  ]);
  const list: TAgentFigures[] = [...people].map(([agent, who]) => {
    const paid = money.get(agent);
    const played = play.get(agent);
    return {
      userId: agent,
      username: who.username,
      agentCode: who.agentCode,
      members: who.members,
      registrations: who.registrations,
      ftdCount: paid?.ftdCount ?? 0,
      ftdAmount: paid?.ftdAmount ?? 0,
      deposits: paid?.deposits ?? 0,
      withdrawals: paid?.withdrawals ?? 0,
      ggr: played ? played.bets - played.wins : 0,
      activePlayers: played?.players ?? 0,
    };
  });
  list.sort((a, b) => b.ggr - a.ggr || b.members - a.members || Number(a.userId) - Number(b.userId));
  return list.slice(0, AGENTS_LISTED);
}

async function queueSizes(db: Db) {
  const [kyc, payments, agentApplications, crypto, riskAlerts, [adjustments]] = await Promise.all([
    pendingKycCount(db),
    paymentQueueSizes(db),
    pendingAgentApplicationCount(db),
    cryptoQueueSizes(db),
    openRiskAlertCount(db),
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
    riskAlerts,
  };
}
