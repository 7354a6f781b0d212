import type { RandomSource } from './types.ts';

const TWO_POW_32 = 0x1_0000_0000;

/**
 * Builds a RandomSource from a stream of unsigned 32-bit integers. Both the fair RNG and the
 * simulation RNG go through here so they share one, unbiased, `nextInt`.
 */
export function randomSourceFromUint32(nextUint32: () => number): RandomSource {
  return {
    // u / 2^32 equals b0/256 + b1/256^2 + b2/256^3 + b3/256^4 for big-endian bytes b0..b3.
    nextFloat: () => nextUint32() / TWO_POW_32,
    nextInt: (n: number) => {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32)
        throw new RangeError(`nextInt: n must be an integer in [1, 2^32], got ${n}`);
      // Rejection sampling: values at or above the largest multiple of n below 2^32 would make
      // the low residues more likely than the high ones, so they are thrown away and redrawn.
      const limit = Math.floor(TWO_POW_32 / n) * n;
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % n;
      }
    },
  };
}
