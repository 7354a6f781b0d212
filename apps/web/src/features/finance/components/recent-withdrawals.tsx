import { Link } from 'react-router';
import { StatusBadge, withdrawalStatusView } from '../../../components/finance/order-status.tsx';
import { WithdrawalPaidNote } from '../../../components/finance/withdrawal-paid-note.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useWithdrawals } from '../api/list-withdrawals.ts';

const RECENT = { pageNum: 1, pageSize: 5 } as const;

/** The member's last five withdrawals; a failed one shows "withdrawal failed" and the reason. */
export function RecentWithdrawals({ recordsPath }: { recordsPath: string }) {
  const { t, language } = useI18n('finance');
  const withdrawals = useWithdrawals(RECENT);
  return (
    <section className="panel p-5" aria-labelledby="recent-withdrawals">
      <h2 id="recent-withdrawals" className="mb-3 text-base font-bold text-fg">
        {t('finance:recent.withdrawals')}
      </h2>
      {withdrawals.isPending ? (
        <p className="text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
      ) : withdrawals.isError ? (
        <p className="text-sm text-fg-subtle">{t('finance:shared.loadFailed')}</p>
      ) : withdrawals.data.list.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('finance:recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-line/60" data-testid="recent-withdrawals">
          {withdrawals.data.list.map((order) => (
            <li key={order.orderSn} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-fg tabular-nums">
                  {t('finance:shared.coins', { amount: formatCoins(order.amount, language) })}
                </p>
                <p className="truncate text-xs text-fg-subtle">
                  {t('finance:shared.cardLabel', { bank: order.bankName, last4: order.cardLast4 })}
                </p>
                <p className="text-xs text-fg-subtle tabular-nums">{formatDateTimeIn(order.createdAt, language)}</p>
                {order.status === 'failed' && order.failureReason ? (
                  <p className="mt-1 text-xs text-danger">{t('finance:shared.reason', { reason: order.failureReason })}</p>
                ) : null}
                <WithdrawalPaidNote order={order} className="mt-1" />
              </div>
              <StatusBadge view={withdrawalStatusView(order)} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={recordsPath}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
      >
        {t('finance:shared.viewAll')}
        <Icon name="chevronRight" className="size-4" />
      </Link>
    </section>
  );
}
