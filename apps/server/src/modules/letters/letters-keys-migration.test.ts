import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';

/**
 * Migration 0040 on a hall in play: broadcasts (letters with no member) move to broadcast_letters
 * with their ids, so members' read and removal marks still name them; member letters, agent rows,
 * risk alerts and responsible-gaming events keep every row under keys that lead with their member.
 * The migrations before it are applied as they are, then rows in the old shape, then 0040. On
 * PGlite, and on PostgreSQL too under TEST_DATABASE_URL (a database of its own, dropped after).
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const ours = files.find((n) => n.startsWith('0040'))!;
const before = files.filter((n) => n < '0040');
const serverUrl = testDatabaseServerUrl();

interface Target {
  name: string;
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pglite(): Promise<Target> {
  const db = new PGlite();
  return {
    name: 'PGlite',
    exec: async (text) => void (await db.exec(text)),
    query: async <T>(text: string) => (await db.query<T>(text)).rows,
    close: () => db.close(),
  };
}

async function postgres(url: string): Promise<Target> {
  const name = `amigo_m0040_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    name: 'PostgreSQL',
    exec: async (text) => void (await client.query(text)),
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const OLD_ROWS = `
  insert into letters (user_id, audience, category, template, params, title_en, dedupe_key, sent_at) values
    (10, 'member', 'deposit', 'depositCredited', '{"orderSn":"D1","coins":100}', '', 'deposit:D1', '2026-01-01T00:00:00Z'),
    (null, 'all', 'system', null, null, 'Welcome', 'staff-letter:1:k1', '2026-01-02T00:00:00Z'),
    (null, 'agents', 'promotion', null, null, 'Agents only', null, '2026-01-03T00:00:00Z'),
    (11, 'member', 'kyc', 'kycApproved', '{}', '', 'kyc:5', '2026-01-04T00:00:00Z'),
    (10, 'member', 'system', null, null, 'Just you', null, '2026-01-05T00:00:00Z');
  insert into letter_states (letter_id, user_id, read_at, deleted_at)
    select id, 10, '2026-02-01T00:00:00Z'::timestamptz, null::timestamptz from letters where title_en = 'Welcome'
    union all select id, 11, '2026-02-02T00:00:00Z', '2026-02-03T00:00:00Z' from letters where title_en = 'Welcome'
    union all select id, 10, '2026-02-04T00:00:00Z', null from letters where dedupe_key = 'deposit:D1';
  insert into agent_applications (user_id, status, remark) values (10, 'pending', 'please'), (12, 'approved', null);
  insert into agent_transfers (agent_user_id, member_user_id, direction, amount, idempotency_key) values
    (20, 10, 'to_member', 100, 'k1'), (20, 11, 'from_member', 50, 'k2');
  insert into agent_takeback_requests (agent_user_id, member_user_id, amount, idempotency_key) values (20, 10, 30, 'r1');
  insert into agent_transfer_flags (transfer_id, agent_user_id, member_user_id, amount, reason)
    select id, 20, 11, 50, 'takeback_over_threshold' from agent_transfers where idempotency_key = 'k2';
  insert into risk_alerts (rule, user_id, evidence_key, evidence) values
    ('large_deposit', 10, 'deposit:D1', '{"coins":100}'), ('agent_takeback', 20, 'transfer:2', '{"transferId":"2"}');
  insert into responsible_events (user_id, actor, action, after) values (10, 'member', 'limit.set', '{"amount":5}');
`;

const targets: Array<() => Promise<Target>> = [pglite];
if (serverUrl) targets.push(() => postgres(serverUrl));

describe.each(targets.map((open) => [open]))('migration 0040 (letters, agents, risk keys) %#', (open) => {
  let db: Target;
  let oldLetters: { id: string; user_id: string | null; dedupe_key: string | null }[];
  let oldStates: unknown[];

  beforeAll(async () => {
    db = await open();
    for (const name of before) await db.exec(readFileSync(path.join(folder, name), 'utf8'));
    await db.exec(OLD_ROWS);
    oldLetters = await db.query(`select id::text, user_id::text, dedupe_key from letters order by id`);
    oldStates = await db.query(`select letter_id::text, user_id::text, read_at, deleted_at from letter_states order by 1, 2`);
    await db.exec(readFileSync(path.join(folder, ours), 'utf8'));
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('moves broadcasts with their ids and keeps member letters and every read mark', async () => {
    const broadcasts = await db.query<Record<string, unknown>>(
      `select id::text, audience, category, title_en, dedupe_key from broadcast_letters order by id`,
    );
    const [welcome, agentsOnly] = oldLetters.filter((l) => l.user_id === null);
    expect(broadcasts).toEqual([
      { id: welcome!.id, audience: 'all', category: 'system', title_en: 'Welcome', dedupe_key: 'staff-letter:1:k1' },
      { id: agentsOnly!.id, audience: 'agents', category: 'promotion', title_en: 'Agents only', dedupe_key: null },
    ]);
    const members = await db.query<Record<string, unknown>>(
      `select id::text, user_id::text, dedupe_key from letters order by id`,
    );
    expect(members).toEqual(oldLetters.filter((l) => l.user_id !== null));
    expect(await db.query(`select letter_id::text, user_id::text, read_at, deleted_at from letter_states order by 1, 2`)).toEqual(
      oldStates,
    );
  });

  it('keeps one id space: new letters and broadcasts take fresh ids from one sequence', async () => {
    const [letter] = await db.query<{ id: string }>(
      `insert into letters (user_id, audience, category) values (10, 'member', 'system') returning id::text`,
    );
    const [broadcast] = await db.query<{ id: string }>(
      `insert into broadcast_letters (audience, category) values ('all', 'system') returning id::text`,
    );
    const highest = Math.max(...oldLetters.map((l) => Number(l.id)));
    expect(Number(letter!.id)).toBeGreaterThan(highest);
    expect(Number(broadcast!.id)).toBe(Number(letter!.id) + 1);
  });

  it('dedupes per member and per broadcast key as before', async () => {
    const again = await db.query(
      `insert into letters (user_id, audience, category, dedupe_key) values (10, 'member', 'deposit', 'deposit:D1')
       on conflict do nothing returning id`,
    );
    expect(again).toEqual([]);
    const broadcastAgain = await db.query(
      `insert into broadcast_letters (audience, category, dedupe_key) values ('all', 'system', 'staff-letter:1:k1')
       on conflict do nothing returning id`,
    );
    expect(broadcastAgain).toEqual([]);
    const flagAgain = await db.query(
      `insert into agent_transfer_flags (transfer_id, agent_user_id, member_user_id, amount, reason)
       select transfer_id, agent_user_id, member_user_id, amount, reason from agent_transfer_flags
       on conflict do nothing returning id`,
    );
    expect(flagAgain).toEqual([]);
    await expect(db.exec(`insert into letters (user_id, audience, category) values (null, 'all', 'system')`)).rejects.toThrow();
  });

  it('keeps every agent, risk and responsible row, keyed by its member', async () => {
    const counts = await db.query<Record<string, number>>(`
      select (select count(*)::int from agent_applications) as applications,
             (select count(*)::int from agent_transfers) as transfers,
             (select count(*)::int from agent_takeback_requests) as takebacks,
             (select count(*)::int from agent_transfer_flags) as flags,
             (select count(*)::int from risk_alerts) as alerts,
             (select count(*)::int from responsible_events) as events`);
    expect(counts).toEqual([{ applications: 2, transfers: 2, takebacks: 1, flags: 1, alerts: 2, events: 1 }]);
    const keys = await db.query<{ table: string; columns: string }>(`
      select c.relname as table,
             (select string_agg(a.attname, ',' order by k.ord) from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as columns
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where x.indisprimary and c.relname in ('letters', 'broadcast_letters', 'agent_applications', 'agent_transfers',
        'agent_takeback_requests', 'agent_transfer_flags', 'risk_alerts', 'responsible_events')
      order by 1`);
    expect(keys).toEqual([
      { table: 'agent_applications', columns: 'user_id,id' },
      { table: 'agent_takeback_requests', columns: 'agent_user_id,id' },
      { table: 'agent_transfer_flags', columns: 'agent_user_id,id' },
      { table: 'agent_transfers', columns: 'agent_user_id,id' },
      { table: 'broadcast_letters', columns: 'id' },
      { table: 'letters', columns: 'user_id,id' },
      { table: 'responsible_events', columns: 'user_id,id' },
      { table: 'risk_alerts', columns: 'user_id,id' },
    ]);
  });
});
