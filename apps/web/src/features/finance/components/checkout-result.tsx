import type { TDepositOrder } from '@amigo/contract';
import { depositStatusView, StatusBadge } from '../../../components/finance/order-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins, formatMoney } from '../../../lib/format/money.ts';
import { type FinanceKey } from '../../../lib/i18n/finance-translation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Notice } from './notice.tsx';
import { useFocusOn } from './use-focus-on.ts';

interface View {
  tone: 'info' | 'success' | 'danger' | 'warning';
  title: FinanceKey;
  body: FinanceKey;
}

function viewOf(order: TDepositOrder): View {
  switch (order.status) {
    case 'paid':
      return { tone: 'success', title: 'result.paidTitle', body: 'result.paidBody' };
    case 'failed':
      return { tone: 'danger', title: 'result.failedTitle', body: 'result.failedBody' };
    case 'expired':
      return { tone: 'danger', title: 'result.expiredTitle', body: 'result.expiredBody' };
    case 'refunding':
    case 'refunded':
      return { tone: 'info', title: 'result.refundTitle', body: 'result.refundBody' };
    default:
      return { tone: 'warning', title: 'result.pendingTitle', body: 'result.pendingBody' };
  }
}

/**
 * Back from the provider's checkout (?orderSn&result): what pay/query says about the order —
 * the outcome the provider's redirect claims is never taken on its word.
 */
export function CheckoutResult({
  order,
  checking,
  onCheckAgain,
  onNewDeposit,
}: {
  order: TDepositOrder | undefined;
  checking: boolean;
  onCheckAgain: () => void;
  onNewDeposit: () => void;
}) {
  const { t, language } = useI18n('finance');
  const view = order ? viewOf(order) : null;
  const headingRef = useFocusOn<HTMLHeadingElement>(order ? `${order.orderSn}:${order.status}` : null);

  if (!order || !view) {
    return (
      <section className="panel p-5 sm:p-6" aria-busy="true">
        <p role="status" className="text-fg-muted">
          {t('finance:result.checking')}
        </p>
      </section>
    );
  }

  return (
    <section className="panel grid gap-4 p-5 sm:p-6" aria-labelledby="checkout-result" data-testid="checkout-result">
      <div role={view.tone === 'danger' ? 'alert' : 'status'}>
        <Notice
          tone={view.tone}
          title={
            <span id="checkout-result" ref={headingRef} tabIndex={-1} className="text-base focus:outline-none">
              {t(`finance:${view.title}`)}
            </span>
          }
        >
          <p>
            {t(`finance:${view.body}`, {
              coins: formatCoins(order.coins, language),
              status: t(`finance:${depositStatusView(order).key}`),
            })}
          </p>
        </Notice>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-fg-subtle">{t('finance:shared.orderSn')}</dt>
          <dd className="font-mono break-all text-fg">{order.orderSn}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">{t('finance:shared.amount')}</dt>
          <dd className="text-fg tabular-nums">
            {formatMoney(order.amount, order.currency, language)} →{' '}
            {t('finance:shared.coins', { amount: formatCoins(order.coins, language) })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">{t('finance:shared.status')}</dt>
          <dd>
            <StatusBadge view={depositStatusView(order)} testId="deposit-status" />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        {order.status === 'pending' ? (
          <Button variant="secondary" onClick={onCheckAgain} disabled={checking} aria-busy={checking || undefined}>
            {t('finance:result.checkAgain')}
          </Button>
        ) : null}
        <Button variant={order.status === 'pending' ? 'ghost' : 'primary'} onClick={onNewDeposit}>
          {t('finance:result.newDeposit')}
        </Button>
      </div>
    </section>
  );
}
