import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

const serverUrl = testDatabaseServerUrl();

describe('migrations', () => {
  it('apply on a fresh embedded database and a second run changes nothing', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    await database.migrate();
    await database.migrate();
    const rows = rowsOf<{ key: string }>(await database.db.execute(sql`select key from app_meta`));
    expect(rows).toEqual([]);
    await database.close();
    // Two full migrations of a fresh database inside the test (the suite's apps migrate in beforeAll).
  }, 120_000);

  it.runIf(serverUrl)('apply once when several server processes start together on PostgreSQL', async () => {
    const name = `amigo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const databases = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'pg', url: url.toString() }, { maxConnections: 2 })),
      );
      await Promise.all(databases.map((d) => d.migrate()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      await Promise.all(databases.map((d) => d.close()));
      // Each migration applied exactly once, although four processes raced to apply them.
      const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
