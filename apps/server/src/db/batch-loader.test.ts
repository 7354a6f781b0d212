import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';

/** A loader over a fixed table that records the keys of each call. */
function recordingLoader(table: Map<string, number>, maxBatch = 100) {
  const calls: string[][] = [];
  const load = createBatchLoader<string, number>(
    async (keys) => {
      calls.push(keys);
      return new Map(keys.flatMap((key) => (table.has(key) ? [[key, table.get(key)!] as const] : [])));
    },
    { maxBatch },
  );
  return { load, calls };
}

const TABLE = new Map([
  ['a', 1],
  ['b', 2],
  ['c', 3],
]);

describe('createBatchLoader', () => {
  it('reads the keys asked for in one round with one call, each caller getting its own value', async () => {
    const { load, calls } = recordingLoader(TABLE);
    expect(await Promise.all([load('a'), load('b'), load('c'), load('zz')])).toEqual([1, 2, 3, undefined]);
    expect(calls).toEqual([['a', 'b', 'c', 'zz']]);
  });

  it('asks for a repeated key once and answers every caller', async () => {
    const { load, calls } = recordingLoader(TABLE);
    expect(await Promise.all([load('a'), load('a'), load('b')])).toEqual([1, 1, 2]);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('starts a new call for keys asked after the round was sent', async () => {
    const { load, calls } = recordingLoader(TABLE);
    expect(await load('a')).toBe(1);
    expect(await load('b')).toBe(2);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('splits a round larger than maxBatch', async () => {
    const { load, calls } = recordingLoader(TABLE, 2);
    expect(await Promise.all(['a', 'b', 'c', 'a', 'b'].map(load))).toEqual([1, 2, 3, 1, 2]);
    expect(calls).toEqual([['a', 'b'], ['c', 'a'], ['b']]);
  });

  it('fails every caller of a failed call, and only those', async () => {
    let fail = true;
    const load = createBatchLoader<string, number>(
      async (keys) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((key) => [key, 1]));
      },
      { maxBatch: 10 },
    );
    const first = await Promise.allSettled([load('a'), load('b')]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('a')).toBe(1);
  });
});
