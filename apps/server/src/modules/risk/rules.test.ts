import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import {
  agentTakebacks,
  evaluateRules,
  largeOrders,
  rapidOrders,
  sharedAccess,
  withdrawWithoutPlay,
  type MoneyEvent,
} from './rules.ts';

/** The rules as pure functions: thresholds at and below, and keys that do not move with the scan's window. */

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const event = (orderSn: string, minute: number, coins = 1_000, userId = 1n): MoneyEvent => ({
  userId,
  orderSn,
  coins,
  at: at(minute),
});

describe('risk rules', () => {
  it('large orders: at the threshold, not below; 0 is off', () => {
    const events = [event('A', 0, 999), event('B', 1, 1_000)];
    expect(largeOrders('large_deposit', events, 1_000).map((f) => f.key)).toEqual(['order:B']);
    expect(largeOrders('large_deposit', events, 0)).toEqual([]);
  });

  it('rapid orders: one alert per burst, on the event that makes the count, whatever the scan window', () => {
    // A, B, C within 60 minutes (C tips it), D still inside the burst, E long after: a new burst needs 3 again.
    const events = [event('A', 0), event('B', 10), event('C', 20), event('D', 30), event('E', 300), event('F', 310)];
    const limits = { count: 3, minutes: 60 };
    expect(rapidOrders('rapid_deposits', events, limits, at(0)).map((f) => f.key)).toEqual(['order:C']);
    // A later scan that starts after C (reading 2 × 60 minutes before) finds nothing new to open.
    const later = events.filter((e) => e.at >= at(25 - 120));
    expect(rapidOrders('rapid_deposits', later, limits, at(25))).toEqual([]);
    // Two of three: nothing; a count below 2 is off.
    expect(rapidOrders('rapid_deposits', events.slice(0, 2), limits, at(0))).toEqual([]);
    expect(rapidOrders('rapid_deposits', events, { count: 1, minutes: 60 }, at(0))).toEqual([]);
    // Another member's events never count towards this one's.
    const mixed = [event('A', 0), event('B', 10, 1_000, 2n), event('C', 20)];
    expect(rapidOrders('rapid_deposits', mixed, limits, at(0))).toEqual([]);
  });

  it('withdraw without play: below the percent fires, at it does not', () => {
    const w = { userId: 1n, orderSn: 'W', coins: 5_000, deposit: { orderSn: 'D', coins: 10_000 }, bets: 3_000 };
    expect(withdrawWithoutPlay([w], 30)).toEqual([]);
    const [finding] = withdrawWithoutPlay([{ ...w, bets: 2_999 }], 30);
    expect(finding).toMatchObject({ key: 'order:W', evidence: { percent: 29, threshold: 30, coins: 10_000, bets: 2_999 } });
  });

  it('shared access: every member of a big enough group, naming the others; cards keyed by each own card', () => {
    const names = new Map([
      [1n, 'a'],
      [2n, 'b'],
      [3n, 'c'],
    ]);
    const ip = { key: 'ip:203.0.113.1', userIds: [3n, 1n, 2n, 1n], ip: '203.0.113.1' };
    const limits = { minMembers: 3, days: 30 };
    const findings = sharedAccess('shared_ip', [ip], limits, names);
    expect(findings.map((f) => [f.userId, f.key])).toEqual([
      [1n, 'ip:203.0.113.1'],
      [2n, 'ip:203.0.113.1'],
      [3n, 'ip:203.0.113.1'],
    ]);
    expect(findings[0]!.evidence.members).toEqual([
      { userId: '2', username: 'b' },
      { userId: '3', username: 'c' },
    ]);
    expect(sharedAccess('shared_ip', [{ ...ip, userIds: [1n, 2n, 2n] }], limits, names)).toEqual([]);
    const card = {
      key: 'card:f',
      userIds: [1n, 2n],
      card: {
        bankName: 'Bank',
        last4: '4567',
        fingerprint: 'f',
        cardIdOf: new Map([
          [1n, 10n],
          [2n, 20n],
        ]),
      },
    };
    expect(sharedAccess('shared_card', [card], { minMembers: 2, days: 30 }, names).map((f) => f.key)).toEqual([
      'card:10',
      'card:20',
    ]);
  });

  it('take-backs: an alert on the agent naming the member', () => {
    const [finding] = agentTakebacks(
      [{ transferId: 9n, agentUserId: 5n, memberUserId: 1n, amount: 150_000n }],
      100_000,
      new Map([[1n, 'a']]),
    );
    expect(finding).toMatchObject({
      userId: 5n,
      key: 'transfer:9',
      evidence: { coins: 150_000, fromMember: { userId: '1', username: 'a' } },
    });
  });

  describe('crypto money counts alongside fiat, in coins', () => {
    const crypto = (orderSn: string, minute: number, coins = 1_000, coin = 'USDT'): MoneyEvent => ({
      ...event(orderSn, minute, coins),
      crypto: { coin },
    });

    it('large orders: a crypto order at the threshold fires, its evidence saying crypto and the coin', () => {
      const events = [crypto('CD1', 0, 999), crypto('CD2', 1, 1_000, 'ETH'), event('D3', 2, 1_000)];
      const findings = largeOrders('large_deposit', events, 1_000);
      expect(findings.map((f) => f.key)).toEqual(['order:CD2', 'order:D3']);
      expect(findings[0]!.evidence).toEqual({
        coins: 1_000,
        threshold: 1_000,
        orders: ['CD2'],
        crypto: [{ order: 'CD2', coin: 'ETH' }],
      });
      // Fiat evidence carries no crypto field: it reads as it always did.
      expect(findings[1]!.evidence).toEqual({ coins: 1_000, threshold: 1_000, orders: ['D3'] });
    });

    it('rapid orders: fiat and crypto count together in one burst, the crypto ones named', () => {
      const events = [event('W1', 0, 2_000), crypto('CW2', 10, 15_150, 'TRX'), crypto('CW3', 20, 15_150)];
      const [finding, ...rest] = rapidOrders('rapid_withdrawals', events, { count: 3, minutes: 60 }, at(0));
      expect(rest).toEqual([]);
      expect(finding).toMatchObject({
        key: 'order:CW3',
        evidence: {
          count: 3,
          coins: 32_300,
          orders: ['W1', 'CW2', 'CW3'],
          crypto: [
            { order: 'CW2', coin: 'TRX' },
            { order: 'CW3', coin: 'USDT' },
          ],
        },
      });
      // Crypto alone is a burst too; two of three is not.
      expect(rapidOrders('rapid_withdrawals', events.slice(1), { count: 2, minutes: 60 }, at(0)).map((f) => f.key)).toEqual([
        'order:CW3',
      ]);
      expect(rapidOrders('rapid_withdrawals', events.slice(1), { count: 3, minutes: 60 }, at(0))).toEqual([]);
    });

    it('withdraw without play: a crypto deposit then a crypto withdrawal, both named as crypto', () => {
      const w = {
        userId: 1n,
        orderSn: 'CW1',
        coins: 15_150,
        crypto: { coin: 'USDT' },
        deposit: { orderSn: 'CD1', coins: 60_000, crypto: { coin: 'USDT' } },
        bets: 0,
      };
      const [finding] = withdrawWithoutPlay([w], 30);
      expect(finding).toMatchObject({
        key: 'order:CW1',
        evidence: {
          withdrawalCoins: 15_150,
          coins: 60_000,
          percent: 0,
          orders: ['CW1', 'CD1'],
          crypto: [
            { order: 'CW1', coin: 'USDT' },
            { order: 'CD1', coin: 'USDT' },
          ],
        },
      });
      // A bank withdrawal after a crypto deposit names only the deposit as crypto.
      const bank = { userId: 1n, orderSn: 'W2', coins: 5_000, deposit: w.deposit, bets: 0 };
      expect(withdrawWithoutPlay([bank], 30)[0]!.evidence.crypto).toEqual([{ order: 'CD1', coin: 'USDT' }]);
      expect(withdrawWithoutPlay([{ ...w, bets: 18_000 }], 30)).toEqual([]);
    });

    it('evaluateRules: the same crypto facts give the same keys (a re-scan opens nothing new)', () => {
      const facts = {
        deposits: [crypto('CD1', 0, 600_000)],
        withdrawals: [crypto('CW1', 1, 600_000), crypto('CW2', 2), crypto('CW3', 3)],
        withdrawalsAfterDeposits: [],
        devices: [],
        ips: [],
        cards: [],
        takebacks: [],
        names: new Map<bigint, string>(),
        since: at(0),
        takebackThreshold: 100_000,
      };
      const t = testConfig().risk.thresholds;
      const keys = (findings: ReturnType<typeof evaluateRules>) => findings.map((f) => `${f.rule}/${f.userId}/${f.key}`);
      const first = keys(
        evaluateRules(facts, {
          ...t,
          largeDepositCoins: 500_000,
          largeWithdrawalCoins: 500_000,
          rapidWithdrawals: { count: 3, minutes: 60 },
        }),
      );
      expect(first).toEqual(['large_deposit/1/order:CD1', 'large_withdrawal/1/order:CW1', 'rapid_withdrawals/1/order:CW3']);
      expect(
        keys(
          evaluateRules(facts, {
            ...t,
            largeDepositCoins: 500_000,
            largeWithdrawalCoins: 500_000,
            rapidWithdrawals: { count: 3, minutes: 60 },
          }),
        ),
      ).toEqual(first);
    });
  });
});
