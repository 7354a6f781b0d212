import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0036 on a hall in play: the claim columns leave `machines` for `machine_claims`, and
 * `fair_seeds` and `game_records` are keyed by (user_id, id). The migrations before it are applied
 * as they are, with the `machine_floor` view of that time (a started server has it, and it reads
 * the columns that go), then rows in the old shape: a seated member with a feature open, the same
 * member holding a feature at a machine they left, a member whose seat has lapsed, a machine with
 * only its last seat's figures and one nobody ever sat at. Then 0036 (in one transaction, as the
 * migrator runs it) and the current view: every claim and seat is kept, the floor reads the same.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
/** `sql/machine_floor.sql` as migration 0035 left it: over the claim columns of `machines`. */
const FLOOR_VIEW_0035 = `
  create or replace view machine_floor as
  select m.id, m.model_code, m.setting, m.status, m.occupant_user_id,
         coalesce(m.held_for_user_id, case when p.state is not null then p.user_id end) as held_for_user_id,
         p.state, p.seated_at,
         coalesce(p.last_played_at, m.last_played_at) as last_played_at,
         coalesce(p.rounds_since_bonus, m.rounds_since_bonus) as rounds_since_bonus,
         case when p.state is not null then p.held_until end as held_until,
         m.created_at
  from machines m
  left join player_seats p on p.machine_id = m.id and p.user_id = coalesce(m.occupant_user_id, m.held_for_user_id)`;
const FLOOR = `
  select id, occupant_user_id::int, held_for_user_id::int, state, seated_at, last_played_at, rounds_since_bonus, held_until
  from machine_floor order by id`;
let db: PGlite;
let floorBefore: Record<string, unknown>[];
let seatsBefore: Record<string, unknown>[];

beforeAll(async () => {
  db = new PGlite();
  for (const name of files.filter((n) => n < '0036')) await db.exec(readFileSync(path.join(folder, name), 'utf8'));
  await db.exec(FLOOR_VIEW_0035);
  await db.exec(`
    insert into machines (id, model_code, setting, occupant_user_id, held_for_user_id, last_played_at, rounds_since_bonus) values
      (1, 'golden-seven', 1, 10, null, now() - interval '10 minutes', 3),
      (2, 'golden-seven', 1, null, 10, now() - interval '3 minutes', 4),
      (3, 'dragon-pearl', 1, 11, null, null, 12),
      (4, 'dragon-pearl', 1, null, null, now() - interval '1 day', 30),
      (5, 'dragon-pearl', 1, null, null, null, 0);
    insert into player_seats (user_id, machine_id, seated_at, last_played_at, state, rounds_since_bonus, held_until) values
      (10, 1, now() - interval '5 minutes', now() - interval '1 minute', '{"bonus":"big","gamesLeft":5}', 7,
       now() + interval '39 minutes'),
      (10, 2, null, now() - interval '3 minutes', '{"bonus":"reg","gamesLeft":3}', 4, now() + interval '20 minutes'),
      (11, 3, now() - interval '2 hours', now() - interval '2 hours', null, 12, null);
    insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce, active)
      select * from (values (10, 'a', 'ha', 'c', 9, false), (10, 'b', 'hb', 'c', 2, true), (11, 'd', 'hd', 'e', 1, true)) v;
    insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display,
                              idempotency_key)
      select u, m, 'golden-seven', 3, 0, 1, '{}', s, n, 1, '{}', k
      from (values (10, 1, 1, 0, 'k1'), (10, 1, 2, 1, 'k2'), (11, 3, 3, 0, 'k1')) v(u, m, s, n, k);`);
  floorBefore = (await db.query<Record<string, unknown>>(FLOOR)).rows;
  seatsBefore = (await db.query<Record<string, unknown>>('select * from player_seats order by user_id, machine_id')).rows;
  const migration = readFileSync(
    path.join(
      folder,
      files.find((n) => n.startsWith('0036'))!,
    ),
    'utf8',
  );
  await db.exec(`begin;\n${migration}\ncommit;`);
  await db.exec(readFileSync(path.join(import.meta.dirname, 'sql/machine_floor.sql'), 'utf8'));
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0036 (machine_claims; member keys of fair_seeds and game_records)', () => {
  it('keeps every claim and every seat: the seated member, the feature held for them, the lapsed seat', async () => {
    const claims = await db.query<Record<string, unknown>>(`
      select machine_id, occupant_user_id::int, held_for_user_id::int, last_played_at is not null as played, rounds_since_bonus
      from machine_claims order by machine_id`);
    expect(claims.rows).toEqual([
      { machine_id: 1, occupant_user_id: 10, held_for_user_id: null, played: true, rounds_since_bonus: 3 },
      { machine_id: 2, occupant_user_id: null, held_for_user_id: 10, played: true, rounds_since_bonus: 4 },
      { machine_id: 3, occupant_user_id: 11, held_for_user_id: null, played: false, rounds_since_bonus: 12 },
      { machine_id: 4, occupant_user_id: null, held_for_user_id: null, played: true, rounds_since_bonus: 30 },
    ]);
    expect((await db.query('select * from player_seats order by user_id, machine_id')).rows).toEqual(seatsBefore);
    // The floor, the seats and the console read the same machines as before.
    expect((await db.query(FLOOR)).rows).toEqual(floorBefore);
    expect(floorBefore).toHaveLength(5);
  });

  it('leaves machines its static columns only, and keys the claims by machine, seeds and records by member', async () => {
    const columns = await db.query<{ column_name: string }>(`
      select column_name from information_schema.columns where table_name = 'machines' order by ordinal_position`);
    expect(columns.rows.map((c) => c.column_name)).toEqual(['id', 'model_code', 'setting', 'status', 'created_at']);
    const keys = await db.query<{ table: string; key: string }>(`
      select c.relname as table, pg_get_constraintdef(k.oid) as key from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relname in ('machine_claims', 'fair_seeds', 'game_records', 'machines') and k.contype in ('p', 'u', 'c')
      order by 1, 2`);
    expect(keys.rows).toEqual([
      { table: 'fair_seeds', key: 'PRIMARY KEY (user_id, id)' },
      { table: 'game_records', key: 'PRIMARY KEY (user_id, id)' },
      {
        table: 'machine_claims',
        key: 'CHECK (((occupant_user_id IS NULL) OR (held_for_user_id IS NULL)))',
      },
      { table: 'machine_claims', key: 'PRIMARY KEY (machine_id)' },
      { table: 'machines', key: 'PRIMARY KEY (id)' },
    ]);
    const indexes = await db.query<{ indexname: string }>(`
      select indexname from pg_indexes where tablename in ('fair_seeds', 'game_records', 'machines') order by 1`);
    expect(indexes.rows.map((i) => i.indexname)).toEqual([
      'fair_seeds_active_key',
      'fair_seeds_pkey',
      'game_records_created_idx',
      'game_records_pkey',
      'game_records_user_created_idx',
      'game_records_user_key',
      'machines_model_code_idx',
      'machines_pkey',
    ]);
    // The seeds and records are kept, each round still bound to its member's seed.
    const bound = await db.query(`
      select r.user_id::int, r.idempotency_key, s.server_seed from game_records r
      join fair_seeds s on s.user_id = r.user_id and s.id = r.seed_id order by 1, 2`);
    expect(bound.rows).toEqual([
      { user_id: 10, idempotency_key: 'k1', server_seed: 'a' },
      { user_id: 10, idempotency_key: 'k2', server_seed: 'b' },
      { user_id: 11, idempotency_key: 'k1', server_seed: 'd' },
    ]);
  });
});
