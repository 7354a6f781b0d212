import type { TDayFigures } from '@amigo/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

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
 * and the size of each review queue. One grouped scan per table, from the first day's midnight.
 */
export async function getDashboard(db: Db, input: { now: Date }) {
  const today = tokyoDay(input.now);
  const firstDay = new Date(Date.parse(`${today}T00:00:00+09:00`) - (DAYS - 1) * DAY_MS);
  const since = firstDay.toISOString();
  const result = await db.execute(sql`
    with reg as (
      select to_char(created_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, count(*)::bigint as n
      from users where created_at >= ${since}::timestamptz group by 1
    ), dep as (
      select to_char(paid_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, sum(coins)::bigint as n
      from deposit_orders where paid_at >= ${since}::timestamptz and status in ('paid', 'refunding', 'refunded') group by 1
    ), wd as (
      select to_char(completed_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day, sum(amount)::bigint as n
      from withdrawal_orders where completed_at >= ${since}::timestamptz and status = 'success' group by 1
    ), play as (
      select to_char(created_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as day,
             sum(bet)::bigint as bet, sum(win)::bigint as win, count(distinct user_id)::bigint as players
      from game_records where created_at >= ${since}::timestamptz group by 1
    )
    select 'reg' as kind, day, n as a, null::bigint as b, null::bigint as c from reg
    union all select 'dep', day, n, null, null from dep
    union all select 'wd', day, n, null, null from wd
    union all select 'play', day, bet, win, players from play`);
  const rows = rowsOf<{ kind: string; day: string; a: string | null; b: string | null; c: string | null }>(result);

  const byDay = new Map<string, TDayFigures>();
  for (let i = 0; i < DAYS; i++) {
    const day = tokyoDay(new Date(firstDay.getTime() + i * DAY_MS));
    byDay.set(day, { day, registrations: 0, deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, activePlayers: 0 });
  }
  for (const row of rows) {
    const figures = byDay.get(row.day);
    if (!figures) continue;
    const a = Number(row.a ?? 0);
    if (row.kind === 'reg') figures.registrations = a;
    else if (row.kind === 'dep') figures.deposits = a;
    else if (row.kind === 'wd') figures.withdrawals = a;
    else {
      figures.bets = a;
      figures.wins = Number(row.b ?? 0);
      figures.ggr = figures.bets - figures.wins;
      figures.activePlayers = Number(row.c ?? 0);
    }
  }
  const days = [...byDay.values()];
  return { today: byDay.get(today)!, days, queues: await queueSizes(db) };
}

async function queueSizes(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*) from kyc_submissions where status = 'pending')::int as kyc,
      (select count(*) from withdrawal_orders where status in ('review', 'withdrawing'))::int as withdrawals,
      (select count(*) from deposit_orders where channel = 'manual_bank' and manual_status = 'in_progress' and status = 'pending')::int as deposits,
      (select count(*) from agent_applications where status = 'pending')::int as agent_applications,
      (select count(*) from balance_adjustments where status = 'pending')::int as adjustments,
      (select count(*) from crypto_withdrawals where status in ('review', 'withdrawing'))::int as crypto_withdrawals,
      (select count(*) from deposit_orders where status = 'refunding')::int as refunds,
      (select count(*) from crypto_deposits where status = 'held_review')::int as held_chain_deposits`);
  const [row] = rowsOf<{
    kyc: number;
    withdrawals: number;
    deposits: number;
    agent_applications: number;
    adjustments: number;
    crypto_withdrawals: number;
    refunds: number;
    held_chain_deposits: number;
  }>(result);
  return {
    kyc: Number(row?.kyc ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    deposits: Number(row?.deposits ?? 0),
    agentApplications: Number(row?.agent_applications ?? 0),
    adjustments: Number(row?.adjustments ?? 0),
    cryptoWithdrawals: Number(row?.crypto_withdrawals ?? 0),
    refunds: Number(row?.refunds ?? 0),
    heldChainDeposits: Number(row?.held_chain_deposits ?? 0),
  };
}
