import { WITHDRAWAL_STATUSES, type TWithdrawalQueueItem } from '@amigo/contract';
import { ConfirmDetails } from '../../../components/decision-forms.tsx';
import { useTranslation } from 'react-i18next';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp, StatusWithNote } from '../../../components/review-queue/queue-cells.tsx';
import { QueueViews, ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { formatCoins, tokyoToday } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { decideWithdrawal } from '../api/decide-withdrawal.ts';
import { listWithdrawals, withdrawalQueueKey } from '../api/list-withdrawals.ts';
import { BankDetailsReveal } from '../components/bank-details-reveal.tsx';
import { CryptoWithdrawals } from '../components/crypto-withdrawals.tsx';
import { PaidForm } from '../components/paid-form.tsx';
import { PayoutExport } from '../components/payout-export.tsx';

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

type Decision = { action: 'approve' | 'paid' | 'fail'; reason?: string; reference?: string; paidOn?: string };

/**
 * Bank withdrawals: approve (review → withdrawing), mark paid with the bank's reference and day
 * (→ success), or reject with a reason (the held coins return). Each opens a confirmation that says
 * what happens to the coins. Staff who pay (`withdrawals.pay`) also get the transfer file and the
 * account to pay, one audited view at a time.
 */
function BankWithdrawals() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const pays = can(me, 'withdrawals.pay');
  const details = (order: TWithdrawalQueueItem, effect: string) => (
    <ConfirmDetails
      amount={t('payout.coins', { coins: formatCoins(order.amount) })}
      member={`${order.username} #${order.userId}`}
      effect={effect}
    />
  );
  const balance = (order: TWithdrawalQueueItem) => formatCoins(order.balance);
  return (
    <>
      {pays ? <PayoutExport /> : null}
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
                  {pays && order.status !== 'failed' ? <BankDetailsReveal orderSn={order.orderSn} /> : null}
                </>
              ),
            },
            {
              header: t('common.status'),
              cell: (order) => (
                <>
                  <StatusWithNote
                    status={order.status}
                    label={t(`status.withdrawal.${order.status}`)}
                    note={order.failureReason}
                  />
                  {order.paidReference ? (
                    <span className="mt-1 block text-xs text-slate-700">
                      {t('payout.paidAs', { reference: order.paidReference, paidOn: order.paidOn ?? '—' })}
                    </span>
                  ) : null}
                </>
              ),
            },
          ],
          rowKey: (order) => order.orderSn,
          rowTestId: (order) => `withdrawal-${order.orderSn}`,
          decide: (order, input: Decision) => decideWithdrawal({ orderSn: order.orderSn, ...input }),
          decisions: (order): QueueDecision<Decision>[] => {
            if (order.status !== 'review' && order.status !== 'withdrawing') return [];
            const after = formatCoins(order.balance + order.amount);
            return [
              order.status === 'review'
                ? {
                    kind: 'confirm',
                    tone: 'primary',
                    label: t('actions.approve'),
                    question: t('payout.approveQuestion'),
                    confirmLabel: t('payout.confirmApprove'),
                    details: details(
                      order,
                      t('payout.effects.approve', { coins: formatCoins(order.amount), balance: balance(order) }),
                    ),
                    input: { action: 'approve' },
                  }
                : {
                    kind: 'custom',
                    key: 'paid',
                    render: ({ busy, decide }) => (
                      <PaidForm
                        label={t('withdrawals.markPaid')}
                        requestedOn={tokyoToday(new Date(order.createdAt))}
                        details={details(
                          order,
                          t('payout.effects.paid', { coins: formatCoins(order.amount), balance: balance(order) }),
                        )}
                        busy={busy}
                        onSubmit={(paid) => decide({ action: 'paid', ...paid })}
                      />
                    ),
                  },
              {
                kind: 'reason',
                label: t('actions.reject'),
                confirmLabel: t('withdrawals.confirmReject'),
                details: details(
                  order,
                  t('payout.effects.fail', { coins: formatCoins(order.amount), balance: balance(order), after }),
                ),
                toInput: (reason) => ({ action: 'fail', reason }),
              },
            ];
          },
          done: (order, input) =>
            input.action === 'paid'
              ? t('payout.done.paid', { orderSn: order.orderSn, reference: input.reference })
              : t(`payout.done.${input.action}`, {
                  orderSn: order.orderSn,
                  member: order.username,
                  coins: formatCoins(order.amount),
                  after: formatCoins(order.balance + order.amount),
                }),
        }}
      />
    </>
  );
}
