import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hallRollupState } from './schema.ts';

/**
 * How long after a round's time its record is rolled up. A round stamps its record when its
 * statement starts and has committed long before this (rounds take milliseconds), so no record
 * can appear behind the watermark (the agents' rollup uses the same margin, decision 0008).
 */
export const HALL_ROLLUP_GRACE_MS = 2 * 60_000;

/** The state row whose `until` is the watermark (migration 0030 starts it; the views read it). */
const STATE = 'machine_days';

/**
 * Adds the game records created between the watermark and `now - grace` (whole minutes) to the
 * hall's day counters (`machine_days`) and bonus history (`machine_bonuses`) and moves the
 * watermark, in one transaction; the views `hall_machine_days` and `hall_machine_bonuses` add
 * the records after it, so readers see the same figures before and after a run. Runs in any
 * process and any number of times: the state row's lock makes each stretch of time count once.
 * This is what keeps the round to its player's rows: no round writes a machine's counters.
 */
export async function rollupHallFigures(db: Db, now: Date): Promise<{ from: Date; until: Date } | null> {
  const until = new Date(Math.floor((now.getTime() - HALL_ROLLUP_GRACE_MS) / 60_000) * 60_000);
  return db.transaction(async (tx) => {
    await tx
      .insert(hallRollupState)
      .values({ name: STATE, until: new Date(0) })
      .onConflictDoNothing();
    const [state] = await tx.select().from(hallRollupState).where(eq(hallRollupState.name, STATE)).for('update');
    const from = state!.until;
    if (from >= until) return null;
    await tx.execute(sql`
      insert into machine_days as d (machine_id, day, model_code, plays, rounds, bonuses, bet, win)
      select r.machine_id, ((r.created_at at time zone 'UTC') + interval '9 hours')::date, min(r.model_code),
             count(*)::int, sum(r.spins)::int, sum(cardinality(r.bonuses))::int, sum(r.bet)::bigint, sum(r.win)::bigint
      from game_records r
      where r.created_at >= ${from}::timestamptz and r.created_at < ${until}::timestamptz
      group by 1, 2
      on conflict (machine_id, day) do update set
        plays = d.plays + excluded.plays, rounds = d.rounds + excluded.rounds, bonuses = d.bonuses + excluded.bonuses,
        bet = d.bet + excluded.bet, win = d.win + excluded.win`);
    // In the records' order, so the history's ids keep it (the board reads newest first).
    await tx.execute(sql`
      insert into machine_bonuses (machine_id, kind, payout, rounds_before, created_at)
      select r.machine_id, x.kind, x.payout, case when x.ord = 1 then r.rounds_before + r.spins else 0 end, r.created_at
      from game_records r
      cross join lateral unnest(r.bonuses, r.bonus_payouts) with ordinality as x(kind, payout, ord)
      where r.created_at >= ${from}::timestamptz and r.created_at < ${until}::timestamptz and cardinality(r.bonuses) > 0
      order by r.created_at, r.id, x.ord`);
    await tx.update(hallRollupState).set({ until }).where(eq(hallRollupState.name, STATE));
    return { from, until };
  });
}
