import { createHash } from 'node:crypto';
import type { TCryptoNetwork } from '@amigo/contract';
import type { CryptoConfig } from '../../config.ts';

export interface PayoutRequest {
  orderSn: string;
  coin: string;
  network: TCryptoNetwork;
  address: string;
  /** Decimal string in the coin. */
  amount: string;
}
export type PayoutResult = { status: 'sent'; txid: string } | { status: 'failed'; reason: string };

/** Sends an approved withdrawal on chain (a custody provider or signing service). Called outside DB transactions. */
export interface PayoutAdapter {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutResult>;
}

/** The simulated chain: every payout is sent at once, with a txid derived from the order (so a retry gives the same one). */
export const sandboxPayout: PayoutAdapter = {
  name: 'sandbox',
  send: async (request) => {
    const digest = createHash('sha256').update(`sandbox-payout:${request.orderSn}`).digest('hex');
    return { status: 'sent', txid: request.network === 'ERC20' || request.network === 'BEP20' ? `0x${digest}` : digest };
  },
};

/** The payout adapter of the configuration, or undefined for `manual` (operators send and enter the txid). */
export function cryptoPayoutFor(config: { crypto: Pick<CryptoConfig, 'payout'> }): PayoutAdapter | undefined {
  return config.crypto.payout === 'sandbox' ? sandboxPayout : undefined;
}
