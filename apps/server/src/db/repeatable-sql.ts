import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Repeatable SQL: the functions, triggers and views a module keeps in the database, one file per
 * object in `modules/<module>/sql/<name>.sql`, written so that running it again is harmless
 * (`CREATE OR REPLACE FUNCTION`, `CREATE OR REPLACE VIEW`, `DROP … IF EXISTS` of an old
 * signature). They are applied after the migrations on every start, so the file holds the one
 * current text of the rule; the migrations that once created older versions stay as history.
 *
 * Order: a file may name what it needs in header lines `-- requires: <module>/<name>` (a view
 * over another module's view, an SQL-language function that calls another); files come after
 * what they require, and otherwise in module then file name order. An unknown name or a cycle
 * fails the start.
 *
 * All files are applied in one transaction: a file that fails leaves the previous versions in
 * place and fails the start.
 */

/** One repeatable SQL file, identified as `<module>/<name>` (its path without `sql/` and `.sql`). */
export interface RepeatableSqlFile {
  id: string;
  text: string;
  requires: string[];
}

/** Runs a script of one or more statements without parameters (PGlite `exec`, `pg` simple query). */
export type ExecScript = (script: string) => Promise<unknown>;

/**
 * Where the module folders are: `src/modules` from source (this file is `src/db/…`), or
 * `dist/modules` beside the bundle, where the build copies every `modules/<module>/sql` folder.
 */
export function modulesFolder(): string {
  const besideBundle = path.join(import.meta.dirname, 'modules');
  return existsSync(besideBundle) ? besideBundle : path.join(import.meta.dirname, '..', 'modules');
}

const REQUIRES = /^--\s*requires:\s*(.+)$/i;

/** Reads every `<modulesDir>/<module>/sql/*.sql`, in the order they must be applied. */
export function readRepeatableSql(modulesDir: string = modulesFolder()): RepeatableSqlFile[] {
  const files: RepeatableSqlFile[] = [];
  for (const module of readdirSync(modulesDir).sort()) {
    const sqlDir = path.join(modulesDir, module, 'sql');
    if (!existsSync(sqlDir)) continue;
    for (const file of readdirSync(sqlDir).sort()) {
      if (!file.endsWith('.sql')) continue;
      const text = readFileSync(path.join(sqlDir, file), 'utf8');
      const requires = text
        .split('\n')
        .map((line) => REQUIRES.exec(line.trim()))
        .flatMap((match) => (match?.[1] ? match[1].split(/[\s,]+/).filter(Boolean) : []));
      files.push({ id: `${module}/${file.slice(0, -'.sql'.length)}`, text, requires });
    }
  }
  return orderByRequires(files);
}

/** Files after what they require; otherwise the given (module, name) order. */
export function orderByRequires(files: RepeatableSqlFile[]): RepeatableSqlFile[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  const ordered: RepeatableSqlFile[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: RepeatableSqlFile, path: string[]): void => {
    if (state.get(file.id) === 'done') return;
    if (state.get(file.id) === 'visiting') {
      throw new Error(`repeatable SQL: a cycle of requires: ${[...path, file.id].join(' -> ')}`);
    }
    state.set(file.id, 'visiting');
    for (const id of file.requires) {
      const required = byId.get(id);
      if (!required) throw new Error(`repeatable SQL: ${file.id} requires ${id}, which is not a file modules/*/sql/*.sql`);
      visit(required, [...path, file.id]);
    }
    state.set(file.id, 'done');
    ordered.push(file);
  };
  for (const file of files) visit(file, []);
  return ordered;
}

/**
 * Applies every repeatable SQL file, in one transaction. Called by `Database.migrate()` right
 * after the migrations, on PostgreSQL on the same connection and inside the same advisory lock.
 */
export async function applyRepeatableSql(exec: ExecScript, files: RepeatableSqlFile[] = readRepeatableSql()): Promise<void> {
  await exec('begin');
  try {
    for (const file of files) {
      try {
        await exec(file.text);
      } catch (error) {
        throw new Error(`repeatable SQL ${file.id} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    await exec('commit');
  } catch (error) {
    await exec('rollback').catch(() => undefined);
    throw error;
  }
}
