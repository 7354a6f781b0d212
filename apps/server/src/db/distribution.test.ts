import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase } from '../test/shared-database.ts';
import { openDatabase, type Database } from './client.ts';
import { citusDistributionStatements, MEMBER_GROUP, TABLE_DISTRIBUTION, type TableDistribution } from './distribution.ts';
import { rowsOf } from './rows.ts';

/**
 * The migrated schema against the rules Citus enforces when it distributes a table (docs/scale.md
 * §1): every table placed, the distribution column present and never null, every PRIMARY KEY and
 * UNIQUE index containing it as a plain column, co-located columns of one type, identity ids bigint
 * and no foreign keys. Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.
 */

let database: Database;
let shared: Awaited<ReturnType<typeof sharedDatabase>>;

beforeAll(async () => {
  shared = await sharedDatabase();
  database = await openDatabase(shared.config);
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database.close();
  await shared.drop();
});

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  identity: boolean;
}
interface UniqueRow {
  table: string;
  index: string;
  columns: (string | null)[];
}

async function schemaFacts() {
  const { db } = database;
  const tables = rowsOf<{ table: string }>(
    await db.execute(sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`),
  ).map((r) => r.table);
  const columns = rowsOf<ColumnRow>(
    await db.execute(sql`
      select c.relname as table, a.attname as column, format_type(a.atttypid, null) as type,
             a.attnotnull as not_null,
             (a.attidentity <> '' or pg_get_expr(d.adbin, d.adrelid) like 'nextval(%') as identity
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`),
  );
  // Key positions of 0 are expressions (lower(username)): they never count as the plain column.
  const uniques = rowsOf<UniqueRow>(
    await db.execute(sql`
      select c.relname as table, i.relname as index,
             array(select a.attname from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
                   left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                   order by k.ord)::text[] as columns
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and x.indisunique`),
  );
  const foreignKeys = rowsOf<{ name: string }>(
    await db.execute(sql`
      select conname as name from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where n.nspname = 'public' and k.contype in ('f', 'x')`),
  ).map((r) => r.name);
  return { tables, columns, uniques, foreignKeys };
}

/** Each way the schema breaks a Citus rule, one line each, so a failure names table and key. */
function citusViolations(facts: Awaited<ReturnType<typeof schemaFacts>>, map: Readonly<Record<string, TableDistribution>>) {
  const problems: string[] = [];
  const column = (table: string, name: string) => facts.columns.find((c) => c.table === table && c.column === name);
  const groupTypes = new Map<string, string>();
  for (const table of [...facts.tables].sort()) {
    const placed = map[table];
    if (!placed) {
      problems.push(`${table}: not placed in TABLE_DISTRIBUTION`);
      continue;
    }
    if (placed.kind !== 'distributed') continue;
    const key = column(table, placed.column);
    if (!key) {
      problems.push(`${table}: has no distribution column ${placed.column}`);
      continue;
    }
    if (!key.not_null) problems.push(`${table}: ${placed.column} may be null`);
    const groupType = groupTypes.get(placed.colocation);
    if (groupType && groupType !== key.type)
      problems.push(`${table}: ${placed.column} is ${key.type}, its colocation group ${placed.colocation} is ${groupType}`);
    if (!groupType) groupTypes.set(placed.colocation, key.type);
    for (const unique of facts.uniques.filter((u) => u.table === table).sort((a, b) => a.index.localeCompare(b.index)))
      if (!unique.columns.includes(placed.column)) problems.push(`${table}: unique ${unique.index} lacks ${placed.column}`);
    for (const c of facts.columns.filter((c) => c.table === table && c.identity).sort((a, b) => a.column.localeCompare(b.column)))
      if (c.type !== 'bigint') problems.push(`${table}: identity ${c.column} is ${c.type}, not bigint`);
  }
  for (const table of Object.keys(map).sort())
    if (!facts.tables.includes(table)) problems.push(`${table}: placed in TABLE_DISTRIBUTION but no such table`);
  for (const name of facts.foreignKeys.sort())
    problems.push(`constraint ${name}: foreign or exclusion keys are not distributable`);
  return problems;
}

describe('the schema can be distributed by player (docs/scale.md §1, §3)', () => {
  it('breaks no Citus rule', async () => {
    const facts = await schemaFacts();
    // Key columns come back as arrays on both drivers (a string would pass `includes` by accident).
    expect(facts.uniques.every((u) => Array.isArray(u.columns))).toBe(true);
    expect(citusViolations(facts, TABLE_DISTRIBUTION)).toEqual([]);
  });

  it('would catch a new table, a unique key without the member and a nullable key', async () => {
    const facts = await schemaFacts();
    facts.tables.push('promotions');
    facts.uniques.push({ table: 'game_favorites', index: 'game_favorites_code_key', columns: ['model_code'] });
    facts.columns = facts.columns.map((c) =>
      c.table === 'responsible_profiles' && c.column === 'user_id' ? { ...c, not_null: false } : c,
    );
    facts.uniques.push({ table: 'sessions', index: 'sessions_lower_key', columns: [null] });
    const problems = citusViolations(facts, TABLE_DISTRIBUTION);
    expect(problems).toEqual(
      expect.arrayContaining([
        'promotions: not placed in TABLE_DISTRIBUTION',
        'game_favorites: unique game_favorites_code_key lacks user_id',
        'responsible_profiles: user_id may be null',
        'sessions: unique sessions_lower_key lacks token_hash',
      ]),
    );
    const misplaced = {
      ...TABLE_DISTRIBUTION,
      game_records: { kind: 'distributed', column: 'id', colocation: MEMBER_GROUP },
    } as const;
    expect(citusViolations(await schemaFacts(), misplaced)).toEqual(
      expect.arrayContaining(['game_records: unique game_records_user_key lacks id']),
    );
  });

  it('writes the coordinator script: reference tables, then the member group anchored on users', () => {
    const statements = citusDistributionStatements();
    const firstDistributed = statements.findIndex((s) => s.includes('create_distributed_table'));
    expect(statements.slice(0, firstDistributed).every((s) => s.includes('create_reference_table'))).toBe(true);
    expect(statements[firstDistributed]).toBe(`select create_distributed_table('users', 'id');`);
    expect(statements).toContain(`select create_distributed_table('game_records', 'user_id', colocate_with => 'users');`);
    expect(statements).toContain(
      `select create_distributed_table('ledger_transfers', 'owner_user_id', colocate_with => 'users');`,
    );
    expect(statements.some((s) => s.includes(`'audit_log'`))).toBe(false);
  });
});
