import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';

/** Members registered per Tokyo day since `since` (the dashboard's registrations). */
export async function registrationsByDay(db: Db, since: Date): Promise<DayFigures> {
  const { n } = await dayFigures(
    db,
    sql`select ${tokyoDayOf(sql`created_at`)} as day, count(*)::bigint as n
        from users where created_at >= ${since.toISOString()}::timestamptz group by 1`,
    ['n'],
  );
  return n;
}
