import { CRYPTO_WITHDRAWAL_STATUSES } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDetails } from '../../../components/decision-forms.tsx';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp, StatusWithNote } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { decideCryptoWithdrawal } from '../api/decide-crypto-withdrawal.ts';
import { cryptoWithdrawalQueueKey, listCryptoWithdrawals } from '../api/list-crypto-withdrawals.ts';

type Decision = { action: 'approve' | 'paid' | 'fail'; reason?: string; txid?: string };

/**
 * Crypto withdrawals, the same three decisions as bank ones: approve (review → withdrawing, through
 * the payout adapter when one is configured), mark paid with the transaction id, or reject with a
 * reason (the held coins return).
 */
export function CryptoWithdrawals() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      queryKey={cryptoWithdrawalQueueKey}
      statuses={CRYPTO_WITHDRAWAL_STATUSES}
      initialStatus="review"
      statusLabel={(status) => t(`status.withdrawal.${status}`)}
      list={({ status, pageNum, pageSize }) => listCryptoWithdrawals({ status, pageNum, pageSize })}
      table={{
        caption: t('crypto.withdrawalsCaption'),
        columns: [
          { header: t('common.order'), cell: (order) => <OrderStamp orderSn={order.orderSn} at={order.createdAt} /> },
          { header: t('common.member'), cell: (order) => <MemberName {...order} /> },
          {
            header: t('common.amount'),
            className: 'tabular-nums',
            cell: (order) => (
              <>
                {order.amount} {order.coin}
                <span className="block text-xs text-slate-600">
                  {t('crypto.feeAndCoins', { fee: order.fee, coin: order.coin, coins: formatCoins(order.coins) })}
                </span>
              </>
            ),
          },
          {
            header: t('crypto.address'),
            cell: (order) => (
              <>
                <span className="text-xs text-slate-600">{order.network}</span>
                <span className="block max-w-[14rem] font-mono text-xs break-all">{order.address}</span>
                {order.txid ? (
                  <span className="mt-1 block max-w-[14rem] font-mono text-xs break-all text-slate-600">
                    {t('crypto.txid')}: {order.txid}
                  </span>
                ) : null}
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
        rowTestId: (order) => `crypto-withdrawal-${order.orderSn}`,
        decide: (order, input: Decision) => decideCryptoWithdrawal({ orderSn: order.orderSn, ...input }),
        decisions: (order): QueueDecision<Decision>[] => {
          if (order.status !== 'review' && order.status !== 'withdrawing') return [];
          const coins = formatCoins(order.coins);
          const details = (effect: string) => (
            <ConfirmDetails
              amount={`${order.amount} ${order.coin} · ${t('payout.coins', { coins })}`}
              member={`${order.username} #${order.userId}`}
              effect={effect}
            />
          );
          return [
            order.status === 'review'
              ? {
                  kind: 'confirm',
                  tone: 'primary',
                  label: t('actions.approve'),
                  question: t('payout.questions.cryptoApprove'),
                  confirmLabel: t('payout.confirm.cryptoApprove'),
                  details: details(t('payout.effects.cryptoApprove', { coins })),
                  input: { action: 'approve' },
                }
              : {
                  kind: 'value',
                  label: t('withdrawals.markPaid'),
                  fieldLabel: t('crypto.txid'),
                  confirmLabel: t('crypto.confirmPaid'),
                  maxLength: 100,
                  details: details(t('payout.effects.cryptoPaid', { coins })),
                  toInput: (txid) => ({ action: 'paid', txid }),
                },
            {
              kind: 'reason',
              label: t('actions.reject'),
              confirmLabel: t('withdrawals.confirmReject'),
              details: details(t('payout.effects.cryptoFail', { coins })),
              toInput: (reason) => ({ action: 'fail', reason }),
            },
          ];
        },
        done: (order, input) =>
          input.action === 'paid'
            ? t('payout.done.cryptoPaid', { orderSn: order.orderSn })
            : t(input.action === 'approve' ? 'payout.done.approve' : 'payout.done.cryptoFail', {
                orderSn: order.orderSn,
                member: order.username,
                coins: formatCoins(order.coins),
              }),
      }}
    />
  );
}
