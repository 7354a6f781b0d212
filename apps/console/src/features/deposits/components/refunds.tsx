import { REFUND_STATUSES } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDetails } from '../../../components/decision-forms.tsx';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { StatusBadge } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { listRefunds, refundQueueKey } from '../api/list-refunds.ts';
import { refundDeposit } from '../api/refund-deposit.ts';

type Status = (typeof REFUND_STATUSES)[number];
type Decision = { action: 'start' | 'refunded' | 'failed'; reason?: string };

/**
 * Refunds of paid deposits: start one with a reason (the deposit's coins leave the member's
 * wallet for the holds account), then mark it refunded (the money went back) or failed (the
 * coins return to the member).
 */
export function Refunds() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      queryKey={refundQueueKey}
      statuses={REFUND_STATUSES}
      initialStatus="refunding"
      statusLabel={(status) => t(`refunds.statuses.${status}`)}
      list={({ status, q, pageNum, pageSize }) => listRefunds({ status, q, pageNum, pageSize })}
      search={{ label: t('refunds.search'), placeholder: t('refunds.searchPlaceholder') }}
      explain={t('refunds.explain')}
      table={{
        caption: t('refunds.caption'),
        columns: [
          {
            header: t('common.order'),
            cell: (order) => <OrderStamp orderSn={order.orderSn} at={order.paidAt ?? order.createdAt} />,
          },
          { header: t('common.member'), cell: (order) => <MemberName {...order} /> },
          {
            header: t('common.amount'),
            className: 'tabular-nums',
            cell: (order) => (
              <>
                {formatCoins(order.amount)} {order.currency}
                <span className="block text-xs text-slate-600">{t('deposits.coins', { coins: formatCoins(order.coins) })}</span>
              </>
            ),
          },
          { header: t('refunds.channel'), cell: (order) => order.channel },
          {
            header: t('common.status'),
            cell: (order) => <StatusBadge status={order.status} label={t(`refunds.statuses.${order.status as Status}`)} />,
          },
        ],
        rowKey: (order) => order.orderSn,
        rowTestId: (order) => `refund-${order.orderSn}`,
        decide: (order, input: Decision) => refundDeposit({ orderSn: order.orderSn, ...input }),
        decisions: (order): QueueDecision<Decision>[] => {
          const coins = formatCoins(order.coins);
          const balance = formatCoins(order.balance);
          const details = (effect: string) => (
            <ConfirmDetails
              amount={`${formatCoins(order.amount)} ${order.currency} · ${t('payout.coins', { coins })}`}
              member={`${order.username} #${order.userId}`}
              effect={effect}
            />
          );
          if (order.status === 'paid') {
            return [
              {
                kind: 'reason',
                label: t('refunds.start'),
                confirmLabel: t('refunds.confirmStart'),
                details: details(
                  t('payout.effects.refundStart', { coins, balance, after: formatCoins(order.balance - order.coins) }),
                ),
                toInput: (reason) => ({ action: 'start', reason }),
              },
            ];
          }
          if (order.status !== 'refunding') return [];
          return [
            {
              kind: 'confirm',
              tone: 'primary',
              label: t('refunds.markRefunded'),
              question: t('payout.questions.refunded'),
              confirmLabel: t('payout.confirm.refunded'),
              details: details(t('payout.effects.refunded', { coins, balance })),
              input: { action: 'refunded' },
            },
            {
              kind: 'confirm',
              label: t('refunds.markFailed'),
              question: t('refunds.failedQuestion', { coins }),
              confirmLabel: t('refunds.confirmFailed'),
              details: details(
                t('payout.effects.refundFailed', { coins, balance, after: formatCoins(order.balance + order.coins) }),
              ),
              input: { action: 'failed' },
            },
          ];
        },
        done: (order, input) => {
          const after =
            input.action === 'start'
              ? order.balance - order.coins
              : input.action === 'failed'
                ? order.balance + order.coins
                : order.balance;
          const key = input.action === 'start' ? 'refundStart' : input.action === 'refunded' ? 'refunded' : 'refundFailed';
          return t(`payout.done.${key}`, {
            orderSn: order.orderSn,
            member: order.username,
            coins: formatCoins(order.coins),
            after: formatCoins(after),
          });
        },
      }}
    />
  );
}
