import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { applyRepeatableSql, orderByRequires, readRepeatableSql, type RepeatableSqlFile } from './repeatable-sql.ts';
import { rowsOf } from './rows.ts';

const serverUrl = testDatabaseServerUrl();
const scratch = mkdtempSync(path.join(tmpdir(), 'repeatable-sql-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The objects a file creates: every `CREATE OR REPLACE FUNCTION|VIEW|TRIGGER <name>`. */
function objectsOf(file: RepeatableSqlFile): { kind: string; name: string }[] {
  return [...file.text.matchAll(/^\s*CREATE OR REPLACE (FUNCTION|VIEW|TRIGGER)\s+"?(\w+)"?/gim)].map((m) => ({
    kind: m[1]!.toLowerCase(),
    name: m[2]!,
  }));
}

/** Every function, view and trigger definition in the public schema, as text. */
async function catalogue(database: Database): Promise<string[]> {
  const rows = rowsOf<{ def: string }>(
    await database.db.execute(sql`
      select 'function ' || p.oid::regprocedure::text || E'\n' || pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
      union all
      select 'view ' || viewname || E'\n' || definition from pg_views where schemaname = 'public'
      union all
      select 'trigger ' || tgname || E'\n' || pg_get_triggerdef(t.oid) from pg_trigger t where not t.tgisinternal
      order by 1`),
  );
  return rows.map((r) => r.def);
}

async function exists(database: Database, kind: string, name: string): Promise<boolean> {
  const query =
    kind === 'function'
      ? sql`select count(*)::int as n from pg_proc where proname = ${name}`
      : kind === 'view'
        ? sql`select count(*)::int as n from pg_views where viewname = ${name}`
        : sql`select count(*)::int as n from pg_trigger where tgname = ${name}`;
  return rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n > 0;
}

/** A fresh database of each kind this run can reach: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
const kinds = [
  { kind: 'pglite', open: () => openDatabase({ kind: 'pglite', dir: null }), drop: async () => undefined },
  ...(serverUrl
    ? [
        (() => {
          const name = `amigo_test_${randomBytes(6).toString('hex')}`;
          const admin = async (statement: string) => {
            const client = new pg.Client({ connectionString: serverUrl });
            await client.connect();
            await client.query(statement).finally(() => client.end());
          };
          const url = new URL(serverUrl);
          url.pathname = `/${name}`;
          return {
            kind: 'pg',
            open: async () => {
              await admin(`create database ${name}`);
              return openDatabase({ kind: 'pg', url: url.toString() }, { maxConnections: 2 });
            },
            drop: () => admin(`drop database if exists ${name} with (force)`),
          };
        })(),
      ]
    : []),
];

describe('the repeatable SQL files (modules/*/sql/*.sql)', () => {
  const files = readRepeatableSql();

  it('each creates what it is named after, only with CREATE OR REPLACE', () => {
    expect(files.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'wallet/ledger_transfer_many',
        'games/game_round_commit',
        'games/game_round_read',
        'responsible/responsible_round_check',
      ]),
    );
    for (const file of files) {
      const name = file.id.split('/')[1];
      expect(
        objectsOf(file).map((o) => o.name),
        file.id,
      ).toContain(name);
      // Not repeatable: a plain CREATE of a function, view, trigger or table fails the second start.
      expect(file.text, file.id).not.toMatch(/^\s*CREATE\s+(FUNCTION|VIEW|TRIGGER|TABLE|INDEX)\b/im);
    }
  });

  it('run after what they require, otherwise by module then name', () => {
    const ids = files.map((f) => f.id);
    expect(ids.indexOf('responsible/responsible_round_check')).toBeLessThan(ids.indexOf('games/game_round_commit'));
    expect(ids.indexOf('wallet/ledger_transfer_many')).toBeLessThan(ids.indexOf('games/game_round_commit'));
    const file = (id: string, ...requires: string[]): RepeatableSqlFile => ({ id, text: '', requires });
    expect(orderByRequires([file('a/x', 'b/y'), file('a/z'), file('b/y')]).map((f) => f.id)).toEqual(['b/y', 'a/x', 'a/z']);
    expect(() => orderByRequires([file('a/x', 'b/y'), file('b/y', 'a/x')])).toThrow(/cycle.*a\/x -> b\/y -> a\/x/);
    expect(() => orderByRequires([file('a/x', 'c/missing')])).toThrow(/a\/x requires c\/missing/);
  });

  for (const { kind, open, drop } of kinds) {
    describe(`on a fresh ${kind === 'pg' ? 'PostgreSQL' : 'PGlite'} database`, () => {
      it('are all applied by migrate(), and a second start leaves every definition as it was', async () => {
        const database = await open();
        try {
          await database.migrate();
          for (const file of files) {
            for (const object of objectsOf(file)) {
              expect(await exists(database, object.kind, object.name), `${file.id}: ${object.kind} ${object.name}`).toBe(true);
            }
          }
          // Each changed signature replaced the one before instead of adding an overload (0023's, then the one with p_day).
          const commits = rowsOf<{ args: number }>(
            await database.db.execute(sql`select pronargs::int as args from pg_proc where proname = 'game_round_commit'`),
          );
          expect(commits).toEqual([{ args: 22 }]);

          const before = await catalogue(database);
          await database.migrate();
          expect(await catalogue(database)).toEqual(before);
        } finally {
          await database.close();
          await drop();
        }
      });
    });
  }

  it('win on the next start over whatever version the database holds (PGlite data directory)', async () => {
    const dir = path.join(scratch, 'data');
    const first = await openDatabase({ kind: 'pglite', dir });
    await first.migrate();
    const applied = await catalogue(first);
    // An older body, as a migration or an earlier file left it.
    await first.db.execute(sql`
      create or replace function game_round_read(p_user_id bigint, p_machine_id int, p_key text)
      returns table (machine_id int, model_code text, setting smallint, state jsonb, status text, occupant_user_id text,
        rounds_since_bonus int, seed_id text, server_seed text, server_seed_hash text, client_seed text, nonce int,
        previous_id text)
      language sql stable as $$ select null::int, null, null::smallint, null::jsonb, null, null, null::int, null, null, null, null, null::int, null $$`);
    expect(await catalogue(first)).not.toEqual(applied);
    await first.close();

    const next = await openDatabase({ kind: 'pglite', dir });
    await next.migrate();
    expect(await catalogue(next)).toEqual(applied);
    await next.close();
  });

  it('take a changed body at the next run, and a failing file changes nothing', async () => {
    const modules = path.join(scratch, 'modules');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
      writeFileSync(path.join(modules, file), text);
    };
    const answer = (n: number) =>
      `CREATE OR REPLACE FUNCTION demo_answer() RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT ${n} $$;\n`;
    const database = await openDatabase({ kind: 'pglite', dir: null });
    const exec = (script: string) => database.db.execute(sql.raw(script));
    const read = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select demo_answer() as n`))[0]!.n;
    try {
      write('demo/sql/demo_answer.sql', answer(1));
      // A view over the function: it must come after it, whatever the names say.
      write(
        'alpha/sql/alpha_answers.sql',
        '-- requires: demo/demo_answer\nCREATE OR REPLACE VIEW alpha_answers AS SELECT demo_answer() AS n;\n',
      );
      await applyRepeatableSql(exec, readRepeatableSql(modules));
      expect(await read()).toBe(1);

      write('demo/sql/demo_answer.sql', answer(2));
      await applyRepeatableSql(exec, readRepeatableSql(modules));
      expect(await read()).toBe(2);
      expect(rowsOf<{ n: number }>(await database.db.execute(sql`select n from alpha_answers`))).toEqual([{ n: 2 }]);

      write('demo/sql/demo_answer.sql', answer(3));
      write('zulu/sql/zulu_broken.sql', 'CREATE OR REPLACE FUNCTION zulu_broken( RETURNS int;\n');
      await expect(applyRepeatableSql(exec, readRepeatableSql(modules))).rejects.toThrow(
        /repeatable SQL zulu\/zulu_broken failed/,
      );
      expect(await read()).toBe(2);
    } finally {
      await database.close();
    }
  });
});
