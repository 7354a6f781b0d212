import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { adminCalls as c } from '@amigo/contract';
import { MODELS } from '@amigo/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type KycRules } from '../../config.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { agent, member, PAYMENT_PASSWORD, round } from '../agents/test-fixtures.ts';
import { settleAgentRebates } from '../agents/index.ts';
import { hashPassword } from '../auth/index.ts';
import { verifyCryptoOrders } from '../crypto/index.ts';
import { cryptoWithdrawals } from '../crypto/schema.ts';
import { chainSandboxTransfer, heldChainDeposit } from '../crypto/test-fixtures.ts';
import { machines } from '../games/schema.ts';
import { completeDepositRefund, decideWithdrawal, settleDeposit, startDepositRefund, verifyOrders } from '../payments/index.ts';
import { withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { firstFree } from '../../test/free-machine.ts';
import { saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer, transferMany, verifyLedger } from '../wallet/index.ts';
import { approveKycForTest } from './test-fixtures.ts';

/**
 * Issue 26 §3: the withdrawal turnover and the KYC deposit thresholds count every inflow of the
 * wallet, whatever path credited it (wallet/sql/ledger_turnover_class.sql), and coins moved between
 * members carry their unplayed share. The matrix: each credit path × each withdrawal path (bank,
 * crypto): unplayed, the withdrawal is refused `TURNOVER_REQUIRED` and holds nothing; once the
 * required coins are played it goes through. Then the paths that are not inflows (wins, returned
 * withdrawals), shares carried by transfers both ways, and the KYC deposit thresholds.
 */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (path: string) => HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
const TRON_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TURNOVER: KycRules = {
  withdrawalRequiresKyc: true,
  depositAbove: 0,
  cumulativeDepositAbove: 0,
  withdrawalTurnoverPercent: 100,
};
const THRESHOLDS: KycRules = {
  withdrawalRequiresKyc: true,
  depositAbove: 0,
  cumulativeDepositAbove: 20_000,
  withdrawalTurnoverPercent: 0,
};

let t: TestApp;
let thresholds: TestApp;
let finance: TestStaff;
beforeAll(async () => {
  const crypto = {
    ...testConfig().crypto,
    xpubs: XPUBS,
    fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
  };
  [t, thresholds] = await Promise.all([
    createTestApp({ crypto, kycRules: TURNOVER }),
    createTestApp({ crypto, kycRules: THRESHOLDS }),
  ]);
  finance = await signedInStaff(t, ['finance']);
  const slot = MODELS.find((model) => model.type === 'slot')!;
  await t.app.database.db
    .insert(machines)
    .values(Array.from({ length: 4 }, () => ({ modelCode: slot.code, setting: slot.defaultSetting })));
}, 120_000);
afterAll(async () => {
  for (const app of [t, thresholds]) {
    const { db } = app.app.database;
    expect((await verifyLedger(db)).problems).toEqual([]);
    expect(await verifyOrders(db)).toEqual([]);
    expect(await verifyCryptoOrders(db)).toEqual([]);
  }
  await Promise.all([t.close(), thresholds.close()]);
});

interface Withdrawer extends TestMember {
  cardId: string;
}

/** The member made ready to withdraw (approved KYC, the payment password, a card in their verified name). */
async function ready(app: TestApp, m: TestMember): Promise<Withdrawer> {
  const { db } = app.app.database;
  await db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) })
    .where(eq(users.id, m.userId));
  await approveKycForTest(db, m.userId);
  const accountNumber = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return { ...m, cardId: await saveTestBankCard(app, m.token, { accountNumber }) };
}

type WithdrawalPath = 'bank' | 'crypto';
const WITHDRAWAL_PATHS: WithdrawalPath[] = ['bank', 'crypto'];

/** 3,000 coins by bank, or 20 USDT (3,000 coins and the fee) by crypto. */
function withdraw(path: WithdrawalPath, m: Withdrawer) {
  return path === 'bank'
    ? t.call(
        '/v2/app/draw/withdraw',
        { amount: 3_000, bankCardId: m.cardId, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() },
        { token: m.token, lang: 'en-US' },
      )
    : t.call(
        '/v2/cpp/coins/withdraw',
        {
          coin: 'USDT',
          network: 'TRC20',
          address: TRON_TO,
          amount: '20',
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: randomUUID(),
        },
        { token: m.token, lang: 'en-US' },
      );
}

async function withdrawalsOf(m: TestMember): Promise<number> {
  const { db } = t.app.database;
  const bank = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.userId, m.userId));
  const chain = await db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.userId, m.userId));
  return bank.length + chain.length;
}

/** A round that pays its stake back, as the games module posts it: a `bet` and an equal `win`. */
async function play(app: TestApp, m: TestMember, coins: number) {
  const key = `test-round:${randomUUID()}`;
  await app.app.database.db.transaction(async (tx) => {
    const wallet = await ensureUserWallet(tx, m.userId);
    const bank = await systemAccount(tx, 'game_bank', m.userId);
    await transferMany(tx, [
      { id: `${key}:bet`, from: wallet, to: bank, amount: BigInt(coins), reason: 'bet', ref: key },
      { id: `${key}:win`, from: bank, to: wallet, amount: BigInt(coins), reason: 'win', ref: key },
    ]);
  });
}

const turnoverOf = async (app: TestApp, m: TestMember) =>
  (await app.call('/v2/app/user/kyc/requirements', {}, { token: m.token })).body.data.turnover as {
    deposited: number;
    required: number;
    bet: number;
    remaining: number;
  };

/** A sandbox deposit, paid by the use case the provider's webhook runs (payments' settleDeposit). */
async function bankDeposit(app: TestApp, m: TestMember, amount: number) {
  const opened = await app.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  expect(opened.body.code, opened.body.msg).toBe(200);
  const orderSn = opened.body.data.order.orderSn as string;
  const settled = await app.app.database.db.transaction((tx) =>
    settleDeposit(tx, { orderSn, outcome: 'paid', reported: { amount: BigInt(amount), currency: 'JPY' }, now: new Date() }),
  );
  expect(settled).toEqual({ changed: true, mismatch: false });
  return orderSn;
}

/** `usdt` USDT on TRC20 to the member's address through the signed chain simulator (150 coins each). */
async function chainDeposit(app: TestApp, m: TestMember, usdt: string): Promise<string> {
  const address = (await app.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token })).body
    .data.address as string;
  const hook = await chainSandboxTransfer(app, {
    txid: randomBytes(32).toString('hex'),
    index: 0,
    network: 'TRC20',
    coin: 'USDT',
    address,
    amount: usdt,
    confirmations: 20,
  });
  return hook.data.status;
}

/** An agent's transfer to their direct subordinate (or a take-back), through the player call. */
async function agentTransfer(
  app: TestApp,
  direction: 'to_member' | 'from_member',
  from: TestMember,
  to: TestMember,
  amount: number,
) {
  const path = direction === 'to_member' ? '/v2/app/agent/type/member/transfer' : '/v2/app/agent/type/member/transfer/decrease';
  const moved = await app.call(
    path,
    { userId: String(to.userId), amount, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() },
    { token: from.token, lang: 'en-US' },
  );
  expect(moved.body.code, moved.body.msg).toBe(200);
}

/**
 * Two agents paid a day's rebate by the real settlement (one run: the rollup reads each record
 * once): each one's player deposited and lost 200,000 that day, 3 % of which is the agent's.
 */
let rebatedAgents: Promise<TestMember[]> | undefined;
async function rebateTwoAgents(): Promise<TestMember[]> {
  const day = '2026-02-02';
  const agents: TestMember[] = [];
  for (let i = 0; i < 2; i += 1) {
    const a = await agent(t);
    const player = await member(t, a);
    await bankDeposit(t, player, 200_000);
    await round(t, player.userId, 200_000, 0, new Date(`${day}T03:00:00Z`));
    agents.push(a);
  }
  const settled = await settleAgentRebates(t.app.database.db, { day, ratesBps: [300], now: new Date() });
  expect(settled).toMatchObject({ paid: 2, amount: 12_000 });
  return agents;
}

/**
 * Every path that credits a member's wallet with coins they have not played, each through its
 * own use case or call; `coins` is what it credited, all of which must be played before a
 * withdrawal (the turnover is 100 %).
 */
const CREDIT_PATHS: Array<{ name: string; credit: () => Promise<{ m: Withdrawer; coins: number }> }> = [
  {
    name: 'a bank deposit paid by the provider',
    credit: async () => {
      const m = await ready(t, await member(t));
      await bankDeposit(t, m, 20_000);
      return { m, coins: 20_000 };
    },
  },
  {
    name: 'a manual bank deposit confirmed by finance',
    credit: async () => {
      const m = await ready(t, await member(t));
      const opened = await t.call(
        '/v2/app/pay/order',
        { channel: 'manual_bank', amount: 20_000, currency: 'JPY', idempotencyKey: randomUUID() },
        { token: m.token },
      );
      const orderSn = opened.body.data.order.orderSn as string;
      const paid = await adminCall(t, c.adminDepositDecide.path, { orderSn, outcome: 'paid' }, { cookie: finance.cookie });
      expect(paid.body.code, paid.body.msg).toBe(200);
      return { m, coins: 20_000 };
    },
  },
  {
    name: 'a chain deposit',
    credit: async () => {
      const m = await ready(t, await member(t));
      expect(await chainDeposit(t, m, '100')).toBe('credited');
      return { m, coins: 15_000 };
    },
  },
  {
    name: 'a held chain deposit credited by finance',
    credit: async () => {
      const { m, orderSn } = await heldChainDeposit(t);
      const credited = await adminCall(t, c.adminCryptoDepositCreditHeld.path, { orderSn }, { cookie: finance.cookie });
      expect(credited.body.code, credited.body.msg).toBe(200);
      return { m: await ready(t, m), coins: 15_000 };
    },
  },
  {
    name: "an operator's balance adjustment",
    credit: async () => {
      const m = await ready(t, await member(t));
      const adjusted = await adminCall(
        t,
        c.adminAdjustBalance.path,
        { userId: String(m.userId), amount: 8_000, reason: 'Goodwill', idempotencyKey: randomUUID() },
        { cookie: finance.cookie },
      );
      expect(adjusted.body.data?.status, adjusted.body.msg).toBe('applied');
      return { m, coins: 8_000 };
    },
  },
  {
    name: 'a migrated legacy balance',
    credit: async () => {
      const m = await ready(t, await member(t));
      // As migration-flow.ts's confirm posts it: from the member's `migration` row, reason `migration`.
      await t.app.database.db.transaction(async (tx) =>
        transfer(tx, {
          id: `migration:test-${randomUUID()}`,
          from: await systemAccount(tx, 'migration', m.userId),
          to: await ensureUserWallet(tx, m.userId),
          amount: 9_000n,
          reason: 'migration',
          ref: 'legacy:test',
        }),
      );
      return { m, coins: 9_000 };
    },
  },
  {
    name: "an agent's rebate",
    credit: async () => {
      rebatedAgents ??= rebateTwoAgents();
      const a = (await rebatedAgents).pop()!;
      return { m: await ready(t, a), coins: 6_000 };
    },
  },
  {
    name: "an agent's transfer of deposited coins to a KYC-verified subordinate (the reported attack)",
    credit: async () => {
      const a = await agent(t);
      const m = await ready(t, await member(t, a));
      await bankDeposit(t, a, 20_000);
      await agentTransfer(t, 'to_member', a, m, 20_000);
      return { m, coins: 20_000 };
    },
  },
  {
    name: 'a deposit refund that failed',
    credit: async () => {
      const m = await ready(t, await member(t));
      const orderSn = await bankDeposit(t, m, 20_000);
      // Played before the refund: the returned coins are under the rule again all the same.
      await play(t, m, 20_000);
      const { db } = t.app.database;
      await startDepositRefund(db, { orderSn, reason: 'paid twice', now: new Date() });
      await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
      return { m, coins: 20_000 };
    },
  },
];

describe.each(CREDIT_PATHS)('coins credited by $name', ({ credit }) => {
  it.each(WITHDRAWAL_PATHS)('are refused for a %s withdrawal until played, then allowed', async (path) => {
    const { m, coins } = await credit();
    const balance = await getBalance(t.app.database.db, m.userId);
    const refused = await withdraw(path, m);
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'TURNOVER_REQUIRED', params: { remaining: coins } } });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(balance);
    expect(await withdrawalsOf(m)).toBe(0);
    expect(await turnoverOf(t, m)).toEqual({ percent: 100, deposited: coins, required: coins, bet: 0, remaining: coins });

    await play(t, m, coins - 1);
    expect((await withdraw(path, m)).body.data).toMatchObject({ reason: 'TURNOVER_REQUIRED', params: { remaining: 1 } });
    await play(t, m, 1);
    const allowed = await withdraw(path, m);
    expect(allowed.body.code, allowed.body.msg).toBe(200);
    expect(await withdrawalsOf(m)).toBe(1);
    // The withdrawal started the window again: what was left of the balance is played coins.
    expect(await turnoverOf(t, m)).toMatchObject({ deposited: 0, bet: 0, remaining: 0 });
  });
});

describe('coins that are not inflows', () => {
  it('wins of real rounds add nothing to play; their bets count', async () => {
    const m = await ready(t, await member(t));
    await bankDeposit(t, m, 3_000);
    const floor = await t.call('/v2/app/game/floor', { type: 'slot', freeOnly: true }, { token: m.token });
    const machineId = firstFree(floor.body.data);
    expect((await t.call('/v2/app/game/seat/take', { machineId }, { token: m.token })).body.code).toBe(200);
    let bets = 0;
    let wins = 0;
    for (let i = 0; i < 10; i += 1) {
      const played = await t.call('/v2/app/game/play', { machineId, bet: 100, idempotencyKey: randomUUID() }, { token: m.token });
      expect(played.body.code, played.body.msg).toBe(200);
      bets += played.body.data.bet as number;
      wins += played.body.data.win as number;
    }
    expect(bets).toBeGreaterThan(0);
    expect(await turnoverOf(t, m)).toEqual({
      percent: 100,
      deposited: 3_000,
      required: 3_000,
      bet: bets,
      remaining: 3_000 - bets,
    });
    expect(Number(await getBalance(t.app.database.db, m.userId))).toBe(3_000 - bets + wins);
  });

  it.each(WITHDRAWAL_PATHS)('a %s withdrawal returned by staff gives back coins already free to withdraw', async (path) => {
    const m = await ready(t, await member(t));
    await bankDeposit(t, m, 10_000);
    await play(t, m, 10_000);
    const first = await withdraw(path, m);
    expect(first.body.code, first.body.msg).toBe(200);
    const { db } = t.app.database;
    if (path === 'bank') {
      const orderSn = first.body.data.orderSn as string;
      await decideWithdrawal(db, { orderSn, decision: { action: 'fail', reason: 'test' }, now: new Date() });
    } else {
      const rejected = await adminCall(
        t,
        c.adminCryptoWithdrawalDecide.path,
        { orderSn: first.body.data.orderSn, action: 'fail', reason: 'test' },
        { cookie: finance.cookie },
      );
      expect(rejected.body.code, rejected.body.msg).toBe(200);
    }
    expect(await getBalance(db, m.userId)).toBe(10_000n);
    expect(await turnoverOf(t, m)).toMatchObject({ deposited: 0, remaining: 0 });
    expect((await withdraw(path, m)).body.code).toBe(200);
  });
});

describe('coins moved between members carry their unplayed share', () => {
  it('the agent → subordinate attack: refused by bank and by crypto, as a direct depositor is; played coins move freely', async () => {
    const a = await ready(t, await agent(t));
    const sub = await ready(t, await member(t, a));
    const direct = await ready(t, await member(t));
    await bankDeposit(t, a, 30_000);
    await bankDeposit(t, direct, 30_000);
    await agentTransfer(t, 'to_member', a, sub, 30_000);
    for (const path of WITHDRAWAL_PATHS) {
      for (const who of [sub, direct]) {
        expect((await withdraw(path, who)).body.data).toMatchObject({
          reason: 'TURNOVER_REQUIRED',
          params: { remaining: 30_000 },
        });
      }
    }
    // The agent's requirement went with the coins: nothing is left to the agent to play.
    expect(await turnoverOf(t, a)).toMatchObject({ deposited: 0, remaining: 0 });

    // Coins the agent played first carry no requirement.
    const b = await ready(t, await agent(t));
    const played = await ready(t, await member(t, b));
    await bankDeposit(t, b, 10_000);
    await play(t, b, 10_000);
    await agentTransfer(t, 'to_member', b, played, 10_000);
    expect(await turnoverOf(t, played)).toMatchObject({ remaining: 0 });
    expect((await withdraw('crypto', played)).body.code).toBe(200);
  });

  it('splits the requirement by the share of the balance moved, and a take-back brings the unplayed share back', async () => {
    const a = await ready(t, await agent(t));
    const sub = await ready(t, await member(t, a));
    await bankDeposit(t, a, 10_000);
    await agentTransfer(t, 'to_member', a, sub, 4_000);
    expect(await turnoverOf(t, a)).toMatchObject({ deposited: 6_000, remaining: 6_000 });
    expect(await turnoverOf(t, sub)).toMatchObject({ deposited: 4_000, remaining: 4_000 });

    // The subordinate plays half of what they hold; the agent takes 2,000 back (half of the balance):
    // half of the subordinate's window goes with them, so 1,000 of those coins are still unplayed.
    await play(t, sub, 2_000);
    await agentTransfer(t, 'from_member', a, sub, 2_000);
    expect(await turnoverOf(t, sub)).toMatchObject({ deposited: 2_000, bet: 1_000, remaining: 1_000 });
    expect(await turnoverOf(t, a)).toMatchObject({ deposited: 8_000, bet: 1_000, remaining: 7_000 });
    // Nothing was lost or made on the way: 10,000 came in, 2,000 were played.
    expect((await withdraw('bank', a)).body.data).toMatchObject({ reason: 'TURNOVER_REQUIRED', params: { remaining: 7_000 } });
    await play(t, a, 7_000);
    expect((await withdraw('bank', a)).body.code).toBe(200);
  });
});

describe('the KYC deposit thresholds count every inflow', () => {
  const deposit = (m: TestMember, amount: number) =>
    thresholds.call(
      '/v2/app/pay/order',
      { channel: 'sandbox', amount, currency: 'JPY', idempotencyKey: randomUUID() },
      { token: m.token, lang: 'en-US' },
    );
  const received = async (m: TestMember) =>
    (await thresholds.call('/v2/app/user/kyc/requirements', {}, { token: m.token })).body.data.depositedCoins as number;

  it('counts coins from an agent, an operator and a migration towards the cumulative threshold', async () => {
    const a = await agent(thresholds);
    const m = await member(thresholds, a);
    await bankDeposit(thresholds, a, 9_000);
    await agentTransfer(thresholds, 'to_member', a, m, 9_000);
    await thresholds.app.database.db.transaction(async (tx) => {
      await transfer(tx, {
        id: `adjustment:test-${randomUUID()}`,
        from: await systemAccount(tx, 'promotions', m.userId),
        to: await ensureUserWallet(tx, m.userId),
        amount: 6_000n,
        reason: 'operator_adjustment',
        ref: 'adjustment:test',
      });
      await transfer(tx, {
        id: `migration:test-${randomUUID()}`,
        from: await systemAccount(tx, 'migration', m.userId),
        to: await ensureUserWallet(tx, m.userId),
        amount: 4_000n,
        reason: 'migration',
        ref: 'legacy:test',
      });
    });
    expect(await received(m)).toBe(19_000);
    // 19,000 received without a deposit: a deposit past 20,000 in all needs KYC, by bank or by chain.
    expect((await deposit(m, 1_001)).body).toMatchObject({
      code: 422,
      data: { reason: 'KYC_REQUIRED', params: { action: 'deposit' } },
    });
    expect(await chainDeposit(thresholds, m, '10')).toBe('held_review');
    expect((await deposit(m, 1_000)).body.code).toBe(200);
    // Wins and returned coins are not received money.
    await play(thresholds, m, 5_000);
    expect(await received(m)).toBe(19_000);
  });
});
