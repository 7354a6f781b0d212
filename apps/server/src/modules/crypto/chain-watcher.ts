import { CRYPTO_NETWORKS, ZCoinSymbol, ZCryptoAmount } from '@amigo/contract';
import { z } from 'zod';

/** One transfer seen on a chain to one of our deposit addresses, as a watcher reports it (again as confirmations grow). */
export const ZChainTransfer = z.strictObject({
  txid: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/),
  /** Output (Bitcoin vout) or log index (EVM / TRON token transfer) inside the transaction. */
  index: z.number().int().min(0).max(1_000_000),
  network: z.enum(CRYPTO_NETWORKS),
  coin: ZCoinSymbol,
  address: z.string().min(1).max(128),
  amount: ZCryptoAmount,
  confirmations: z.number().int().min(0).max(10_000_000),
});
export type ChainTransfer = z.infer<typeof ZChainTransfer>;

/**
 * A chain watcher reports transfers to our addresses; `receiveChainTransfer` does the rest
 * (idempotent per txid + index, so a watcher may report the same transfer any number of times).
 * Push watchers (the `sandbox` one, or a provider such as a node-hosting webhook) are HTTP routes
 * that verify the sender and call `deliver`; polling watchers run a loop from `start`.
 */
export interface ChainWatcher {
  readonly name: string;
  start(deliver: (transfer: ChainTransfer) => Promise<unknown>): { stop(): Promise<void> };
}
