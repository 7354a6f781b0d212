import { adminCalls, type TDepositQueueItem, MANUAL_STATUSES } from '@amigo/contract';
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
import { HeldChainDeposits } from '../components/held-chain-deposits.tsx';
import { Refunds } from '../components/refunds.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useUrlView } from '../../../lib/use-url-view.ts';

type ManualStatus = (typeof MANUAL_STATUSES)[number];

const VIEWS = ['manual', 'refunds', 'chain'] as const;

/** Deposits: manual bank transfers, refunds of paid deposits, and chain deposits held for review. */
export function DepositsPage() {
  const { t } = useTranslation();
  const [view, setView] = useUrlView(VIEWS);
  return (
    <Page>
      <PageHeader title={t('sections.deposits.title')} description={t('sections.deposits.description')} />
      <ViewSwitch
        label={t('queues.view')}
        value={view}
        onChange={setView}
        options={VIEWS.map((value) => ({ value, label: t(`queues.depositViews.${value}`) }))}
      />
      {view === 'manual' ? <ManualDeposits /> : view === 'refunds' ? <Refunds /> : <HeldChainDeposits />}
    </Page>
  );
}

/** Manual bank transfers: confirm (credits the member once) or fail with a reason. */
function ManualDeposits() {
  const { t } = useTranslation();
  const [manualStatus, setManualStatus] = useState<ManualStatus>('in_progress');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'deposits', manualStatus, pageNum],
    queryFn: () => adminFetch(adminCalls.adminDepositList, { manualStatus, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Segmented
        label={t('common.status')}
        value={manualStatus}
        onChange={(next) => {
          setManualStatus(next);
          setPageNum(1);
        }}
        options={MANUAL_STATUSES.map((value) => ({ value, label: t(`status.manual.${value}`) }))}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('sections.deposits.title')}
          head={[
            t('common.order'),
            t('common.member'),
            t('common.amount'),
            t('deposits.payer'),
            t('common.status'),
            t('common.actions'),
          ]}
        >
          {query.data.list.map((order) => (
            <DepositRow key={order.orderSn} order={order} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

type Order = TDepositQueueItem;

function DepositRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { outcome: 'paid' | 'failed'; reason?: string }) =>
      adminFetch(adminCalls.adminDepositDecide, { orderSn: order.orderSn, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const open = order.status === 'pending' || order.status === 'expired';
  return (
    <tr data-testid={`deposit-${order.orderSn}`}>
      <td className={cellClass}>
        <span className="font-mono text-xs">{order.orderSn}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(order.createdAt)}</span>
      </td>
      <td className={cellClass}>
        {order.username} <span className="text-xs text-slate-500">#{order.userId}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>
        {formatCoins(order.amount)} {order.currency}
        <span className="block text-xs text-slate-600">{t('deposits.coins', { coins: formatCoins(order.coins) })}</span>
      </td>
      <td className={cellClass}>{order.payerName ?? '—'}</td>
      <td className={cellClass}>
        {order.manualStatus ? <StatusBadge status={order.manualStatus} label={t(`status.manual.${order.manualStatus}`)} /> : null}
        {order.failureReason ? <span className="mt-1 block text-xs text-red-800">{order.failureReason}</span> : null}
      </td>
      <td className={cellClass}>
        {open ? (
          <div className="flex flex-wrap gap-1.5">
            <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ outcome: 'paid' })}>
              {t('deposits.confirm')}
            </Button>
            <ReasonAction
              label={t('deposits.fail')}
              confirmLabel={t('deposits.fail')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ outcome: 'failed', reason })}
            />
          </div>
        ) : null}
        <ErrorNote error={decide.error} />
      </td>
    </tr>
  );
}
