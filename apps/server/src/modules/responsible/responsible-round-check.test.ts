import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { PLAY_SESSION_GAP_MS } from './reality-check.ts';
import { responsibleProfiles } from './schema.ts';

/**
 * responsible_round_check (sql/responsible_round_check.sql) works on the clock and session gap
 * it is given, not the database's: a test can move time by passing another `now`.
 */
describe('responsible_round_check', () => {
  let database: Database;
  const gap = sql`make_interval(secs => ${PLAY_SESSION_GAP_MS / 1000})`;
  const check = (userId: number, now: Date, newStake = true) =>
    database.db.execute(
      sql`select responsible_round_check(${userId}::bigint, 100::bigint, ${newStake}, ${now.toISOString()}::timestamptz, ${gap})`,
    );
  const stateOf = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).cause?.code;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('ends a block and a session on the given clock', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    await database.db.insert(responsibleProfiles).values({
      userId: 1n,
      blockKind: 'cool_off',
      blockUntil: minutes(10),
      realityCheckMinutes: 15,
      realityCheckAckAt: minutes(-20),
      sessionStartedAt: minutes(-20),
      lastRoundAt: minutes(-1),
    });
    expect(stateOf(await check(1, now).catch((e: unknown) => e))).toBe('AH004');
    // A feature's own round is never refused, and it still counts as play.
    await check(1, now, false);

    // After the block, within the session: the reality check is due (the database's clock is years earlier).
    expect(stateOf(await check(1, minutes(11)).catch((e: unknown) => e))).toBe('AH005');

    // Just past the gap after the last round (the feature's, at now): a new session starts at the given now.
    const later = new Date(now.getTime() + PLAY_SESSION_GAP_MS + 1_000);
    await check(1, later);
    const [profile] = rowsOf<{ started: string; last: string }>(
      await database.db.execute(sql`
        select (extract(epoch from session_started_at) * 1000)::bigint::text as started,
               (extract(epoch from last_round_at) * 1000)::bigint::text as last
        from responsible_profiles where user_id = 1`),
    );
    expect(profile).toEqual({ started: String(later.getTime()), last: String(later.getTime()) });
  });
});
