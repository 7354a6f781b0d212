import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { randomSourceFromUint32 } from './random.ts';
import type { RandomSource } from './types.ts';

/**
 * The provably fair RNG (Stake style). The hall commits to a server seed by publishing its
 * SHA-256; after the seed is rotated the player gets the seed and can recompute every round:
 *
 *   bytes(round) = HMAC_SHA256(key = serverSeed as UTF-8, message = `${clientSeed}:${nonce}:${round}`)
 *
 * for round = 0, 1, 2, … (32 bytes each). Every 4 bytes make one unsigned 32-bit integer
 * (big-endian), i.e. the float b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 */

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** sha256 hex of a server seed (its UTF-8 bytes): the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** 32 random bytes as 64 lowercase hex characters, from the platform CSPRNG (browser or Node). */
export function generateServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A client seed is 1–64 characters of [A-Za-z0-9_-] (so `:` can never make two messages collide). */
export function isValidClientSeed(clientSeed: string): boolean {
  return CLIENT_SEED_PATTERN.test(clientSeed);
}

/** The byte stream HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), round = 0, 1, 2, … */
export function createFairByteStream({ serverSeed, clientSeed, nonce }: FairSeeds): () => number {
  const key = utf8ToBytes(serverSeed);
  let round = 0;
  let block = new Uint8Array(0);
  let position = 0;
  return () => {
    if (position >= block.length) {
      block = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
      round += 1;
      position = 0;
    }
    const byte = block[position]!;
    position += 1;
    return byte;
  };
}

export function createFairRandom(seeds: FairSeeds): RandomSource {
  if (!isValidClientSeed(seeds.clientSeed)) throw new RangeError('clientSeed must be 1–64 characters of [A-Za-z0-9_-]');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const nextByte = createFairByteStream(seeds);
  // Big-endian: the first byte is the most significant. Multiplication keeps it unsigned.
  return randomSourceFromUint32(() => nextByte() * 0x100_0000 + nextByte() * 0x1_0000 + nextByte() * 0x100 + nextByte());
}
