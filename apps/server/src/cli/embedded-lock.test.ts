import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMBEDDED_LOCK_FILE, EmbeddedDatabaseBusy, lockEmbeddedDatabase } from '../db/embedded-lock.ts';
import { AppError } from '../http/app-error.ts';
import { createStaff } from '../modules/admin/index.ts';
import { freePort } from '../test/private-postgres.ts';
import { createTestApp } from '../test/test-app.ts';
import { EXIT_DATABASE_BUSY } from './open-cli-database.ts';

/**
 * Issue 21: `npm run staff:create` beside a server on the embedded database opened a second
 * PGlite over the same files and corrupted the server's state. The server now holds a lock file
 * in the PGlite folder; a CLI that finds it held refuses (exit 75, what to do), and the server
 * goes on unharmed. These run the real server process and the real CLIs on a temporary folder.
 */
const serverMain = path.join(import.meta.dirname, '../main.ts');
const cliDir = import.meta.dirname;
const folders: string[] = [];

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'amigo-lock-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(script: string, args: string[], dataDir: string, stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(cliDir, script), ...args], {
      env: baseEnv(dataDir),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

async function eventually(what: string, probe: () => Promise<boolean>, attempts = 480): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: still not so after ${attempts} tries`);
}

const PASSWORD = 'a-long-passphrase-for-the-lock-test';

describe('the embedded database lock file', () => {
  it('refuses a second holder while the first lives, and is released', () => {
    const dir = tempFolder();
    const first = lockEmbeddedDatabase(dir, 'server');
    expect(() => lockEmbeddedDatabase(dir, 'staff:create')).toThrow(EmbeddedDatabaseBusy);
    try {
      lockEmbeddedDatabase(dir, 'staff:create');
    } catch (error) {
      expect((error as EmbeddedDatabaseBusy).holder).toMatchObject({ pid: process.pid, holder: 'server' });
    }
    first.release();
    expect(existsSync(path.join(dir, EMBEDDED_LOCK_FILE))).toBe(false);
    lockEmbeddedDatabase(dir, 'staff:create').release();
  });

  it('takes over a stale lock: a dead pid, or a live pid that is another process (pid reused)', async () => {
    const dir = tempFolder();
    const file = path.join(dir, EMBEDDED_LOCK_FILE);
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(file, JSON.stringify({ pid: deadPid, processStart: null, holder: 'server', since: '2020-01-01T00:00:00Z' }));
    const taken = lockEmbeddedDatabase(dir, 'ledger:verify');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'ledger:verify' });
    taken.release();

    // Our own pid, but started at another time: the pid was reused, the holder is gone.
    writeFileSync(file, JSON.stringify({ pid: process.pid, processStart: '1', holder: 'server', since: '2020-01-01T00:00:00Z' }));
    if (existsSync('/proc/self/stat')) lockEmbeddedDatabase(dir, 'staff:create').release();
    // A lock file that is not ours to read (garbage) is stale too.
    writeFileSync(file, 'not json');
    lockEmbeddedDatabase(dir, 'staff:create').release();
  });
});

describe('a CLI beside the real server on the embedded database', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('works alone; beside the server it refuses (non-zero, what to do) and the server and its data are unharmed', async () => {
    const dataDir = tempFolder();

    // Alone: works.
    const alone = await runCli('staff-create.ts', ['--username', 'owner', '--password-stdin'], dataDir, `${PASSWORD}\n`);
    expect(alone.code, alone.stderr).toBe(0);
    expect(alone.stdout).toContain('created owner');
    expect(existsSync(path.join(dataDir, 'pglite', EMBEDDED_LOCK_FILE))).toBe(false);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: { ...baseEnv(dataDir), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited: number | string | null = null;
    const exit = new Promise<void>((resolve) =>
      server!.on('exit', (code, signal) => {
        exited = code ?? signal;
        resolve();
      }),
    );
    server.stdout!.setEncoding('utf8').on('data', (text: string) => (output += text));
    server.stderr!.setEncoding('utf8').on('data', (text: string) => (output += text));
    await eventually('server ready', async () => (await fetch(`${base}/readyz`)).status === 200);
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'pglite', EMBEDDED_LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({ pid: server.pid, holder: 'server' });

    // Beside it: refused, with what to do, and nothing opened.
    const beside = await runCli('staff-create.ts', ['--username', 'second', '--password-stdin'], dataDir, `${PASSWORD}\n`);
    expect(beside.code).toBe(EXIT_DATABASE_BUSY);
    expect(beside.stdout).not.toContain('created');
    expect(beside.stderr).toContain(`in use by the running server (pid ${server.pid}`);
    expect(beside.stderr).toContain('stop the server');
    expect(beside.stderr).toContain('DATABASE_URL');
    expect(beside.stderr).toContain('/console/staff');
    const verify = await runCli('ledger-verify.ts', [], dataDir);
    expect(verify.code).toBe(EXIT_DATABASE_BUSY);
    expect(verify.stdout).not.toContain('ledger: OK');

    // The server still answers, reads its data (the owner signs in: enrolment comes next) and writes.
    expect(exited).toBeNull();
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const signIn = await fetch(`${base}/v2/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=lock-test', 'x-xsrf-token': 'lock-test' },
      body: JSON.stringify({ username: 'owner', password: PASSWORD }),
    });
    const answer = (await signIn.json()) as { code: number; data: { username: string; totpEnrolled: boolean } };
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toMatchObject({ username: 'owner', totpEnrolled: false });

    server.kill('SIGTERM');
    await exit;
    expect(exited, output).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite', EMBEDDED_LOCK_FILE))).toBe(false);

    // After it stopped: the owner is still there (a real username conflict is reported as one) and the next works.
    const again = await runCli('staff-create.ts', ['--username', 'owner', '--password-stdin'], dataDir, `${PASSWORD}\n`);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('STAFF_USERNAME_TAKEN (username)');
    const next = await runCli('staff-create.ts', ['--username', 'second', '--password-stdin'], dataDir, `${PASSWORD}\n`);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stdout).toContain('created second');
  }, 600_000);
});

describe('staff:create conflicts', () => {
  it('is "username taken" only for the username; a used id is reported as what it is', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.database.db;
      const input = {
        displayName: 'X',
        password: PASSWORD,
        roles: ['owner'] as const,
        by: { id: null, username: 'cli' },
        ip: null,
      };
      const first = await createStaff(db, { ...input, username: 'owner', now: new Date() });
      const taken = await createStaff(db, { ...input, username: 'OWNER', now: new Date() }).catch((e: unknown) => e);
      expect(taken).toBeInstanceOf(AppError);
      expect((taken as AppError).reason).toBe('STAFF_USERNAME_TAKEN');
      // A row written behind the id sequence's back (what a second PGlite process did): the next id is used.
      await db.execute(sql`
        insert into staff_users (id, username, display_name, password_hash, roles)
        overriding system value values (${BigInt(first.id) + 2n}, 'behind', 'behind', 'x', '{support}')`);
      const used = await createStaff(db, { ...input, username: 'fresh', now: new Date() }).catch((e: unknown) => e);
      expect(used).not.toBeInstanceOf(AppError);
      expect(String((used as Error & { cause?: unknown }).cause ?? used)).toMatch(/duplicate key|unique/i);
    } finally {
      await t.close();
    }
    // It builds a whole app (migrations included) inside the test, as the suite's other apps do in beforeAll.
  }, 120_000);
});
