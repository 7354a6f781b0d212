import { CRYPTO_NETWORKS, ZCoinSymbol, ZCryptoAmount, type TCoin, type TCryptoNetwork } from '@amigo/contract';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { ChainFamily } from './addresses.ts';
import { parseUnits } from './decimal.ts';

/** What every network is built on, and where its transactions can be looked at. */
export const NETWORKS: Record<TCryptoNetwork, { family: ChainFamily; explorerTxUrl: string }> = {
  TRC20: { family: 'tron', explorerTxUrl: 'https://tronscan.org/#/transaction/' },
  ERC20: { family: 'evm', explorerTxUrl: 'https://etherscan.io/tx/' },
  BEP20: { family: 'evm', explorerTxUrl: 'https://bscscan.com/tx/' },
  Bitcoin: { family: 'btc', explorerTxUrl: 'https://mempool.space/tx/' },
};

const ZNetworkEntry = z.strictObject({
  network: z.enum(CRYPTO_NETWORKS),
  decimals: z.number().int().min(0).max(18),
  confirmations: z.number().int().min(1).max(10_000),
  depositMin: ZCryptoAmount,
  withdrawMin: ZCryptoAmount,
  withdrawMax: ZCryptoAmount,
  withdrawFee: ZCryptoAmount,
  depositEnabled: z.boolean().default(true),
  withdrawEnabled: z.boolean().default(true),
  explorerTxUrl: z.url().max(200).optional(),
});
const ZCatalogue = z
  .array(
    z.strictObject({
      coin: ZCoinSymbol,
      name: z.string().min(1).max(60),
      networks: z.array(ZNetworkEntry).min(1).max(10),
    }),
  )
  .min(1)
  .max(50);

/** The built-in catalogue (CRYPTO_COINS replaces it): USDT, USDC, BTC, ETH on TRC20, ERC20, BEP20, Bitcoin. */
const DEFAULT_CATALOGUE: z.input<typeof ZCatalogue> = [
  {
    coin: 'USDT',
    name: 'Tether USD',
    networks: [
      {
        network: 'TRC20',
        decimals: 6,
        confirmations: 20,
        depositMin: '10',
        withdrawMin: '20',
        withdrawMax: '50000',
        withdrawFee: '1',
      },
      {
        network: 'ERC20',
        decimals: 6,
        confirmations: 12,
        depositMin: '20',
        withdrawMin: '50',
        withdrawMax: '50000',
        withdrawFee: '5',
      },
      {
        network: 'BEP20',
        decimals: 18,
        confirmations: 15,
        depositMin: '10',
        withdrawMin: '20',
        withdrawMax: '50000',
        withdrawFee: '0.5',
      },
    ],
  },
  {
    coin: 'USDC',
    name: 'USD Coin',
    networks: [
      {
        network: 'ERC20',
        decimals: 6,
        confirmations: 12,
        depositMin: '20',
        withdrawMin: '50',
        withdrawMax: '50000',
        withdrawFee: '5',
      },
      {
        network: 'BEP20',
        decimals: 18,
        confirmations: 15,
        depositMin: '10',
        withdrawMin: '20',
        withdrawMax: '50000',
        withdrawFee: '0.5',
      },
    ],
  },
  {
    coin: 'BTC',
    name: 'Bitcoin',
    networks: [
      {
        network: 'Bitcoin',
        decimals: 8,
        confirmations: 2,
        depositMin: '0.0001',
        withdrawMin: '0.0005',
        withdrawMax: '2',
        withdrawFee: '0.0001',
      },
    ],
  },
  {
    coin: 'ETH',
    name: 'Ether',
    networks: [
      {
        network: 'ERC20',
        decimals: 18,
        confirmations: 12,
        depositMin: '0.005',
        withdrawMin: '0.01',
        withdrawMax: '50',
        withdrawFee: '0.002',
      },
    ],
  },
];

export type CoinNetwork = TCoin['networks'][number] & { family: ChainFamily };
export interface Catalogue {
  coins: (Omit<TCoin, 'networks'> & { networks: CoinNetwork[] })[];
}

/** Parses CRYPTO_COINS (or the built-in catalogue); throws at start on anything inconsistent. */
export function loadCatalogue(json: string | undefined): Catalogue {
  const parsed = ZCatalogue.parse(json ? JSON.parse(json) : DEFAULT_CATALOGUE);
  const coins = parsed.map((coin) => ({
    coin: coin.coin,
    name: coin.name,
    networks: coin.networks.map((n) => {
      const amounts = [n.depositMin, n.withdrawMin, n.withdrawMax, n.withdrawFee].map((a) => parseUnits(a, n.decimals));
      if (amounts.some((a) => a === null))
        throw new Error(`CRYPTO_COINS: ${coin.coin}/${n.network} has more decimals than ${n.decimals}`);
      if (amounts[1]! > amounts[2]!) throw new Error(`CRYPTO_COINS: ${coin.coin}/${n.network} withdrawMin is above withdrawMax`);
      return { ...n, family: NETWORKS[n.network].family, explorerTxUrl: n.explorerTxUrl ?? NETWORKS[n.network].explorerTxUrl };
    }),
  }));
  if (new Set(coins.map((c) => c.coin)).size !== coins.length) throw new Error('CRYPTO_COINS: a coin is listed twice');
  return { coins };
}

/** The coin on the network, or the envelope a member should see (unknown coin, network not of this coin, switched off). */
export function findNetwork(
  catalogue: Catalogue,
  input: { coin: string; network: TCryptoNetwork; purpose: 'deposit' | 'withdraw' | 'any' },
): CoinNetwork {
  const coin = catalogue.coins.find((c) => c.coin === input.coin);
  if (!coin) throw new AppError('CRYPTO_NETWORK_UNAVAILABLE', { field: 'coin' });
  const network = coin.networks.find((n) => n.network === input.network);
  if (!network) throw new AppError('CRYPTO_NETWORK_MISMATCH', { field: 'network' });
  const enabled =
    input.purpose === 'deposit' ? network.depositEnabled : input.purpose === 'withdraw' ? network.withdrawEnabled : true;
  if (!enabled) throw new AppError('CRYPTO_NETWORK_UNAVAILABLE', { field: 'network' });
  return network;
}
