import { randomSourceFromUint32 } from './random.ts';
import type { RandomSource } from './types.ts';

/**
 * A fast seeded PRNG for Monte-Carlo runs (never for real play): sfc32 (Chris Doty-Humphrey's
 * Small Fast Counting generator, 128-bit state, passes PractRand), seeded through splitmix32
 * so that nearby seeds give unrelated streams.
 */
export function createSimulationRandom(seed: number): RandomSource {
  let splitState = seed >>> 0;
  const splitmix32 = () => {
    splitState = (splitState + 0x9e3779b9) | 0;
    let z = splitState;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let counter = 1;
  const sfc32 = () => {
    const result = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + result) | 0;
    return result >>> 0;
  };
  // Discard the first outputs: sfc32's authors recommend a short warm-up after seeding.
  for (let i = 0; i < 12; i += 1) sfc32();
  return randomSourceFromUint32(sfc32);
}
