import { adminCalls, CRYPTO_WITHDRAWAL_STATUSES, type TCryptoWithdrawalQueueItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  InputAction,
  Loading,
  Pager,
  ReasonAction,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';

type Status = (typeof CRYPTO_WITHDRAWAL_STATUSES)[number];

/**
 * Crypto withdrawals, the same three decisions as bank ones: approve (review → withdrawing, through
 * the payout adapter when one is configured), mark paid with the transaction id, or reject with a
 * reason (the held coins return).
 */
export function CryptoWithdrawals() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('review');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'crypto-withdrawals', status, pageNum],
    queryFn: () => adminFetch(adminCalls.adminCryptoWithdrawalList, { status, pageNum, pageSize: 20 }),
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
        options={CRYPTO_WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`status.withdrawal.${value}`) }))}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('crypto.withdrawalsCaption')}
          head={[
            t('common.order'),
            t('common.member'),
            t('common.amount'),
            t('crypto.address'),
            t('common.status'),
            t('common.actions'),
          ]}
        >
          {query.data.list.map((order) => (
            <CryptoWithdrawalRow key={order.orderSn} order={order} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

function CryptoWithdrawalRow({ order }: { order: TCryptoWithdrawalQueueItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { action: 'approve' | 'paid' | 'fail'; reason?: string; txid?: string }) =>
      adminFetch(adminCalls.adminCryptoWithdrawalDecide, { orderSn: order.orderSn, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const open = order.status === 'review' || order.status === 'withdrawing';
  return (
    <tr data-testid={`crypto-withdrawal-${order.orderSn}`}>
      <td className={cellClass}>
        <span className="font-mono text-xs">{order.orderSn}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(order.createdAt)}</span>
      </td>
      <td className={cellClass}>
        {order.username} <span className="text-xs text-slate-500">#{order.userId}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>
        {order.amount} {order.coin}
        <span className="block text-xs text-slate-600">
          {t('crypto.feeAndCoins', { fee: order.fee, coin: order.coin, coins: formatCoins(order.coins) })}
        </span>
      </td>
      <td className={cellClass}>
        <span className="text-xs text-slate-600">{order.network}</span>
        <span className="block max-w-[14rem] font-mono text-xs break-all">{order.address}</span>
        {order.txid ? (
          <span className="mt-1 block max-w-[14rem] font-mono text-xs break-all text-slate-600">
            {t('crypto.txid')}: {order.txid}
          </span>
        ) : null}
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
              <InputAction
                label={t('withdrawals.markPaid')}
                fieldLabel={t('crypto.txid')}
                confirmLabel={t('crypto.confirmPaid')}
                maxLength={100}
                busy={decide.isPending}
                onSubmit={(txid) => decide.mutate({ action: 'paid', txid })}
              />
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
