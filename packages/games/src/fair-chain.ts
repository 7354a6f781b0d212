import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The chain of sealed day boards (docs/fairness.md, "The chain of day roots"). Before a Tokyo
 * business day starts, the hall seals its board, every machine's setting commitment for the day,
 * into one Merkle root, and chains it to the previous sealed day as bustabit chains its hashes:
 *
 *   leaf(machine)  = sha256("leaf:" + machineId + ":" + commitment)
 *   node(a, b)     = sha256("node:" + a + b)          (an odd last node goes up unchanged)
 *   boardHash      = the Merkle root over the leaves sorted by machine id (sha256("empty") if none)
 *   root(D)        = sha256(previousRoot + ":" + boardHash + ":" + D)   (previousRoot of the first day: 64 zeros)
 *
 * The prefixes keep a leaf from ever passing for a node. A published root fixes every
 * commitment of its day and every earlier day, so a copy of the feed taken on any day catches a
 * commitment rewritten later, and a player who keeps the root shown with a round can check the
 * round's commitment against it with a Merkle path, without the whole board.
 */

export interface BoardLeaf {
  machineId: number;
  commitment: string;
}

/** One step of a Merkle path: the sibling's hash and on which side it stands. */
export interface MerkleStep {
  sibling: string;
  side: 'left' | 'right';
}

/** The `previousRoot` of the first sealed day. */
export const GENESIS_ROOT = '0'.repeat(64);

function hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function boardLeafHash({ machineId, commitment }: BoardLeaf): string {
  return hex(`leaf:${machineId}:${commitment}`);
}

function nodeHash(left: string, right: string): string {
  return hex(`node:${left}${right}`);
}

function sortedLeaves(leaves: readonly BoardLeaf[]): BoardLeaf[] {
  return [...leaves].sort((a, b) => a.machineId - b.machineId);
}

/** The levels of the tree, leaves first, root last. */
function levels(leaves: readonly BoardLeaf[]): string[][] {
  const tree = [sortedLeaves(leaves).map(boardLeafHash)];
  while (tree[tree.length - 1]!.length > 1) {
    const level = tree[tree.length - 1]!;
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) up.push(i + 1 < level.length ? nodeHash(level[i]!, level[i + 1]!) : level[i]!);
    tree.push(up);
  }
  return tree;
}

/** The Merkle root of a day's board (the order given does not matter: leaves are sorted by machine id). */
export function boardHash(leaves: readonly BoardLeaf[]): string {
  if (leaves.length === 0) return hex('empty');
  return levels(leaves).at(-1)![0]!;
}

/** The path from a machine's leaf to the board hash; undefined when the machine is not on the board. */
export function merklePath(leaves: readonly BoardLeaf[], machineId: number): MerkleStep[] | undefined {
  let index = sortedLeaves(leaves).findIndex((leaf) => leaf.machineId === machineId);
  if (index < 0) return undefined;
  const path: MerkleStep[] = [];
  const tree = levels(leaves);
  for (const level of tree.slice(0, -1)) {
    const sibling = index % 2 === 0 ? index + 1 : index - 1;
    // An odd last node has no sibling: it goes up unchanged, so the path has no step for it.
    if (sibling < level.length) path.push({ sibling: level[sibling]!, side: index % 2 === 0 ? 'right' : 'left' });
    index = Math.floor(index / 2);
  }
  return path;
}

/** The board hash a leaf and its path lead to (compare it with the sealed board hash). */
export function boardHashFromPath(leaf: BoardLeaf, path: readonly MerkleStep[]): string {
  return path.reduce(
    (hash, step) => (step.side === 'right' ? nodeHash(hash, step.sibling) : nodeHash(step.sibling, hash)),
    boardLeafHash(leaf),
  );
}

/** A day's chained root: sha256(previousRoot:boardHash:day). */
export function chainRoot({ previousRoot, boardHash, day }: { previousRoot: string; boardHash: string; day: string }): string {
  return hex(`${previousRoot}:${boardHash}:${day}`);
}
