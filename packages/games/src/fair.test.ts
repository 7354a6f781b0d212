import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFairByteStream, createFairRandom, generateServerSeed, hashServerSeed, isValidClientSeed } from './fair.ts';
import { randomSourceFromUint32 } from './random.ts';
import { createSimulationRandom } from './simulation.ts';
import type { RandomSource } from './types.ts';

const SEEDS = { serverSeed: 'amigo-server-seed', clientSeed: 'player-1', nonce: 7 };

/** Pearson chi-square statistic of `draws` values of nextInt(buckets). */
function chiSquare(random: RandomSource, buckets: number, draws: number): number {
  const counts = new Array<number>(buckets).fill(0);
  for (let i = 0; i < draws; i += 1) counts[random.nextInt(buckets)]! += 1;
  const expected = draws / buckets;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** χ² with 9 degrees of freedom exceeds this with probability 0.001. */
const CHI_SQUARE_9_DF_P001 = 27.877;

describe('fair RNG', () => {
  it('is HMAC_SHA256(serverSeed, clientSeed:nonce:round), cross-checked with node:crypto', () => {
    const nextByte = createFairByteStream(SEEDS);
    for (const round of [0, 1, 2]) {
      const expected = createHmac('sha256', SEEDS.serverSeed).update(`${SEEDS.clientSeed}:${SEEDS.nonce}:${round}`).digest('hex');
      const bytes = Array.from({ length: 32 }, () => nextByte());
      expect(Buffer.from(bytes).toString('hex')).toBe(expected);
    }
    expect(createHmac('sha256', 'amigo-server-seed').update('player-1:7:0').digest('hex')).toBe(
      'f546b1fa835cf595350dfbf37504f2968e6c4d90edcd16458b943a53ddccc645',
    );
  });

  it('turns each 4 bytes into b0/256 + b1/256² + b2/256³ + b3/256⁴ (known vector)', () => {
    const random = createFairRandom(SEEDS);
    const floats = Array.from({ length: 10 }, () => random.nextFloat());
    // 0xf546b1fa / 2^32 = 0.95810997…; the 9th float is the first of round 1 (0xa758c6da…).
    expect(floats[0]).toBe(0xf5 / 256 + 0x46 / 256 ** 2 + 0xb1 / 256 ** 3 + 0xfa / 256 ** 4);
    expect(floats).toEqual([
      0.9581099734641612, 0.5131371964234859, 0.20724463160149753, 0.4571067444048822, 0.5563400723040104, 0.928910629125312,
      0.5452305271755904, 0.8664058607537299, 0.6536983759142458, 0.049083141842857,
    ]);
    const ints = createFairRandom(SEEDS);
    expect(Array.from({ length: 10 }, () => ints.nextInt(10))).toEqual([2, 7, 5, 8, 6, 3, 3, 7, 6, 9]);
  });

  it('is deterministic and depends on every seed part', () => {
    const first = (seeds: typeof SEEDS) => createFairRandom(seeds).nextFloat();
    expect(first(SEEDS)).toBe(first({ ...SEEDS }));
    expect(first({ ...SEEDS, nonce: 8 })).not.toBe(first(SEEDS));
    expect(first({ ...SEEDS, clientSeed: 'player-2' })).not.toBe(first(SEEDS));
    expect(first({ ...SEEDS, serverSeed: 'other' })).not.toBe(first(SEEDS));
  });

  it('rejects invalid client seeds and nonces', () => {
    expect(() => createFairRandom({ ...SEEDS, clientSeed: 'a:b' })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, nonce: -1 })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, nonce: 1.5 })).toThrow(RangeError);
  });

  it('nextInt is uniform (χ², 10 buckets, 10^5 draws, fixed seeds)', () => {
    expect(chiSquare(createFairRandom({ serverSeed: 'chi-square', clientSeed: 'uniform', nonce: 1 }), 10, 100_000)).toBeLessThan(
      CHI_SQUARE_9_DF_P001,
    );
  });
});

describe('nextInt rejection sampling', () => {
  /** A source that replays crafted 32-bit values. */
  function crafted(values: number[]) {
    let i = 0;
    const source = randomSourceFromUint32(() => {
      if (i >= values.length) throw new Error('crafted values exhausted');
      return values[i++]!;
    });
    return { source, used: () => i };
  }

  it('rejects values ≥ floor(2^32 / 3) · 3 and redraws', () => {
    const limit = Math.floor(2 ** 32 / 3) * 3; // 4294967295 = 2^32 − 1: only the top value is rejected
    expect(limit).toBe(2 ** 32 - 1);
    const { source, used } = crafted([2 ** 32 - 1, 2 ** 32 - 1, limit - 1, 0, 1, 5]);
    expect(source.nextInt(3)).toBe((limit - 1) % 3);
    expect(used()).toBe(3);
    expect([source.nextInt(3), source.nextInt(3), source.nextInt(3)]).toEqual([0, 1, 2]);
  });

  it('rejects the biased tail for a large n', () => {
    const n = 3 * 2 ** 30; // floor(2^32 / n) = 1, so every value ≥ n is rejected
    const { source, used } = crafted([n, 2 ** 32 - 1, n - 1]);
    expect(source.nextInt(n)).toBe(n - 1);
    expect(used()).toBe(3);
  });

  it('accepts every value for n = 1 and n = 2^32 and refuses other n', () => {
    expect(crafted([2 ** 32 - 1]).source.nextInt(1)).toBe(0);
    expect(crafted([2 ** 32 - 1]).source.nextInt(2 ** 32)).toBe(2 ** 32 - 1);
    const { source } = crafted([]);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => source.nextInt(bad)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('hashServerSeed is the sha256 hex of the seed', () => {
    const seed = generateServerSeed();
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(hashServerSeed('amigo-server-seed')).toBe('9a20c0ceadbc0d22b1c173cd108d3c0b3584551aea30f676d1941e1319fd6e8c');
  });

  it('generateServerSeed gives 64 fresh hex characters', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
  });

  it('isValidClientSeed allows 1–64 of [A-Za-z0-9_-]', () => {
    expect(isValidClientSeed('a')).toBe(true);
    expect(isValidClientSeed('Player_1-x'.padEnd(64, 'z'))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), 'a:b', 'é', 'a b']) expect(isValidClientSeed(bad)).toBe(false);
  });
});

describe('simulation RNG', () => {
  it('is deterministic per seed', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (random) => () =>
            random.nextInt(1000)
        )(createSimulationRandom(seed)),
      );
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('nextInt is uniform (χ², 10 buckets, 10^5 draws, fixed seed)', () => {
    expect(chiSquare(createSimulationRandom(2024), 10, 100_000)).toBeLessThan(CHI_SQUARE_9_DF_P001);
  });

  it('nextFloat stays in [0, 1) with mean ≈ 1/2', () => {
    const random = createSimulationRandom(7);
    let sum = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const x = random.nextFloat();
      sum += x;
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    // σ of the mean is √(1/12 / 10^5) ≈ 0.0009; 0.005 is > 5σ.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.005);
  });
});
