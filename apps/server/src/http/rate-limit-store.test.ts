import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientKey, MemoryStore, RedisStore } from './rate-limit.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::1', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:0000:0001:ffff::9', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['1::2:3:4:5:1.2.3.4', '1:0:2:3::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same budget, and another /64 its own', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});

describe('MemoryStore', () => {
  it('counts per key within a clock-aligned window and starts again in the next', () => {
    const store = new MemoryStore(60_000);
    const start = 1_800_000_000_000; // a multiple of the window
    expect(store.hit('a', start + 1_000)).toEqual({ count: 1, resetInMs: 59_000 });
    expect(store.hit('a', start + 2_000)).toEqual({ count: 2, resetInMs: 58_000 });
    expect(store.hit('b', start + 2_000).count).toBe(1);
    expect(store.hit('a', start + 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('keeps a bounded table: addresses beyond the bound share one budget', () => {
    const store = new MemoryStore(60_000);
    const now = 1_800_000_000_000;
    for (let i = 0; i < 100_000; i += 1) store.hit(`k${i}`, now);
    expect(store.hit('late-1', now).count).toBe(1);
    expect(store.hit('late-2', now).count).toBe(2);
    expect(store.hit('k5', now).count).toBe(2);
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL); the key is random, so runs never share a budget.
describe.runIf(process.env.TEST_REDIS_URL)('RedisStore', () => {
  it('counts across store instances (server processes) and reports the window left', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const [one, two] = [new RedisStore(url, 5_000), new RedisStore(url, 5_000)];
    const key = `test-${randomBytes(6).toString('hex')}`;
    try {
      expect((await one.hit(key, Date.now()))?.count).toBe(1);
      const second = await two.hit(key, Date.now());
      expect(second?.count).toBe(2);
      expect(second?.resetInMs).toBeGreaterThan(0);
      expect(second?.resetInMs).toBeLessThanOrEqual(5_000);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
