import type { TCryptoOrder } from '@amigo/contract';
import type { cryptoDeposits, cryptoWithdrawals } from './schema.ts';
import { NETWORKS, type Catalogue } from './catalogue.ts';
import { formatUnits } from './decimal.ts';

type Deposit = typeof cryptoDeposits.$inferSelect;
type Withdrawal = typeof cryptoWithdrawals.$inferSelect;

/** Explorer page of a transaction: the configured prefix of the coin's network + txid. */
export function explorerUrl(catalogue: Catalogue, coin: string, network: Deposit['network'], txid: string | null): string | null {
  if (!txid) return null;
  const configured = catalogue.coins.find((c) => c.coin === coin)?.networks.find((n) => n.network === network);
  return `${configured?.explorerTxUrl ?? NETWORKS[network].explorerTxUrl}${txid}`;
}

export function depositToDto(catalogue: Catalogue, d: Deposit): TCryptoOrder {
  return {
    orderSn: d.orderSn,
    kind: 'deposit',
    coin: d.coin,
    network: d.network,
    address: d.address,
    amount: formatUnits(BigInt(d.amountUnits), d.decimals),
    fee: '0',
    coins: d.coins === null ? null : Number(d.coins),
    rate: d.rate,
    status: d.status,
    confirmations: d.confirmations,
    confirmationsRequired: d.confirmationsRequired,
    txid: d.txid,
    explorerUrl: explorerUrl(catalogue, d.coin, d.network, d.txid),
    failureReason: null,
    returnAddress: d.returnAddress,
    returnTxid: d.returnTxid,
    returnExplorerUrl: explorerUrl(catalogue, d.coin, d.network, d.returnTxid),
    createdAt: d.createdAt.toISOString(),
    completedAt: (d.creditedAt ?? d.returnedAt)?.toISOString() ?? null,
  };
}

export function withdrawalToDto(catalogue: Catalogue, w: Withdrawal): TCryptoOrder {
  return {
    orderSn: w.orderSn,
    kind: 'withdrawal',
    coin: w.coin,
    network: w.network,
    address: w.address,
    amount: formatUnits(BigInt(w.amountUnits), w.decimals),
    fee: formatUnits(BigInt(w.feeUnits), w.decimals),
    coins: Number(w.coins),
    rate: w.rate,
    status: w.status,
    confirmations: null,
    confirmationsRequired: null,
    txid: w.txid,
    explorerUrl: explorerUrl(catalogue, w.coin, w.network, w.txid),
    failureReason: w.failureReason,
    returnAddress: null,
    returnTxid: null,
    returnExplorerUrl: null,
    createdAt: w.createdAt.toISOString(),
    completedAt: w.completedAt?.toISOString() ?? null,
  };
}
