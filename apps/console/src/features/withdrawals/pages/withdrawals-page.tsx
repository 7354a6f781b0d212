import { adminCalls, type TWithdrawalQueueItem, WITHDRAWAL_STATUSES } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  Loading,
  Page,
  PageHeader,
  Pager,
  ReasonAction,
  Segmented,
  StatusBadge,
  Table,
  ViewSwitch,
} from '../../../components/ui.tsx';
import { CryptoWithdrawals } from '../components/crypto-withdrawals.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useUrlView } from '../../../lib/use-url-view.ts';

type Status = (typeof WITHDRAWAL_STATUSES)[number];

const VIEWS = ['bank', 'crypto'] as const;

/** Withdrawals, bank and crypto: approve, mark paid, or reject with a reason (coins return). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const [view, setView] = useUrlView(VIEWS);
  return (
    <Page>
      <PageHeader title={t('sections.withdrawals.title')} description={t('sections.withdrawals.description')} />
      <ViewSwitch
        label={t('queues.view')}
        value={view}
        onChange={setView}
        options={VIEWS.map((value) => ({ value, label: t(`queues.withdrawalViews.${value}`) }))}
      />
      {view === 'bank' ? <BankWithdrawals /> : <CryptoWithdrawals />}
    </Page>
  );
}

/** Bank withdrawals: approve (review → withdrawing), mark paid (→ success), or reject with a reason. */
function BankWithdrawals() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('review');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'withdrawals', status, pageNum],
    queryFn: () => adminFetch(adminCalls.adminWithdrawalList, { status, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Segmented
        label={t('common.status')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNum(1);
        }}
        options={WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`status.withdrawal.${value}`) }))}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('sections.withdrawals.title')}
          head={[
            t('common.order'),
            t('common.member'),
            t('common.amount'),
            t('withdrawals.bank'),
            t('common.status'),
            t('common.actions'),
          ]}
        >
          {query.data.list.map((order) => (
            <WithdrawalRow key={order.orderSn} order={order} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

type Order = TWithdrawalQueueItem;

function WithdrawalRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { action: 'approve' | 'paid' | 'fail'; reason?: string }) =>
      adminFetch(adminCalls.adminWithdrawalDecide, { orderSn: order.orderSn, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const open = order.status === 'review' || order.status === 'withdrawing';
  return (
    <tr data-testid={`withdrawal-${order.orderSn}`}>
      <td className={cellClass}>
        <span className="font-mono text-xs">{order.orderSn}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(order.createdAt)}</span>
      </td>
      <td className={cellClass}>
        {order.username} <span className="text-xs text-slate-500">#{order.userId}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>{formatCoins(order.amount)}</td>
      <td className={cellClass}>
        {order.bankName} ****{order.cardLast4}
        <span className="block text-xs text-slate-600">{order.holderName}</span>
      </td>
      <td className={cellClass}>
        <StatusBadge status={order.status} label={t(`status.withdrawal.${order.status}`)} />
        {order.failureReason ? <span className="mt-1 block text-xs text-red-800">{order.failureReason}</span> : null}
      </td>
      <td className={cellClass}>
        {open ? (
          <div className="flex flex-wrap gap-1.5">
            {order.status === 'review' ? (
              <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'approve' })}>
                {t('actions.approve')}
              </Button>
            ) : (
              <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'paid' })}>
                {t('withdrawals.markPaid')}
              </Button>
            )}
            <ReasonAction
              label={t('actions.reject')}
              confirmLabel={t('withdrawals.confirmReject')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ action: 'fail', reason })}
            />
          </div>
        ) : null}
        <ErrorNote error={decide.error} />
      </td>
    </tr>
  );
}
