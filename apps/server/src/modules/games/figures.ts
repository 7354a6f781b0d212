import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';

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
