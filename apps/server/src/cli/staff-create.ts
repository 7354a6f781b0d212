/**
 * `npm run staff:create -- --username owner --name "Hall Owner" [--roles owner] [--password-stdin]`
 * `npm run staff:create -- --accounts staff.json --password-stdin` (several at once: a JSON array of
 * `{ "username", "name", "roles": "finance,compliance" }`, all with the password given on stdin —
 * for test and bootstrap setups, one database session instead of one process per account)
 *
 * Creates staff accounts on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) — the only way to get the first owner: there is no default account or password.
 * Without --password-stdin a random password is generated and printed once. The person signs in
 * at /console/login and enrols an authenticator app (TOTP) before anything else works.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@amigo/contract';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { uniqueConstraintOf } from '../db/unique-violation.ts';
import { AppError } from '../http/app-error.ts';
import { createStaff, STAFF_PASSWORD_MIN } from '../modules/admin/index.ts';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string', default: 'owner' },
    accounts: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`staff:create: ${message}`);
  process.exit(2);
}

interface NewAccount {
  username: string;
  name: string;
  roles: StaffRole[];
}

function account(input: { username?: unknown; name?: unknown; roles?: unknown }): NewAccount {
  const username = typeof input.username === 'string' ? input.username.trim().toLowerCase() : '';
  if (!username) fail('--username is required (3–32 of a-z 0-9 . _ -)');
  const roles = (typeof input.roles === 'string' ? input.roles : 'owner').split(',').map((role) => role.trim());
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown.length) fail(`unknown role(s) ${unknown.join(', ')} for ${username}; roles are ${STAFF_ROLES.join(', ')}`);
  const name = typeof input.name === 'string' && input.name.trim() ? input.name.trim() : username;
  return { username, name, roles: roles as StaffRole[] };
}

function accountsFile(file: string): NewAccount[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`--accounts ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) fail(`--accounts ${file} must hold a non-empty JSON array`);
  return (parsed as Array<Record<string, unknown>>).map((entry) => account(entry));
}

const accounts = values.accounts ? accountsFile(values.accounts) : [account(values)];
if (values.accounts && !values['password-stdin']) fail('--accounts needs --password-stdin (one password for all of them)');

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const generated = !values['password-stdin'];
const password = generated ? randomBytes(18).toString('base64url') : await readStdin();
if (password.length < STAFF_PASSWORD_MIN) fail(`the password needs at least ${STAFF_PASSWORD_MIN} characters`);

const config = loadConfig();
const database = await openCliDatabase('staff:create', config, {
  maxConnections: 2,
  instead: "an owner creates staff accounts on the console's Staff screen (/console/staff)",
});
try {
  await database.migrate();
  for (const next of accounts) {
    const created = await createStaff(database.db, {
      username: next.username,
      displayName: next.name,
      password,
      roles: next.roles,
      by: { id: null, username: 'cli' },
      ip: null,
      now: new Date(),
    }).catch((error: unknown) => {
      if (error instanceof AppError) fail(`${next.username}: ${error.reason}${error.field ? ` (${error.field})` : ''}`);
      const constraint = uniqueConstraintOf(error);
      if (constraint !== undefined)
        fail(
          `${next.username}: the database refused the account: unique constraint ${constraint || '(unnamed)'} (not the username)`,
        );
      throw error;
    });
    console.log(`staff:create: created ${created.username} (id ${created.id}, roles ${created.roles.join(', ')})`);
  }
  if (generated) console.log(`staff:create: password (shown once, keep it safe): ${password}`);
  console.log('staff:create: sign in at /console/login and enrol an authenticator app (TOTP) on first sign-in.');
} finally {
  await database.close();
}
