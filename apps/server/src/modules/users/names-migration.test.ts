import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';

/**
 * Migration 0039 on a hall in play: the members' usernames, e-mails and agent codes of before
 * fill the lookup tables (one row each, in the case the old unique indexes compared), the old
 * unique indexes are gone, and the KYC submissions and staff notes keep every row under their new
 * key (user_id, id). The migrations before it are applied as they are, then rows the old way, then
 * 0039. On PGlite, and on PostgreSQL under TEST_DATABASE_URL.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const before = files.filter((n) => n < '0039');
const migration = files.find((n) => n.startsWith('0039'))!;

interface Target {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pglite(): Promise<Target> {
  const db = new PGlite();
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    close: () => db.close(),
  };
}

async function postgres(serverUrl: string): Promise<Target> {
  const name = `amigo_names_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const serverUrl = testDatabaseServerUrl();
const targets: [string, () => Promise<Target>][] = [['PGlite', pglite]];
if (serverUrl) targets.push(['PostgreSQL', () => postgres(serverUrl)]);

describe.each(targets)('migration 0039 (name, e-mail and agent code lookup tables) on %s', (_, open) => {
  let db: Target;
  beforeAll(async () => {
    db = await open();
    for (const name of before) await db.exec(readFileSync(path.join(folder, name), 'utf8'));
    await db.exec(`
      insert into users (username, email, agent_code, recommended_code, parent_user_id) values
        ('Agent007', 'Boss@Example.COM', 'amG7q2', null, null),
        ('player01', 'player01@example.com', null, 'AMG7Q2', 1),
        ('PLAYER02', 'p2@Example.com', 'zz99XX11', null, 1);
      insert into users (id, username, email) overriding system value values (10, 'Legacy10', 'legacy10@example.com');
      insert into kyc_submissions (user_id, status, front_key, back_key, handheld_key, reason) values
        (2, 'rejected', 'f1', 'b1', 'h1', 'blurry'),
        (2, 'pending', 'f2', 'b2', 'h2', null),
        (10, 'approved', 'f3', 'b3', 'h3', null);
      insert into member_notes (user_id, text, staff_id, staff_username) values
        (2, 'called about a deposit', 1, 'ops1'),
        (10, 'moved from the old platform', 2, 'ops2');`);
    await db.exec(readFileSync(path.join(folder, migration), 'utf8'));
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('fills the lookup tables with every member, in the case the old unique indexes compared', async () => {
    expect(await db.rows(`select username_lower, user_id::int from username_keys order by user_id`)).toEqual([
      { username_lower: 'agent007', user_id: 1 },
      { username_lower: 'player01', user_id: 2 },
      { username_lower: 'player02', user_id: 3 },
      { username_lower: 'legacy10', user_id: 10 },
    ]);
    expect(await db.rows(`select email_lower, user_id::int from email_keys order by user_id`)).toEqual([
      { email_lower: 'boss@example.com', user_id: 1 },
      { email_lower: 'player01@example.com', user_id: 2 },
      { email_lower: 'p2@example.com', user_id: 3 },
      { email_lower: 'legacy10@example.com', user_id: 10 },
    ]);
    expect(await db.rows(`select agent_code_upper, user_id::int from agent_code_keys order by user_id`)).toEqual([
      { agent_code_upper: 'AMG7Q2', user_id: 1 },
      { agent_code_upper: 'ZZ99XX11', user_id: 3 },
    ]);
    // The members themselves are untouched.
    expect(await db.rows(`select id::int, username, email, agent_code from users order by id`)).toEqual([
      { id: 1, username: 'Agent007', email: 'Boss@Example.COM', agent_code: 'amG7q2' },
      { id: 2, username: 'player01', email: 'player01@example.com', agent_code: null },
      { id: 3, username: 'PLAYER02', email: 'p2@Example.com', agent_code: 'zz99XX11' },
      { id: 10, username: 'Legacy10', email: 'legacy10@example.com', agent_code: null },
    ]);
  });

  it('drops the unique indexes of users for plain ones; the lookup keys refuse a name in another case', async () => {
    const indexes = await db.rows<{ name: string; is_unique: boolean }>(`
      select i.relname as name, x.indisunique as is_unique from pg_index x
      join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      where c.relname = 'users' order by 1`);
    expect(indexes).toEqual([
      { name: 'users_agent_code_upper_idx', is_unique: false },
      { name: 'users_parent_user_id_idx', is_unique: false },
      { name: 'users_pkey', is_unique: true },
      { name: 'users_username_lower_idx', is_unique: false },
    ]);
    await expect(db.exec(`insert into username_keys values ('player01', 99)`)).rejects.toThrow(/username_keys_pkey/);
    await expect(db.exec(`insert into email_keys values ('boss@example.com', 99)`)).rejects.toThrow(/email_keys_pkey/);
    await expect(db.exec(`insert into agent_code_keys values ('AMG7Q2', 99)`)).rejects.toThrow(/agent_code_keys_pkey/);
  });

  it('keeps every KYC submission and note under the key (user_id, id), and new ones still get ids', async () => {
    expect(await db.rows(`select id::int, user_id::int, status, reason from kyc_submissions order by id`)).toEqual([
      { id: 1, user_id: 2, status: 'rejected', reason: 'blurry' },
      { id: 2, user_id: 2, status: 'pending', reason: null },
      { id: 3, user_id: 10, status: 'approved', reason: null },
    ]);
    expect(await db.rows(`select id::int, user_id::int, text from member_notes order by id`)).toEqual([
      { id: 1, user_id: 2, text: 'called about a deposit' },
      { id: 2, user_id: 10, text: 'moved from the old platform' },
    ]);
    const keys = await db.rows<{ table: string; columns: string }>(`
      select c.relname as table, pg_get_indexdef(x.indexrelid) as columns from pg_index x
      join pg_class c on c.oid = x.indrelid where x.indisprimary and c.relname in ('kyc_submissions', 'member_notes')
      order by 1`);
    expect(keys.map((k) => [k.table, k.columns.replace(/.*\((.*)\)$/, '$1')])).toEqual([
      ['kyc_submissions', 'user_id, id'],
      ['member_notes', 'user_id, id'],
    ]);
    await db.exec(`insert into kyc_submissions (user_id, front_key, back_key, handheld_key) values (3, 'f', 'b', 'h')`);
    await db.exec(`insert into member_notes (user_id, text, staff_id, staff_username) values (3, 'new', 1, 'ops1')`);
    expect(await db.rows(`select max(id)::int as id from kyc_submissions`)).toEqual([{ id: 4 }]);
    expect(await db.rows(`select max(id)::int as id from member_notes`)).toEqual([{ id: 3 }]);
  });
});
