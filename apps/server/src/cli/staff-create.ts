/**
 * `npm run staff:create -- --username owner --name "Hall Owner" [--roles owner] [--password-stdin]`
 *
 * Creates a staff account on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) — the only way to get the first owner: there is no default account or password.
 * Without --password-stdin a random password is generated and printed once. The person signs in
 * at /console/login and enrols an authenticator app (TOTP) before anything else works.
 */
import { randomBytes } from 'node:crypto';
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
    'password-stdin': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`staff:create: ${message}`);
  process.exit(2);
}

const username = values.username?.trim().toLowerCase();
if (!username) fail('--username is required (3–32 of a-z 0-9 . _ -)');
const roles = values.roles.split(',').map((role) => role.trim());
const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
if (unknown.length) fail(`unknown role(s) ${unknown.join(', ')}; roles are ${STAFF_ROLES.join(', ')}`);

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
  const account = await createStaff(database.db, {
    username,
    displayName: values.name?.trim() || username,
    password,
    roles: roles as StaffRole[],
    by: { id: null, username: 'cli' },
    ip: null,
    now: new Date(),
  });
  console.log(`staff:create: created ${account.username} (id ${account.id}, roles ${account.roles.join(', ')})`);
  if (generated) console.log(`staff:create: password (shown once, keep it safe): ${password}`);
  console.log('staff:create: sign in at /console/login and enrol an authenticator app (TOTP) on first sign-in.');
} catch (error) {
  if (error instanceof AppError) fail(error.reason + (error.field ? ` (${error.field})` : ''));
  const constraint = uniqueConstraintOf(error);
  if (constraint !== undefined)
    fail(`the database refused the account: unique constraint ${constraint || '(unnamed)'} (not the username)`);
  throw error;
} finally {
  await database.close();
}
