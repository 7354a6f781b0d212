import { Link } from 'react-router';
import { depositStatusView, StatusBadge } from '../../../components/finance/order-status.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { formatCoins, formatMoney } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useDeposits } from '../api/list-deposits.ts';

const RECENT = { pageNum: 1, pageSize: 5 } as const;

/** The member's last five deposits with their statuses, and the way to the full records. */
export function RecentDeposits({ recordsPath }: { recordsPath: string }) {
  const { t, language } = useI18n('finance');
  const deposits = useDeposits(RECENT);
  return (
    <section className="panel p-5" aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className="mb-3 text-base font-bold text-fg">
        {t('finance:recent.deposits')}
      </h2>
      {deposits.isPending ? (
        <p className="text-sm text-fg-subtle">{t('finance:shared.loading')}</p>
      ) : deposits.isError ? (
        <p className="text-sm text-fg-subtle">{t('finance:shared.loadFailed')}</p>
      ) : deposits.data.list.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('finance:recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-line/60" data-testid="recent-deposits">
          {deposits.data.list.map((order) => (
            <li key={order.orderSn} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-fg tabular-nums">{formatMoney(order.amount, order.currency, language)}</p>
                <p className="text-xs text-fg-subtle">
                  {t(`finance:channels.${order.channel}`)} ·{' '}
                  {t('finance:shared.coins', { amount: formatCoins(order.coins, language) })}
                </p>
                <p className="text-xs text-fg-subtle tabular-nums">{formatDateTimeIn(order.createdAt, language)}</p>
              </div>
              <StatusBadge view={depositStatusView(order)} />
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
