import { WITHDRAWAL_STATUSES } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp, StatusWithNote } from '../../../components/review-queue/queue-cells.tsx';
import { QueueViews, ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { decideWithdrawal } from '../api/decide-withdrawal.ts';
import { listWithdrawals, withdrawalQueueKey } from '../api/list-withdrawals.ts';
import { CryptoWithdrawals } from '../components/crypto-withdrawals.tsx';

const VIEWS = ['bank', 'crypto'] as const;

/** Withdrawals, bank and crypto: approve, mark paid, or reject with a reason (coins return). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <ReviewQueuePage title={t('sections.withdrawals.title')} description={t('sections.withdrawals.description')}>
      <QueueViews views={VIEWS} label={(view) => t(`queues.withdrawalViews.${view}`)}>
        {(view) => (view === 'bank' ? <BankWithdrawals /> : <CryptoWithdrawals />)}
      </QueueViews>
    </ReviewQueuePage>
  );
}

type Decision = { action: 'approve' | 'paid' | 'fail'; reason?: string };

/** Bank withdrawals: approve (review → withdrawing), mark paid (→ success), or reject with a reason. */
function BankWithdrawals() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      queryKey={withdrawalQueueKey}
      statuses={WITHDRAWAL_STATUSES}
      initialStatus="review"
      statusLabel={(status) => t(`status.withdrawal.${status}`)}
      list={({ status, pageNum, pageSize }) => listWithdrawals({ status, pageNum, pageSize })}
      table={{
        caption: t('sections.withdrawals.title'),
        columns: [
          { header: t('common.order'), cell: (order) => <OrderStamp orderSn={order.orderSn} at={order.createdAt} /> },
          { header: t('common.member'), cell: (order) => <MemberName {...order} /> },
          { header: t('common.amount'), cell: (order) => formatCoins(order.amount), className: 'tabular-nums' },
          {
            header: t('withdrawals.bank'),
            cell: (order) => (
              <>
                {order.bankName} ****{order.cardLast4}
                <span className="block text-xs text-slate-600">{order.holderName}</span>
              </>
            ),
          },
          {
            header: t('common.status'),
            cell: (order) => (
              <StatusWithNote status={order.status} label={t(`status.withdrawal.${order.status}`)} note={order.failureReason} />
            ),
          },
        ],
        rowKey: (order) => order.orderSn,
        rowTestId: (order) => `withdrawal-${order.orderSn}`,
        decide: (order, input: Decision) => decideWithdrawal({ orderSn: order.orderSn, ...input }),
        decisions: (order): QueueDecision<Decision>[] => {
          if (order.status !== 'review' && order.status !== 'withdrawing') return [];
          return [
            order.status === 'review'
              ? { kind: 'go', label: t('actions.approve'), input: { action: 'approve' } }
              : { kind: 'go', label: t('withdrawals.markPaid'), input: { action: 'paid' } },
            {
              kind: 'reason',
              label: t('actions.reject'),
              confirmLabel: t('withdrawals.confirmReject'),
              toInput: (reason) => ({ action: 'fail', reason }),
            },
          ];
        },
      }}
    />
  );
}
