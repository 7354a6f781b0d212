import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58check as makeBase58check, bech32, bech32m } from '@scure/base';
import { HDKey } from '@scure/bip32';
import type { ADDRESS_INVALID_REASONS } from '@amigo/contract';

/** Chain families: every EVM network shares one address per member (same key, same format). */
export type ChainFamily = 'evm' | 'tron' | 'btc';
export type AddressCheck = { valid: true; address: string } | { valid: false; reason: (typeof ADDRESS_INVALID_REASONS)[number] };

const base58check = makeBase58check(sha256);
/** BIP32 versions of `xpub` and of BIP84's `zpub` (native SegWit account keys). */
const XPUB_VERSIONS = { private: 0x0488ade4, public: 0x0488b21e };
const ZPUB_VERSIONS = { private: 0x04b2430c, public: 0x04b24746 };
/** Largest non-hardened BIP32 index: member ids above it cannot be an address index. */
export const MAX_ADDRESS_INDEX = 0x7fffffff;

/** Parses an account-level extended public key (xpub, or zpub for Bitcoin); refuses private keys. */
export function parseExtendedPublicKey(key: string): HDKey {
  const hd = HDKey.fromExtendedKey(key, key.startsWith('zpub') ? ZPUB_VERSIONS : XPUB_VERSIONS);
  if (hd.privateKey) throw new Error('an extended PRIVATE key was configured; only public keys belong on the server');
  return hd;
}

/**
 * The deposit address of `index` below an account key: the BIP44 external chain `0/<index>`
 * (BIP84 for Bitcoin: P2WPKH bech32). Deterministic: the same key and index give the same address.
 */
export function deriveAddress(family: ChainFamily, account: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_ADDRESS_INDEX) throw new Error(`address index ${index} out of range`);
  const publicKey = account.deriveChild(0).deriveChild(index).publicKey;
  if (!publicKey) throw new Error('derived key has no public key');
  if (family === 'btc') return bech32.encode('bc', [0, ...bech32.toWords(ripemd160(sha256(publicKey)))]);
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const accountHash = keccak_256(uncompressed.subarray(1)).subarray(12);
  if (family === 'evm') return toChecksumAddress(bytesToHex(accountHash));
  return base58check.encode(Uint8Array.from([0x41, ...accountHash]));
}

/** EIP-55: each hex letter upper-cased where the keccak of the lower-case address has a nibble ≥ 8. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}

/** Offline validation of a withdrawal address: format and checksum of the network's family. */
export function checkAddress(family: ChainFamily, raw: string): AddressCheck {
  const address = raw.trim();
  if (address === '') return { valid: false, reason: 'EMPTY' };
  if (address.length > 128) return { valid: false, reason: 'FORMAT' };
  const result = family === 'evm' ? checkEvm(address) : family === 'tron' ? checkTron(address) : checkBitcoin(address);
  if (result.valid || result.reason !== 'FORMAT') return result;
  // A well-formed address of another family is the common mistake: say so.
  const others = (['evm', 'tron', 'btc'] as const).filter((f) => f !== family);
  const elsewhere = others.some(
    (f) => (f === 'evm' ? checkEvm(address) : f === 'tron' ? checkTron(address) : checkBitcoin(address)).valid,
  );
  return elsewhere ? { valid: false, reason: 'OTHER_NETWORK' } : result;
}

function checkEvm(address: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return { valid: false, reason: 'FORMAT' };
  const body = address.slice(2);
  const checksummed = toChecksumAddress(body);
  // All-lower or all-upper carries no checksum (EIP-55); mixed case must match it exactly.
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && checksummed !== address) {
    return { valid: false, reason: 'CHECKSUM' };
  }
  return { valid: true, address: checksummed };
}

function checkTron(address: string): AddressCheck {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return { valid: false, reason: 'FORMAT' };
  try {
    const payload = base58check.decode(address);
    if (payload.length !== 21 || payload[0] !== 0x41) return { valid: false, reason: 'FORMAT' };
  } catch {
    return { valid: false, reason: 'CHECKSUM' };
  }
  return { valid: true, address };
}

function checkBitcoin(address: string): AddressCheck {
  if (/^bc1/i.test(address)) return checkSegwit(address);
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return { valid: false, reason: 'FORMAT' };
  try {
    const payload = base58check.decode(address);
    // Version 0x00 (P2PKH, "1...") or 0x05 (P2SH, "3...") and a 20-byte hash.
    if (payload.length !== 21 || (payload[0] !== 0x00 && payload[0] !== 0x05)) return { valid: false, reason: 'FORMAT' };
  } catch {
    return { valid: false, reason: 'CHECKSUM' };
  }
  return { valid: true, address };
}

/** BIP173 / BIP350: version 0 uses bech32 (20- or 32-byte programs), versions 1–16 bech32m. */
function checkSegwit(address: string): AddressCheck {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return { valid: false, reason: 'FORMAT' };
  const lower = address.toLowerCase();
  if (lower.length < 14 || lower.length > 90) return { valid: false, reason: 'FORMAT' };
  const decoded = bech32.decodeUnsafe(lower) ?? bech32m.decodeUnsafe(lower);
  if (!decoded || decoded.prefix !== 'bc') return { valid: false, reason: 'CHECKSUM' };
  const [version, ...words] = decoded.words;
  const usedM = !bech32.decodeUnsafe(lower);
  if (version === undefined || version > 16 || usedM !== version > 0) return { valid: false, reason: 'CHECKSUM' };
  const program = bech32.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return { valid: false, reason: 'FORMAT' };
  if (version === 0 && program.length !== 20 && program.length !== 32) return { valid: false, reason: 'FORMAT' };
  return { valid: true, address: lower };
}
