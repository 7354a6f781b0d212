import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';
import { rowsOf } from '../../db/rows.ts';

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

/** Each agent with members (their direct parent): who they are, members registered since `since`, and members in all. */
export async function registrationsByAgent(
  db: Db,
  since: Date,
): Promise<Map<string, { username: string; agentCode: string | null; registrations: number; members: number }>> {
  const rows = rowsOf<{ agent: string; username: string; agent_code: string | null; registrations: string; members: string }>(
    await db.execute(sql`
      select p.id::text as agent, p.username, p.agent_code,
             count(*) filter (where m.created_at >= ${since.toISOString()}::timestamptz)::text as registrations,
             count(*)::text as members
      from users m join users p on p.id = m.parent_user_id
      group by p.id, p.username, p.agent_code`),
  );
  return new Map(
    rows.map((r) => [
      r.agent,
      { username: r.username, agentCode: r.agent_code, registrations: Number(r.registrations), members: Number(r.members) },
    ]),
  );
}
