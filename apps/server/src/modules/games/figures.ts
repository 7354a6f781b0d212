import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';
import { rowsOf } from '../../db/rows.ts';

/** Bets, wins and distinct players per Tokyo day since `since`, from the round records. */
export async function playByDay(db: Db, since: Date): Promise<{ bets: DayFigures; wins: DayFigures; players: DayFigures }> {
  return dayFigures(
    db,
    sql`select ${tokyoDayOf(sql`created_at`)} as day, sum(bet)::bigint as bets, sum(win)::bigint as wins,
               count(distinct user_id)::bigint as players
        from game_records where created_at >= ${since.toISOString()}::timestamptz group by 1`,
    ['bets', 'wins', 'players'],
  );
}

/** Bets, wins and distinct players since `since` per agent: the players' direct parent in users' user_directory. */
export async function playByAgent(db: Db, since: Date): Promise<Map<string, { bets: number; wins: number; players: number }>> {
  const rows = rowsOf<{ agent: string; bets: string; wins: string; players: string }>(
    await db.execute(sql`
      select u.parent_user_id::text as agent, sum(r.bet)::text as bets, sum(r.win)::text as wins,
             count(distinct r.user_id)::text as players
      from game_records r join user_directory u on u.id = r.user_id
      where u.parent_user_id is not null and r.created_at >= ${since.toISOString()}::timestamptz
      group by 1`),
  );
  return new Map(rows.map((r) => [r.agent, { bets: Number(r.bets), wins: Number(r.wins), players: Number(r.players) }]));
}
