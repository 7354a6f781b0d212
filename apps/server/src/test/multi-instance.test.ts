import { execFile } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { base32 } from '@scure/base';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createStaff, STAFF_COOKIE, totpCode } from '../modules/admin/index.ts';
import { staffUsers } from '../modules/admin/schema.ts';
import { tokyoDayOf } from '../modules/payments/index.ts';
import { machines } from '../modules/games/schema.ts';
import { CAPTCHA } from './accounts.ts';
import { freePort } from './private-postgres.ts';
import { RoundRobin, startBalancer, type Answer, type Balancer, type OutgoingRequest } from './round-robin.ts';
import { startS3, type LocalS3 } from './s3-server.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';

/**
 * Two real server processes on one PostgreSQL database, one Redis and one S3-compatible store
 * (issue 20), each with a data folder of its own, driven by a round-robin client as a load
 * balancer would: several players in parallel register, upload KYC photos, deposit through the
 * sandbox provider (whose webhooks go through the balancer too), play and withdraw, and the
 * console reviews it all. One instance is killed with SIGKILL while calls are in flight; the
 * client sends what failed on the way again, unchanged, to the survivor; the killed instance is
 * started again and the round robin resumes. At the end every balance is what the answers
 * imply, every KYC photo was served by an instance other than the one it was uploaded through,
 * nothing was kept on a local disk, and `npm run ledger:verify` passes.
 *
 * Runs with `npm run test:pg` when a Redis server is given too (TEST_DATABASE_URL and TEST_REDIS_URL).
 */
const databaseServer = testDatabaseServerUrl();
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

const PLAYERS = 6;
const ROUNDS = 4;
const MODEL = 'dragon-pearl'; // a video slot: its free spins are played inside the call, nothing is held after it
const BET = 20;
const DEPOSIT = 10_000;
const WITHDRAWALS = [2_000, 1_500];
const LOGIN_PASSWORD = 'Pachinko-Night-42';
const PAYMENT_PASSWORD = '246810';
/**
 * The instance killed (index): once KILL_AFTER_ANSWERS calls were answered, KILL_DELAY_MS after the
 * next round (the hot path: one transaction moving coins) leaves for it, so that round is in flight.
 */
const VICTIM = 1;
const KILL_AFTER_ANSWERS = 30;
const KILL_DURING = '/v2/app/game/play';
const KILL_DELAY_MS = 15;

interface Envelope {
  code: number;
  msg: string;
  data: any;
}
interface CallAnswer extends Answer {
  body: Envelope;
}

/** A random private address per client, sent as X-Forwarded-For (TRUST_PROXY=1): its own per-address budgets. */
function clientAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A browser's session: its own XSRF cookie (made by the client, as the web app does), address and token. */
class Client {
  token: string | undefined;
  private readonly xsrf = randomUUID();
  private readonly address = clientAddress();
  constructor(
    private readonly roundRobin: RoundRobin,
    private readonly staffCookie?: string,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookies = [`XSRF-TOKEN=${this.xsrf}`, ...(this.staffCookie ? [`${STAFF_COOKIE}=${this.staffCookie}`] : [])];
    return {
      'accept-language': 'en-US',
      cookie: cookies.join('; '),
      'x-xsrf-token': this.xsrf,
      'x-forwarded-for': this.address,
      ...(this.token ? { token: this.token } : {}),
      ...extra,
    };
  }

  send(request: OutgoingRequest, via?: number): Promise<Answer> {
    return this.roundRobin.send({ ...request, headers: this.headers(request.headers) }, { via });
  }

  /** POSTs a JSON call and parses the envelope. */
  async call(callPath: string, body: unknown = {}, via?: number): Promise<CallAnswer> {
    const answer = await this.send(
      { method: 'POST', path: callPath, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      via,
    );
    return { ...answer, body: parseEnvelope(callPath, answer) };
  }
}

function parseEnvelope(callPath: string, answer: Answer): Envelope {
  try {
    return JSON.parse(answer.bytes.toString('utf8')) as Envelope;
  } catch {
    throw new Error(`${callPath} answered ${answer.status} without an envelope: ${answer.bytes.toString('utf8').slice(0, 200)}`);
  }
}

function expectOk(step: string, answer: CallAnswer): Envelope['data'] {
  if (answer.body.code !== 200) {
    throw new Error(
      `${step} answered ${answer.status} ${answer.body.code} ${answer.body.data?.reason ?? ''}: ${answer.body.msg}`,
    );
  }
  return answer.body.data;
}

/** The failure of a call that was sent twice (the first attempt died with its instance) and whose first attempt took effect. */
function doneByFirstAttempt(answer: CallAnswer, reasons: string[]): boolean {
  return answer.attempts > 1 && answer.body.code !== 200 && reasons.includes(answer.body.data?.reason as string);
}

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not so after ${timeoutMs} ms`);
}

/** What one player did and what the answers imply. */
interface Player {
  index: number;
  account: string;
  email: string;
  client: Client;
  userId: string;
  kycId: string;
  kycVia: number;
  photo: Buffer;
  bankCardId: string;
  machineId: number;
  /** Coins the answers say the wallet holds: deposits paid, minus bets, plus wins, minus withdrawals. */
  expected: bigint;
  withdrawals: string[];
  replayedRounds: number;
}

const ALL_TICKED = {
  nameMatches: true,
  birthDateMatches: true,
  idNumberMatches: true,
  photoMatchesFace: true,
  documentNotExpired: true,
};

describe.runIf(databaseServer && redisUrl)('two server processes behind a round robin, one killed -9', () => {
  const databaseName = `amigo_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(databaseServer ?? 'postgres://localhost/postgres');
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const dataDirs: string[] = [];
  const instances: ServerProcess[] = [];
  let s3: LocalS3 | undefined;
  let balancer: Balancer | undefined;
  let database: Database | undefined;
  let roundRobin: RoundRobin;
  let databaseCreated = false;

  beforeAll(async () => {
    await withServer((client) => client.query(`create database ${databaseName}`));
    databaseCreated = true;
    s3 = await startS3();
    roundRobin = new RoundRobin(instances);
    balancer = await startBalancer(roundRobin);
    const cardKey = randomBytes(32).toString('base64');
    for (const name of ['A', 'B']) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `amigo-instance-${name}-`));
      dataDirs.push(dataDir);
      const { settings } = s3;
      instances.push(
        serverProcess(name, await freePort(), {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '5',
          REDIS_URL: redisUrl!,
          S3_BUCKET: settings.bucket,
          S3_ENDPOINT: settings.endpoint!,
          S3_REGION: settings.region,
          S3_ACCESS_KEY_ID: settings.accessKeyId!,
          S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: settings.prefix,
          CARD_ENCRYPTION_KEY: cardKey,
          CAPTCHA_TEST_ANSWER: CAPTCHA,
          TRUST_PROXY: '1',
          SEED_DEMO: 'false',
          PUBLIC_URL: balancer.url,
          SANDBOX_PAY_WEBHOOK_URL: `${balancer.url}/v2/hooks/sandbox`,
          SANDBOX_PAY_WEBHOOK_TIMEOUT_MS: '5000',
          // Players withdraw while their KYC is still pending (the console approves it at the end,
          // through the other instance): the rule that withdrawals need approved KYC is kyc.test.ts's.
          KYC_REQUIRED_FOR_WITHDRAWAL: 'false',
        }),
      );
    }
    // Both at once, as a deployment starts them: migrations are serialized by their advisory lock.
    await Promise.all(instances.map((instance) => instance.start()));
    database = await openDatabase({ kind: 'pg', url: databaseUrl }, { maxConnections: 2 });
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.stop('SIGKILL')));
    await Promise.allSettled([balancer?.close(), s3?.stop(), database?.close()]);
    if (databaseCreated) await withServer((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseServer });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** A member's KYC photos: solid colours of the player's own, so each player's photo is told apart. */
  async function kycForm(index: number): Promise<{ body: Buffer; contentType: string }> {
    const colour = `#${(0x203040 + index * 0x151515).toString(16).padStart(6, '0')}`;
    const form = new FormData();
    for (const [side, width] of [
      ['front', 64],
      ['back', 72],
      ['handheld', 80],
    ] as const) {
      const bytes = await sharp({ create: { width, height: 48, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      form.append(side, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${side}.jpg`);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
  }

  /** Another instance than `index` when one is up (the cross-instance reads), else any. */
  function otherThan(index: number): number | undefined {
    const other = instances.findIndex((_, candidate) => candidate !== index && roundRobin.isUp(candidate));
    return other === -1 ? undefined : other;
  }

  async function kycPhoto(client: Client, callPath: string, body: unknown, via: number | undefined) {
    const answer = await client.send(
      { method: 'POST', path: callPath, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      via,
    );
    if (answer.status !== 200 || answer.headers.get('content-type') !== 'image/jpeg') {
      throw new Error(`${callPath} answered ${answer.status}: ${answer.bytes.toString('utf8').slice(0, 200)}`);
    }
    return answer;
  }

  async function register(index: number): Promise<Player> {
    const client = new Client(roundRobin);
    const account = `mi${randomBytes(5).toString('hex')}`;
    const email = `${account}@example.test`;
    const sent = await client.call('/v2/app/register/send/email/code', { email });
    if (!doneByFirstAttempt(sent, ['RESEND_TOO_SOON'])) expectOk('register/send/email/code', sent);
    // The code is in the shared outbox (mail_outbox), whichever instance reads it.
    const outbox = await client.send({ method: 'GET', path: `/dev/outbox?to=${encodeURIComponent(email)}` });
    const mails = parseEnvelope('/dev/outbox', outbox).data as { text: string }[];
    const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    expectOk('register/valid', await client.call('/v2/app/register/valid', { email, code, acceptTerms: true }));
    const registered = await client.call('/v2/app/register/user', { account, email, password: LOGIN_PASSWORD, code });
    if (registered.body.code === 200) client.token = registered.body.data.token as string;
    else if (registered.attempts > 1) {
      // The first attempt created the member before its instance died: the code is spent, so sign in.
      const captcha = expectOk('auth/get', await client.call('/v2/app/auth/get'));
      const login = await client.call('/v2/app/auth/login', {
        account,
        password: LOGIN_PASSWORD,
        uuid: captcha.uuid,
        qrcode: CAPTCHA,
      });
      client.token = expectOk('auth/login', login).token as string;
    } else expectOk('register/user', registered);
    // Signing in again: the captcha comes from one instance, the sign-in goes to the next, and the
    // answered captcha is spent everywhere (the first player tries it on the other instance too).
    const captcha = await client.call('/v2/app/auth/get');
    const login = await client.call('/v2/app/auth/login', {
      account,
      password: LOGIN_PASSWORD,
      uuid: expectOk('auth/get', captcha).uuid,
      qrcode: CAPTCHA,
    });
    client.token = expectOk('auth/login', login).token as string;
    if (index === 0) {
      const again = await client.call(
        '/v2/app/auth/login',
        { account, password: LOGIN_PASSWORD, uuid: captcha.body.data.uuid, qrcode: CAPTCHA },
        otherThan(login.via),
      );
      expect(again.body.code).not.toBe(200);
    }
    const info = expectOk('user/info', await client.call('/v2/app/user/info'));
    // What a KYC approval checks the documents against: legal name, birth date, ID number.
    const profile = { lastName: 'Yamada', firstName: 'Taro', pinyinName: 'ヤマダ タロウ', birthDate: '1990-04-01' };
    expectOk('user/update', await client.call('/v2/app/user/update', profile));
    expectOk('user/update/idNumber', await client.call('/v2/app/user/update/idNumber', { idNumber: `AB${100000 + index}` }));
    return {
      index,
      account,
      email,
      client,
      userId: info.id as string,
      kycId: '',
      kycVia: -1,
      photo: Buffer.alloc(0),
      bankCardId: '',
      machineId: 0,
      expected: 0n,
      withdrawals: [],
      replayedRounds: 0,
    };
  }

  /** KYC photos uploaded through one instance, read back by the member through another. */
  async function uploadKyc(player: Player): Promise<void> {
    const { client } = player;
    const form = await kycForm(player.index);
    const raw = await client.send({
      method: 'POST',
      path: '/v2/app/user/kyc/add',
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    const uploaded = { ...raw, body: parseEnvelope('user/kyc/add', raw) };
    // The instance that stored the photos: the first, when it did so before dying, else the one that answered.
    if (doneByFirstAttempt(uploaded, ['KYC_ALREADY_PENDING'])) {
      player.kycId = expectOk('user/kyc/latest', await client.call('/v2/app/user/kyc/latest')).id as string;
      player.kycVia = uploaded.firstVia;
    } else {
      player.kycId = expectOk('user/kyc/add', uploaded).id as string;
      player.kycVia = uploaded.via;
    }
    const read = await kycPhoto(client, '/v2/app/user/kyc/image', { id: player.kycId, side: 'front' }, otherThan(player.kycVia));
    player.photo = read.bytes;
    const { width, height } = await sharp(read.bytes).metadata();
    expect({ width, height }).toEqual({ width: 64, height: 48 });
  }

  async function setPaymentPassword(player: Player): Promise<void> {
    const answer = await player.client.call('/v2/app/auth/password/update/payment', {
      loginPassword: LOGIN_PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
    });
    if (answer.body.code === 200) return;
    // Set by the first attempt: the retry was asked for the old payment password.
    const info = expectOk('user/info', await player.client.call('/v2/app/user/info'));
    if (answer.attempts === 1 || info.hasPaymentPassword !== true) expectOk('auth/password/update/payment', answer);
  }

  /** A sandbox deposit: the order on one instance, the checkout's pay button on the next, the webhook through the balancer. */
  /**
   * An answer lost on the way back: the client sends the same request (same idempotency key)
   * again, to the instance that answered and to another one. Both answer the first outcome.
   */
  async function sendAgain(player: Player, callPath: string, body: unknown, first: CallAnswer): Promise<Envelope['data'][]> {
    const again: Envelope['data'][] = [];
    for (const via of [first.via, otherThan(first.via)]) {
      again.push(expectOk(`${callPath} again`, await player.client.call(callPath, body, via)));
    }
    return again;
  }

  async function deposit(player: Player): Promise<void> {
    const { client } = player;
    const request = { channel: 'sandbox', amount: DEPOSIT, idempotencyKey: randomUUID() };
    const opened = await client.call('/v2/app/pay/order', request);
    const order = expectOk('pay/order', opened).order as { orderSn: string };
    for (const again of await sendAgain(player, '/v2/app/pay/order', request, opened)) {
      expect(again.order.orderSn).toBe(order.orderSn);
    }
    const page = await client.send({ method: 'GET', path: `/sandbox-pay/${order.orderSn}` });
    expect(page.status).toBe(200);
    const pressed = await client.send({
      method: 'POST',
      path: `/sandbox-pay/${order.orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(303);
    // Paid once the webhook is acknowledged by some instance (or, after a kill, redelivered by the survivor).
    const paid = await eventually(`deposit ${order.orderSn} paid`, async () => {
      const answer = expectOk('pay/query', await client.call('/v2/app/pay/query', { orderSn: order.orderSn }));
      return answer.status === 'paid' ? (answer as { coins: number }) : undefined;
    });
    player.expected += BigInt(paid.coins);
  }

  /** A seat and a few rounds, each call on the next instance; a round sent again with its key counts once. */
  async function play(player: Player, options: { loseLastAnswer?: boolean } = {}): Promise<void> {
    const { client } = player;
    const floor = expectOk('game/floor', await client.call('/v2/app/game/floor', { modelCode: MODEL }));
    expect((floor as { machineId: number }[]).map((machine) => machine.machineId)).toContain(player.machineId);
    expectOk('game/seat/take', await client.call('/v2/app/game/seat/take', { machineId: player.machineId }));
    for (let round = 0; round < ROUNDS; round += 1) {
      const request = { machineId: player.machineId, bet: BET, idempotencyKey: randomUUID() };
      const answer = await client.call('/v2/app/game/play', request);
      const result = expectOk('game/play', answer);
      expect(result.state).toBeNull();
      player.expected += BigInt(result.win) - BigInt(result.bet);
      if (result.replayed) player.replayedRounds += 1;
      expect(BigInt(result.balance)).toBe(player.expected);
      if (options.loseLastAnswer && round === ROUNDS - 1) {
        for (const again of await sendAgain(player, '/v2/app/game/play', request, answer)) {
          expect(again).toMatchObject({ replayed: true, recordId: result.recordId, win: result.win, balance: result.balance });
        }
      }
    }
    expectOk('game/seat/leave', await client.call('/v2/app/game/seat/leave'));
  }

  async function bindCard(player: Player): Promise<void> {
    const answer = await player.client.call('/v2/app/user/bank/save', {
      bankCode: '0005',
      branchCode: '123',
      branchName: '新宿',
      accountNumber: String(1_000_000 + player.index),
      holderFirstName: 'Taro',
      holderLastName: 'Yamada',
      holderKanaName: 'ヤマダ タロウ',
    });
    if (doneByFirstAttempt(answer, ['BANK_CARD_DUPLICATE'])) {
      const cards = expectOk('user/bank/list', await player.client.call('/v2/app/user/bank/list')) as { id: string }[];
      player.bankCardId = String(cards[0]!.id);
    } else player.bankCardId = String(expectOk('user/bank/save', answer).id);
  }

  async function withdraw(player: Player, amount: number, options: { loseAnswer?: boolean } = {}): Promise<void> {
    const request = { amount, bankCardId: player.bankCardId, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() };
    const answer = await player.client.call('/v2/app/draw/withdraw', request);
    const order = expectOk('draw/withdraw', answer);
    expect(order.status).toBe('review');
    if (options.loseAnswer) {
      for (const again of await sendAgain(player, '/v2/app/draw/withdraw', request, answer)) {
        expect(again.orderSn).toBe(order.orderSn);
      }
    }
    player.expected -= BigInt(amount);
    player.withdrawals.push(order.orderSn as string);
  }

  it('keeps every player whole and the ledger verified while one instance is killed -9 mid-run and comes back', async () => {
    try {
      await run();
    } catch (error) {
      // The instances' own words: what they logged last (warnings and errors) is what explains a failure.
      const logs = instances.map((instance) => `--- ${instance.name} (last lines)\n${instance.tail(30)}`).join('\n');
      if (error instanceof Error) error.message += `\n${logs}`;
      throw error;
    }
  }, 300_000);

  async function run(): Promise<void> {
    const started = Date.now();
    const timings: Record<string, number> = {};
    const mark = (what: string) => (timings[what] = Math.round((Date.now() - started) / 100) / 10);
    const db = database!.db;
    // Both instances share the rate limit in Redis (not each its own in memory).
    for (const instance of instances) {
      const ready = (await (await fetch(`${instance.baseUrl}/readyz`)).json()) as Record<string, string>;
      expect(ready).toMatchObject({ status: 'ready', database: 'pg', redis: 'up' });
    }

    // The floor (a machine per player) and an operator enrolled in TOTP, on the database directly.
    const floor = await db
      .insert(machines)
      .values(Array.from({ length: PLAYERS }, () => ({ modelCode: MODEL, setting: 1 })))
      .returning({ id: machines.id });
    const staffPassword = `Staff-${randomBytes(8).toString('hex')}`;
    const staffAccount = await createStaff(db, {
      username: `mi${randomBytes(4).toString('hex')}`,
      displayName: 'Multi-instance reviewer',
      password: staffPassword,
      roles: ['finance', 'compliance'],
      by: { id: null, username: 'test' },
      ip: null,
      now: new Date(),
    });
    const totpSecret = base32.encode(randomBytes(20));
    await db
      .update(staffUsers)
      .set({ totpSecret, totpEnabledAt: new Date() })
      .where(eq(staffUsers.id, BigInt(staffAccount.id)));
    const signInRequest: OutgoingRequest = {
      method: 'POST',
      path: '/v2/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: staffAccount.username, password: staffPassword, code: totpCode(totpSecret, new Date()) }),
    };
    const signIn = await new Client(roundRobin).send(signInRequest);
    expect(parseEnvelope('admin/auth/login', signIn).code).toBe(200);
    // The TOTP step just used is spent on every instance, not only on the one that took it.
    const replayed = await new Client(roundRobin).send(signInRequest, otherThan(signIn.via));
    expect(parseEnvelope('admin/auth/login', replayed).code).not.toBe(200);
    const staffCookie = signIn.headers
      .getSetCookie()
      .map((line) => new RegExp(`^${STAFF_COOKIE}=([^;]+)`).exec(line)?.[1])
      .find(Boolean);
    expect(staffCookie).toBeTruthy();
    const console_ = new Client(roundRobin, staffCookie);
    mark('ready');

    // The killer: once the run is under way, the next round sent to the victim is in flight
    // when the victim gets SIGKILL (a moment after it left, so the instance is working on it);
    // then the victim is started again, with its own data folder, and rejoins the round robin.
    let killedDuring = '';
    let answeredAtKill = 0;
    let inFlightAtKill = 0;
    let triggerKill: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => (triggerKill = resolve));
    roundRobin.onDispatch = (index, request) => {
      if (index !== VICTIM || killedDuring || roundRobin.answered < KILL_AFTER_ANSWERS) return;
      if (request.path !== KILL_DURING) return;
      killedDuring = request.path;
      setTimeout(triggerKill, KILL_DELAY_MS);
    };
    const killer = (async () => {
      await killed;
      answeredAtKill = roundRobin.answered;
      inFlightAtKill = roundRobin.inFlight[VICTIM] ?? 0;
      await instances[VICTIM]!.stop('SIGKILL');
      mark('killed');
      await instances[VICTIM]!.start();
      mark('restarted');
    })();

    // Phase 1, every player at once: register, KYC, deposit, play, card, withdraw.
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, index) => {
        const player = await register(index);
        player.machineId = floor[index]!.id;
        await uploadKyc(player);
        await setPaymentPassword(player);
        await deposit(player);
        await play(player);
        await bindCard(player);
        await withdraw(player, WITHDRAWALS[0]!);
        return player;
      }),
    );
    mark('phase 1 done');
    expect(killedDuring, 'no money call went to the victim after the first answers').not.toBe('');
    await killer;
    expect(roundRobin.failures.length).toBeGreaterThan(0);

    // Phase 2, with both instances in the round robin again: more rounds and a second withdrawal.
    await eventually('the victim back in the round robin', async () => roundRobin.isUp(VICTIM) || undefined);
    const phase2From = roundRobin.statuses.length;
    await Promise.all(
      players.map(async (player) => {
        await play(player, { loseLastAnswer: true });
        await withdraw(player, WITHDRAWALS[1]!, { loseAnswer: true });
      }),
    );
    mark('phase 2 done');
    expect(new Set(roundRobin.statuses.slice(phase2From).map((answer) => answer.instance))).toEqual(new Set(['A', 'B']));

    // The console: every KYC photo through an instance other than the one it was uploaded
    // through (each has its own data folder), approved; every withdrawal approved, then paid.
    const pending = expectOk('admin/kyc/list', await console_.call('/v2/admin/kyc/list', { status: 'pending', pageSize: 50 }));
    expect((pending.list as { id: string }[]).map((item) => item.id).sort()).toEqual(players.map((p) => p.kycId).sort());
    for (const player of players) {
      const other = otherThan(player.kycVia);
      expect(other).toBeDefined();
      const photo = await kycPhoto(console_, '/v2/admin/kyc/image', { id: player.kycId, side: 'front' }, other);
      expect(photo.via).not.toBe(player.kycVia);
      expect(photo.bytes.equals(player.photo)).toBe(true);
      const decided = expectOk(
        'admin/kyc/decide',
        await console_.call('/v2/admin/kyc/decide', { id: player.kycId, decision: 'approved', checklist: ALL_TICKED }),
      );
      expect(decided.item.status).toBe('approved');
    }
    const queue = expectOk(
      'admin/withdrawal/list',
      await console_.call('/v2/admin/withdrawal/list', { status: 'review', pageSize: 50 }),
    );
    expect((queue.list as { orderSn: string }[]).map((item) => item.orderSn).sort()).toEqual(
      players.flatMap((p) => p.withdrawals).sort(),
    );
    for (const orderSn of players.flatMap((p) => p.withdrawals)) {
      for (const action of ['approve', 'paid'] as const) {
        const paid = action === 'paid' ? { reference: `MI-${orderSn.slice(-6)}`, paidOn: tokyoDayOf(new Date()) } : {};
        const answer = await console_.call('/v2/admin/withdrawal/decide', { orderSn, action, ...paid });
        if (!doneByFirstAttempt(answer, ['ORDER_NOT_PENDING'])) expectOk(`admin/withdrawal/decide ${action}`, answer);
      }
    }
    mark('console done');

    // Every player is whole: the balance is what the answers implied, the KYC approved, the withdrawals paid.
    for (const player of players) {
      const info = expectOk('user/info', await player.client.call('/v2/app/user/info'));
      expect({ account: player.account, balance: BigInt(info.balance), kyc: info.kycStatus }).toEqual({
        account: player.account,
        balance: player.expected,
        kyc: 'approved',
      });
      const draws = expectOk('draw/list', await player.client.call('/v2/app/draw/list', { pageSize: 10 }));
      expect((draws.list as { status: string }[]).map((order) => order.status)).toEqual(WITHDRAWALS.map(() => 'success'));
    }

    // Signing out on one instance ends the session on every one.
    for (const player of players) {
      const out = await player.client.call('/v2/app/auth/logout');
      expectOk('auth/logout', out);
      expect((await player.client.call('/v2/app/user/info', {}, otherThan(out.via))).body.code).toBe(401);
    }

    // Nothing was answered 500 (failed attempts died on the way, with their instance); the uploads
    // are in the object store and on no instance's disk.
    expect(roundRobin.statuses.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const dataDir of dataDirs) {
      const uploads = path.join(dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    }
    const store = new S3Client({
      endpoint: s3!.settings.endpoint,
      region: s3!.settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const objects = await store.send(new ListObjectsV2Command({ Bucket: s3!.settings.bucket, Prefix: s3!.settings.prefix }));
    store.destroy();
    expect(objects.KeyCount ?? 0).toBeGreaterThanOrEqual(PLAYERS * 3);

    // What operators run: npm run ledger:verify, as its own process on the database.
    const verified = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../cli/ledger-verify.ts')],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDirs[0]!,
        },
        timeout: 60_000,
      },
    ).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
      throw new Error(`ledger:verify exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
    });
    expect(verified.stdout).toContain('ledger: OK');
    mark('verified');

    const retried = roundRobin.failures.length;
    const failedOn = new Map<string, number>();
    for (const failure of roundRobin.failures) {
      const call = `${failure.instance} ${failure.path.replace(/\/D\w+\//, '/…/')}`;
      failedOn.set(call, (failedOn.get(call) ?? 0) + 1);
    }
    console.info(
      `multi-instance: ${PLAYERS} players, ${roundRobin.answered} answers, ${inFlightAtKill} call(s) in flight on ` +
        `${instances[VICTIM]!.name} at the kill (after ${answeredAtKill} answers, during ${killedDuring}), ${retried} attempt(s) failed on the way ` +
        `and were sent again (${[...failedOn].map(([call, n]) => `${call} ×${n}`).join(', ')}), ${players.reduce((n, p) => n + p.replayedRounds, 0)} round(s) replayed by key; ` +
        `timings (s): ${JSON.stringify(timings)}`,
    );
  }
});
