import { MANUAL_STATUSES } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDetails } from '../../../components/decision-forms.tsx';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp } from '../../../components/review-queue/queue-cells.tsx';
import { QueueViews, ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { StatusBadge } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { decideDeposit } from '../api/decide-deposit.ts';
import { depositQueueKey, listDeposits } from '../api/list-deposits.ts';
import { HeldChainDeposits } from '../components/held-chain-deposits.tsx';
import { Refunds } from '../components/refunds.tsx';

const VIEWS = ['manual', 'refunds', 'chain'] as const;

/** Deposits: manual bank transfers, refunds of paid deposits, and chain deposits held for review. */
export function DepositsPage() {
  const { t } = useTranslation();
  return (
    <ReviewQueuePage title={t('sections.deposits.title')} description={t('sections.deposits.description')}>
      <QueueViews views={VIEWS} label={(view) => t(`queues.depositViews.${view}`)}>
        {(view) => (view === 'manual' ? <ManualDeposits /> : view === 'refunds' ? <Refunds /> : <HeldChainDeposits />)}
      </QueueViews>
    </ReviewQueuePage>
  );
}

type Decision = { outcome: 'paid' | 'failed'; reason?: string };

/** Manual bank transfers: confirm (credits the member once) or fail with a reason, each confirmed with what it does. */
function ManualDeposits() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      queryKey={depositQueueKey}
      statuses={MANUAL_STATUSES}
      initialStatus="in_progress"
      statusLabel={(status) => t(`status.manual.${status}`)}
      list={({ status, pageNum, pageSize }) => listDeposits({ manualStatus: status, pageNum, pageSize })}
      table={{
        caption: t('sections.deposits.title'),
        columns: [
          { header: t('common.order'), cell: (order) => <OrderStamp orderSn={order.orderSn} at={order.createdAt} /> },
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
          { header: t('deposits.payer'), cell: (order) => order.payerName ?? '—' },
          {
            header: t('common.status'),
            cell: (order) => (
              <>
                {order.manualStatus ? (
                  <StatusBadge status={order.manualStatus} label={t(`status.manual.${order.manualStatus}`)} />
                ) : null}
                {order.failureReason ? <span className="mt-1 block text-xs text-red-800">{order.failureReason}</span> : null}
              </>
            ),
          },
        ],
        rowKey: (order) => order.orderSn,
        rowTestId: (order) => `deposit-${order.orderSn}`,
        decide: (order, input: Decision) => decideDeposit({ orderSn: order.orderSn, ...input }),
        decisions: (order): QueueDecision<Decision>[] => {
          if (order.status !== 'pending' && order.status !== 'expired') return [];
          const coins = formatCoins(order.coins);
          const details = (effect: string) => (
            <ConfirmDetails
              amount={`${formatCoins(order.amount)} ${order.currency} · ${t('payout.coins', { coins })}`}
              member={`${order.username} #${order.userId}`}
              effect={effect}
            />
          );
          const balance = formatCoins(order.balance);
          return [
            {
              kind: 'confirm',
              tone: 'primary',
              label: t('deposits.confirm'),
              question: t('payout.questions.depositConfirm'),
              confirmLabel: t('payout.confirm.depositConfirm'),
              details: details(
                t('payout.effects.depositConfirm', { coins, balance, after: formatCoins(order.balance + order.coins) }),
              ),
              input: { outcome: 'paid' },
            },
            {
              kind: 'reason',
              label: t('deposits.fail'),
              confirmLabel: t('deposits.fail'),
              details: details(t('payout.effects.depositFail', { balance })),
              toInput: (reason) => ({ outcome: 'failed', reason }),
            },
          ];
        },
        done: (order, input) =>
          t(input.outcome === 'paid' ? 'payout.done.depositConfirm' : 'payout.done.depositFail', {
            orderSn: order.orderSn,
            member: order.username,
            coins: formatCoins(order.coins),
            after: formatCoins(order.balance + order.coins),
          }),
      }}
    />
  );
}
