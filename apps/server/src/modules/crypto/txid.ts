import type { TCryptoNetwork } from '@amigo/contract';
import { AppError } from '../../http/app-error.ts';
import { NETWORKS } from './catalogue.ts';

/** A 32-byte transaction hash in hex, with at most one `0x`/`0X` prefix (any case: checked, then normalised). */
const TXID = /^(?:0[xX])?([0-9a-fA-F]{64})$/;

/**
 * One spelling per transaction, used by every path that stores or looks up a txid (chain
 * deposits, payout and return txids from the adapter or an operator), so the same transaction
 * written in another case or with or without `0x` is one row for the `(network, txid, index)`
 * uniqueness check and can never be credited twice:
 * - EVM networks (ERC20, BEP20): lowercase hex with exactly one `0x` prefix, as their explorers show it;
 * - TRON and Bitcoin: lowercase hex without a prefix.
 * Anything else (wrong length, not hex, `0x0x…`) answers 400 CRYPTO_TXID_INVALID and stores nothing.
 */
export function normalizeTxid(network: TCryptoNetwork, txid: string): string {
  const hex = TXID.exec(txid.trim())?.[1];
  if (!hex) throw new AppError('CRYPTO_TXID_INVALID', { field: 'txid' });
  return NETWORKS[network].family === 'evm' ? `0x${hex.toLowerCase()}` : hex.toLowerCase();
}
