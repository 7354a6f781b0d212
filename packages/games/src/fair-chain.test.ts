import { describe, expect, it } from 'vitest';
import { boardHash, boardHashFromPath, chainRoot, GENESIS_ROOT, merklePath, type BoardLeaf } from './fair-chain.ts';

const leaves = (n: number): BoardLeaf[] =>
  Array.from({ length: n }, (_, i) => ({ machineId: 101 + i, commitment: `${i}`.padStart(64, 'c') }));

describe('the chain of sealed day boards', () => {
  it('proves every machine of boards of every size, odd ones included', () => {
    for (const n of [1, 2, 3, 5, 8, 13, 36]) {
      const board = leaves(n);
      const hash = boardHash(board);
      for (const leaf of board) expect(boardHashFromPath(leaf, merklePath(board, leaf.machineId)!)).toBe(hash);
    }
  });

  it('does not depend on the order given, and changes with any commitment', () => {
    const board = leaves(7);
    expect(boardHash([...board].reverse())).toBe(boardHash(board));
    const rewritten = board.map((leaf) => (leaf.machineId === 104 ? { ...leaf, commitment: 'f'.repeat(64) } : leaf));
    expect(boardHash(rewritten)).not.toBe(boardHash(board));
    // The old path does not lead a rewritten commitment to the sealed hash.
    expect(boardHashFromPath(rewritten[3]!, merklePath(board, 104)!)).not.toBe(boardHash(board));
  });

  it('answers no path for a machine not on the board', () => {
    expect(merklePath(leaves(3), 999)).toBeUndefined();
  });

  it('chains each day to the one before', () => {
    const first = chainRoot({ previousRoot: GENESIS_ROOT, boardHash: boardHash(leaves(2)), day: '2026-01-01' });
    const second = chainRoot({ previousRoot: first, boardHash: boardHash(leaves(2)), day: '2026-01-02' });
    expect(second).not.toBe(first);
    expect(chainRoot({ previousRoot: GENESIS_ROOT, boardHash: boardHash(leaves(2)), day: '2026-01-02' })).not.toBe(second);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });
});
