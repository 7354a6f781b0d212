import type { TWithdrawalOrder } from '@amigo/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * A paid bank withdrawal's day and the bank's reference for the transfer, as the operator entered
 * them, so the member can find the payment on their bank statement. Nothing for other orders.
 */
export function WithdrawalPaidNote({
  order,
  className = '',
}: {
  order: Pick<TWithdrawalOrder, 'paidReference' | 'paidOn'>;
  className?: string;
}) {
  const { t, language } = useI18n('finance');
  if (!order.paidReference || !order.paidOn) return null;
  // A calendar day, not a moment: formatted as that day whatever the browser's zone.
  const paidOn = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${order.paidOn}T00:00:00Z`),
  );
  return (
    <p className={`text-xs text-fg-muted ${className}`} data-testid="withdrawal-paid">
      {t('finance:payout.paidLine', { paidOn, reference: order.paidReference })}
    </p>
  );
}
