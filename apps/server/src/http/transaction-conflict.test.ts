import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { installEnvelope } from './envelope.ts';
import { catalogues } from './messages/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isTransactionConflict } from '../db/transaction-conflict.ts';

/**
 * A transaction PostgreSQL ends to break a deadlock, or a unique key refusing a write no code path
 * expected, is not a server bug for the caller: the
 * call changed nothing and is answered CONFLICT (409 in the envelope), never 500. On
 * PostgreSQL the deadlock is a real one between two connections; the envelope test throws the
 * error the driver gave.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two transactions that lock rows 1 and 2 in opposite orders: PostgreSQL fails one of them. */
async function realDeadlock(): Promise<unknown> {
  const { db } = t.app.database;
  await db.execute(sql`create table if not exists deadlock_probe (id int primary key)`);
  await db.execute(sql`insert into deadlock_probe values (1), (2) on conflict do nothing`);
  let bothHoldOne!: () => void;
  let holders = 0;
  const meet = new Promise<void>((resolve) => (bothHoldOne = resolve));
  const lockInOrder = (first: number, second: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select id from deadlock_probe where id = ${first} for update`);
      if (++holders === 2) bothHoldOne();
      await meet;
      await tx.execute(sql`select id from deadlock_probe where id = ${second} for update`);
    });
  const outcomes = await Promise.allSettled([lockInOrder(1, 2), lockInOrder(2, 1)]);
  const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(failed).toHaveLength(1);
  return failed[0]!.reason;
}

describe('a transaction the database ends to let another go on', () => {
  it('is recognised through the wrappers, and other database errors are not', () => {
    const driverError = (code: string) => Object.assign(new Error(`database error ${code}`), { code });
    const wrapped = (inner: Error) => new Error('Failed query: select …', { cause: inner });
    expect(isTransactionConflict(wrapped(driverError('40P01')))).toBe(true);
    expect(isTransactionConflict(wrapped(driverError('40001')))).toBe(true);
    expect(isTransactionConflict(wrapped(driverError('23505')))).toBe(false);
    expect(isTransactionConflict(driverError('57P01'))).toBe(false);
    expect(isTransactionConflict('40P01')).toBe(false);
  });

  it.runIf(testDatabaseServerUrl())('recognises a real deadlock between two connections (PostgreSQL)', async () => {
    expect(isTransactionConflict(await realDeadlock())).toBe(true);
  });

  it('is answered CONFLICT in the caller’s language, not 500', async () => {
    const error = testDatabaseServerUrl()
      ? await realDeadlock()
      : new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
    const app = Fastify();
    installEnvelope(app, { bodyLimit: 1024 });
    app.post('/v2/app/probe', () => Promise.reject(error as Error));
    const res = await app.inject({ method: 'POST', url: '/v2/app/probe', headers: { 'accept-language': 'en-US' } });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 409, msg: catalogues['en-US'].errors.CONFLICT, data: { reason: 'CONFLICT' } });
  });

  it('a unique key refusing a write no code path expected is answered CONFLICT too, not 500', async () => {
    const { db } = t.app.database;
    await db.execute(sql`create table if not exists unique_probe (id int primary key)`);
    await db.execute(sql`insert into unique_probe values (1) on conflict do nothing`);
    const error = await db.execute(sql`insert into unique_probe values (1)`).then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(error).toBeDefined();
    const app = Fastify();
    installEnvelope(app, { bodyLimit: 1024 });
    app.post('/v2/app/probe', () => Promise.reject(error as Error));
    const res = await app.inject({ method: 'POST', url: '/v2/app/probe', headers: { 'accept-language': 'ja-JP' } });
    await app.close();
    expect(res.json()).toEqual({ code: 409, msg: catalogues['ja-JP'].errors.CONFLICT, data: { reason: 'CONFLICT' } });
  });
});
