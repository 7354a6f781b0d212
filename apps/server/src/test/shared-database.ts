import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseServerUrl, type Config } from '../config.ts';

/**
 * One database that several instances start on in turn, as a second server process would: a
 * PGlite folder, or a database of its own on TEST_DATABASE_URL's server.
 */
export async function sharedDatabase(): Promise<{ config: Config['database']; drop(): Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'amigo-instances-'));
    return { config: { kind: 'pglite', dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `amigo_instances_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { config: { kind: 'pg', url: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
