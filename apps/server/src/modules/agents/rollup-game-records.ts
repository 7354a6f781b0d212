import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberGamePlay } from '../games/index.ts';
import { userDirectory } from '../users/index.ts';
import { agentJobState } from './schema.ts';
import { GAME_ROLLUP } from './team-figures.ts';

/**
 * How long after a round's time its record is rolled up. A game round's transaction stamps its
 * record when it starts and must have committed by then, or the rollup would miss it; rounds
 * take milliseconds, so two minutes is a wide margin (docs/decisions/0008-agent-hierarchy.md).
 */
export const ROLLUP_GRACE_MS = 2 * 60_000;

/** Watermarks of earlier rollup versions: their rows are dropped when this version first runs. */
const OLDER_VERSIONS = ['game_rollup'];

/**
 * Adds the game records created between the watermark and `now - grace` (whole minutes) to the
 * per-member and per-parent-agent Tokyo-day rollups and moves the watermark, in one transaction.
 * Runs in any order and any number of processes: the state row's lock makes each stretch of
 * time count once. The first run of a rollup version rebuilds both tables from the records.
 */
export async function rollupGameRecords(db: Db, now: Date): Promise<{ from: Date; until: Date } | null> {
  const until = new Date(Math.floor((now.getTime() - ROLLUP_GRACE_MS) / 60_000) * 60_000);
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(agentJobState)
      .values({ name: GAME_ROLLUP, until: new Date(0) })
      .onConflictDoNothing()
      .returning();
    const [state] = await tx.select().from(agentJobState).where(eq(agentJobState.name, GAME_ROLLUP)).for('update');
    if (created.length > 0) {
      await tx.execute(sql`delete from member_game_days`);
      await tx.execute(sql`delete from agent_parent_days`);
      await tx.delete(agentJobState).where(inArray(agentJobState.name, OLDER_VERSIONS));
    }
    const from = state!.until;
    if (from >= until) return null;
    await tx.execute(sql`
      with increments as (
        select r.user_id, ((r.created_at at time zone 'UTC') + interval '9 hours')::date as day,
               count(*)::int as plays, sum(r.bet) as bet, sum(r.win) as win
        from ${memberGamePlay} r
        where r.created_at >= ${from}::timestamptz and r.created_at < ${until}::timestamptz
        group by 1, 2
      ), members as (
        insert into member_game_days (user_id, day, plays, bet, win)
        select user_id, day, plays, bet, win from increments
        on conflict (user_id, day) do update set
          plays = member_game_days.plays + excluded.plays,
          bet = member_game_days.bet + excluded.bet,
          win = member_game_days.win + excluded.win
      )
      insert into agent_parent_days (parent_user_id, day, plays, bet, win)
      select u.parent_user_id, i.day, sum(i.plays)::int, sum(i.bet), sum(i.win)
      from increments i join ${userDirectory} u on u.id = i.user_id
      where u.parent_user_id is not null
      group by 1, 2
      on conflict (parent_user_id, day) do update set
        plays = agent_parent_days.plays + excluded.plays,
        bet = agent_parent_days.bet + excluded.bet,
        win = agent_parent_days.win + excluded.win`);
    await tx.update(agentJobState).set({ until }).where(eq(agentJobState.name, GAME_ROLLUP));
    return { from, until };
  });
}
