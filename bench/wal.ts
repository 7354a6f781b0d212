/**
 * Write volume of the hot path, for the storage and replication lines of the capacity plan
 * (docs/scale.md §5.4): WAL bytes and stored bytes per round and per deposit, measured through the public API on a PostgreSQL cluster of the benchmark's own (so no
 * other database's writes count in the WAL). Bytes, not seconds: the figures hold on a busy
 * machine. Needs root and Debian's PostgreSQL 15 server programs, like the failover test.
 *
 *   npm run bench:wal          (BENCH_ROUNDS=2000 by default; BENCH_DRY_RUN=1 prints only)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { MODELS } from '@amigo/games';
import pg from 'pg';
import { CAPTCHA, login, registerMember } from '../apps/server/src/test/accounts.ts';
import { firstFree } from '../apps/server/src/test/free-machine.ts';
import { stockFloor } from '../apps/server/src/test/player-journey.ts';
import { canStartPrivateCluster, createPrivateCluster } from '../apps/server/src/test/private-postgres.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/test-app.ts';
import { verifyLedger } from '../apps/server/src/modules/wallet/index.ts';
import { writeBenchSection } from './report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const WARMUP = 200;
const ORDERS = 50;

if (!canStartPrivateCluster())
  throw new Error('bench:wal needs root and /usr/lib/postgresql/15/bin (apt-get install postgresql-15)');

const cluster = await createPrivateCluster();
await cluster.start();
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
let t: TestApp | undefined;
try {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA }, { databaseServerUrl: cluster.url });
  await stockFloor(t);
  const database = (t.app.config.database as { url: string }).url.split('/').pop()!;
  const app = t;

  /** WAL written and bytes stored in the app's database while `work` runs. */
  async function measure(work: () => Promise<void>) {
    const before = await volume();
    await work();
    const after = await volume();
    return { wal: after.wal - before.wal, stored: after.stored - before.stored };
  }
  async function volume() {
    const { rows } = await admin.query<{ wal: string; stored: string }>(
      `select pg_current_wal_insert_lsn() - '0/0'::pg_lsn as wal, pg_database_size($1) as stored`,
      [database],
    );
    return { wal: Number(rows[0]!.wal), stored: Number(rows[0]!.stored) };
  }

  const account = `w${randomBytes(5).toString('hex')}`;
  const registered = await registerMember(app, { account, email: `${account}@example.test` });
  const token = (await login(app, account, registered.password)).body.data.token as string;
  const call = async (path: string, body: object) => {
    const res = await app.call(path, body, { token });
    if (res.body.code !== 200) throw new Error(`${path} answered ${res.body.code}: ${res.body.msg}`);
    return res.body.data;
  };
  const deposit = async () => {
    const order = await call('/v2/app/pay/order', { channel: 'sandbox', amount: 50_000, idempotencyKey: randomUUID() });
    const paid = await app.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${order.order.orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    if (paid.statusCode !== 303) throw new Error(`sandbox pay answered ${paid.statusCode}`);
  };
  const model = MODELS.find((m) => m.type === 'slot') ?? MODELS[0]!;
  const bet = model.betOptions[0]!;

  await deposit();
  const floor = await call('/v2/app/game/floor', { type: model.type, modelCode: model.code, freeOnly: true });
  const machineId = firstFree(floor);
  await call('/v2/app/game/seat/take', { machineId });
  const round = () => call('/v2/app/game/play', { machineId, bet, idempotencyKey: randomUUID() });
  for (let i = 0; i < WARMUP; i++) await round();
  // Steady state: a checkpoint now would make the first touch of every page a full-page image.
  await admin.query('checkpoint');

  const rounds = await measure(async () => {
    for (let i = 0; i < ROUNDS; i++) await round();
  });
  const deposits = await measure(async () => {
    for (let i = 0; i < ORDERS; i++) await deposit();
  });
  const ledger = await verifyLedger(t.app.database.db);
  if (ledger.problems.length > 0) throw new Error(`ledger: ${ledger.problems.join('; ')}`);

  const per = (x: { wal: number; stored: number }, n: number) => ({
    wal: Math.round(x.wal / n),
    stored: Math.round(x.stored / n),
  });
  const r = per(rounds, ROUNDS);
  const d = per(deposits, ORDERS);
  const { rows: version } = await admin.query<{ v: string }>('select version() as v');
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const lines = [
    `Command: \`npm run bench:wal\` (BENCH_ROUNDS=${ROUNDS}; ${WARMUP} warm-up rounds, then a CHECKPOINT, then the`,
    `measured rounds one after another through the API; then ${ORDERS} sandbox deposits, each an order and its`,
    `paid webhook). A private ${version[0]!.v.split(' on ')[0]} cluster (initdb defaults: full_page_writes on,`,
    `wal_level replica) that only this run writes. Machine: ${os.cpus().length} × ${cpu}, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; bytes do not depend on load.`,
    '',
    '| per | WAL bytes | database growth (bytes) |',
    '|---|---:|---:|',
    `| round (${model.code}, bet ${bet}) | ${r.wal} | ${r.stored} |`,
    `| deposit (order + paid webhook) | ${d.wal} | ${d.stored} |`,
    '',
    'Database growth counts whole 8 kB pages as tables and indexes extend, so it is an average over',
    'the run; WAL includes the full-page images of pages first touched after the checkpoint.',
  ];
  console.log(lines.join('\n'));
  writeBenchSection('wal', 'Write volume: WAL and storage per round and per deposit', lines.join('\n'));
} finally {
  await t?.close();
  await admin.end();
  await cluster.destroy();
}
