import { adminCalls, REFUND_STATUSES, type TDepositQueueItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  ConfirmAction,
  Empty,
  ErrorNote,
  inputClass,
  Loading,
  Pager,
  ReasonAction,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';

type Status = (typeof REFUND_STATUSES)[number];

/**
 * Refunds of paid deposits: start one with a reason (the deposit's coins leave the member's
 * wallet for the holds account), then mark it refunded (the money went back) or failed (the
 * coins return to the member).
 */
export function Refunds() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('refunding');
  const [pageNum, setPageNum] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const searchId = useId();
  const query = useQuery({
    queryKey: ['admin', 'refunds', status, q, pageNum],
    queryFn: () => adminFetch(adminCalls.adminDepositRefundList, { status, q, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPageNum(1);
  }
  return (
    <>
      <Segmented
        label={t('common.status')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNum(1);
        }}
        options={REFUND_STATUSES.map((value) => ({ value, label: t(`refunds.statuses.${value}`) }))}
      />
      <form role="search" onSubmit={search} className="flex max-w-xl flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            {t('refunds.search')}
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={64}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('refunds.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <Button type="submit">{t('members.search')}</Button>
      </form>
      <p className="text-sm text-slate-700">{t('refunds.explain')}</p>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('refunds.caption')}
          head={[
            t('common.order'),
            t('common.member'),
            t('common.amount'),
            t('refunds.channel'),
            t('common.status'),
            t('common.actions'),
          ]}
        >
          {query.data.list.map((order) => (
            <RefundRow key={order.orderSn} order={order} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

function RefundRow({ order }: { order: TDepositQueueItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: (input: { action: 'start' | 'refunded' | 'failed'; reason?: string }) =>
      adminFetch(adminCalls.adminDepositRefund, { orderSn: order.orderSn, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <tr data-testid={`refund-${order.orderSn}`}>
      <td className={cellClass}>
        <span className="font-mono text-xs">{order.orderSn}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(order.paidAt ?? order.createdAt)}</span>
      </td>
      <td className={cellClass}>
        {order.username} <span className="text-xs text-slate-500">#{order.userId}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>
        {formatCoins(order.amount)} {order.currency}
        <span className="block text-xs text-slate-600">{t('deposits.coins', { coins: formatCoins(order.coins) })}</span>
      </td>
      <td className={cellClass}>{order.channel}</td>
      <td className={cellClass}>
        <StatusBadge status={order.status} label={t(`refunds.statuses.${order.status as Status}`)} />
      </td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1.5">
          {order.status === 'paid' ? (
            <ReasonAction
              label={t('refunds.start')}
              confirmLabel={t('refunds.confirmStart')}
              busy={refund.isPending}
              onSubmit={(reason) => refund.mutate({ action: 'start', reason })}
            />
          ) : null}
          {order.status === 'refunding' ? (
            <>
              <Button variant="primary" disabled={refund.isPending} onClick={() => refund.mutate({ action: 'refunded' })}>
                {t('refunds.markRefunded')}
              </Button>
              <ConfirmAction
                label={t('refunds.markFailed')}
                question={t('refunds.failedQuestion', { coins: formatCoins(order.coins) })}
                confirmLabel={t('refunds.confirmFailed')}
                busy={refund.isPending}
                onConfirm={() => refund.mutate({ action: 'failed' })}
              />
            </>
          ) : null}
        </div>
        <ErrorNote error={refund.error} />
      </td>
    </tr>
  );
}
