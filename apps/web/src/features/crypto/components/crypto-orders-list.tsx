import type { TCryptoOrder } from '@amigo/contract';
import clsx from 'clsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

const STATUS_TONES: Record<TCryptoOrder['status'], string> = {
  confirming: 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
  review: 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
  withdrawing: 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
  credited: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  success: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  below_minimum: 'bg-gold-400/15 text-gold-200 ring-gold-400/40',
  held_review: 'bg-gold-400/15 text-gold-200 ring-gold-400/40',
  returned: 'bg-slate-400/15 text-slate-200 ring-slate-400/40',
  failed: 'bg-red-500/15 text-red-200 ring-red-400/40',
};

const shortTx = (txid: string) => `${txid.slice(0, 10)}…${txid.slice(-6)}`;

/**
 * Crypto orders as cards (a list reads well at every width): amount, coins, status with confirmations,
 * txid link; a deposit sent back on chain (`returned`) also shows where to and the return's txid.
 */
export function CryptoOrdersList({ orders }: { orders: TCryptoOrder[] }) {
  const { t, language } = useI18n('crypto');
  if (orders.length === 0) return <p className="text-sm text-fg-subtle">{t('crypto:shared.noOrders')}</p>;
  return (
    <ul className="grid gap-2.5" data-testid="crypto-orders">
      {orders.map((order) => (
        <li
          key={order.orderSn}
          className="rounded-xl border border-line bg-night-900/50 p-3.5 text-sm"
          data-testid="crypto-order"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-fg tabular-nums">
              {t(`crypto:kind.${order.kind}`)} · {order.amount} {order.coin}
              <span className="ml-1.5 text-xs font-normal text-fg-subtle">{order.network}</span>
            </span>
            <span
              className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', STATUS_TONES[order.status])}
              data-testid="crypto-order-status"
            >
              {t(`crypto:status.${order.status}`)}
              {order.status === 'confirming' && order.confirmations !== null
                ? ` · ${t('crypto:shared.confirmations', { n: order.confirmations, required: order.confirmationsRequired ?? 0 })}`
                : ''}
            </span>
          </div>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-subtle">
            <span>{formatDateTimeIn(order.createdAt, language)}</span>
            {order.coins !== null ? (
              <span>{t('crypto:shared.coins', { amount: formatCoins(order.coins, language) })}</span>
            ) : null}
            {order.txid && order.explorerUrl ? (
              <a
                href={order.explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-mono text-gold-300 underline-offset-2 hover:underline"
                title={t('crypto:shared.viewTx')}
              >
                {t('crypto:shared.txid')}: {shortTx(order.txid)}
              </a>
            ) : null}
          </div>
          {order.status === 'returned' && order.returnAddress ? (
            <p className="mt-1.5 text-xs text-fg-subtle" data-testid="crypto-order-returned">
              {t('crypto:shared.returnedTo', { address: order.returnAddress })}
              {order.returnTxid && order.returnExplorerUrl ? (
                <>
                  {' · '}
                  <a
                    href={order.returnExplorerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-mono text-gold-300 underline-offset-2 hover:underline"
                    title={t('crypto:shared.viewTx')}
                  >
                    {t('crypto:shared.returnTxid')}: {shortTx(order.returnTxid)}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
