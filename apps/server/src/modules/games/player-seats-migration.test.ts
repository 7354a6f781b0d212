import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0035 on a hall in play: every seat and every held feature of the machine rows of
 * before becomes its member's `player_seats` row, so a seated member keeps their seat and their
 * open feature, and a member who left one keeps it held. The migrations before it are applied as
 * they are, then rows in the old shape, then 0035.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const name of files.filter((n) => n < '0035')) await db.exec(readFileSync(path.join(folder, name), 'utf8'));
  await db.exec(`
    insert into machines (id, model_code, setting, state, occupant_user_id, seated_at, last_played_at, rounds_since_bonus,
                          held_for_user_id, held_until) values
      (1, 'golden-seven', 1, '{"bonus":"big","gamesLeft":5}', 10, now() - interval '5 minutes', now() - interval '1 minute', 7,
       10, now() + interval '39 minutes'),
      (2, 'golden-seven', 1, '{"bonus":"reg","gamesLeft":3}', null, null, now() - interval '3 minutes', 4,
       10, now() + interval '20 minutes'),
      (3, 'dragon-pearl', 1, null, 11, now() - interval '2 minutes', null, 12, null, null),
      (4, 'dragon-pearl', 1, null, null, null, now() - interval '1 day', 30, null, null)`);
  await db.exec(
    readFileSync(
      path.join(
        folder,
        files.find((n) => n.startsWith('0035'))!,
      ),
      'utf8',
    ),
  );
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0035 (player_seats)', () => {
  it('keeps a seated member their seat and open feature, and a feature left open held for its owner', async () => {
    const seats = await db.query<Record<string, unknown>>(`
      select user_id::int, machine_id, seated_at is not null as seated, state, rounds_since_bonus,
             held_until > now() + interval '19 minutes' as held
      from player_seats order by machine_id`);
    expect(seats.rows).toEqual([
      { user_id: 10, machine_id: 1, seated: true, state: { bonus: 'big', gamesLeft: 5 }, rounds_since_bonus: 7, held: true },
      { user_id: 10, machine_id: 2, seated: false, state: { bonus: 'reg', gamesLeft: 3 }, rounds_since_bonus: 4, held: true },
      { user_id: 11, machine_id: 3, seated: true, state: null, rounds_since_bonus: 12, held: null },
    ]);
    const claims = await db.query<Record<string, unknown>>(`
      select id, occupant_user_id::int, held_for_user_id::int, rounds_since_bonus from machines order by id`);
    expect(claims.rows).toEqual([
      { id: 1, occupant_user_id: 10, held_for_user_id: null, rounds_since_bonus: 7 },
      { id: 2, occupant_user_id: null, held_for_user_id: 10, rounds_since_bonus: 4 },
      { id: 3, occupant_user_id: 11, held_for_user_id: null, rounds_since_bonus: 12 },
      { id: 4, occupant_user_id: null, held_for_user_id: null, rounds_since_bonus: 30 },
    ]);
  });
});
