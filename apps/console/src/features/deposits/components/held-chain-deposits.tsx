import type { CRYPTO_DEPOSIT_STATUSES } from '@amigo/contract';
import { adminCalls, type TCryptoDepositQueueItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cellClass, Empty, ErrorNote, Loading, Pager, Segmented, StatusBadge, Table } from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';

type Status = (typeof CRYPTO_DEPOSIT_STATUSES)[number];
const ORDER: readonly Status[] = ['held_review', 'credited', 'confirming', 'below_minimum'];

/**
 * Chain deposits held for a responsible-gaming review (they arrived over a deposit limit or during
 * a cool-off or self-exclusion): release one to credit the coins it was priced at, once.
 */
export function HeldChainDeposits() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('held_review');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'chain-deposits', status, pageNum],
    queryFn: () => adminFetch(adminCalls.adminCryptoDepositList, { status, pageNum, pageSize: 20 }),
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
        options={ORDER.map((value) => ({ value, label: t(`chain.statuses.${value}`) }))}
      />
      <p className="text-sm text-slate-700">{t('chain.explain')}</p>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('chain.caption')}
          head={[
            t('common.order'),
            t('common.member'),
            t('common.amount'),
            t('crypto.txid'),
            t('common.status'),
            t('common.actions'),
          ]}
        >
          {query.data.list.map((deposit) => (
            <HeldRow key={deposit.orderSn} deposit={deposit} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

function HeldRow({ deposit }: { deposit: TCryptoDepositQueueItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => adminFetch(adminCalls.adminCryptoDepositCreditHeld, { orderSn: deposit.orderSn }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <tr data-testid={`chain-deposit-${deposit.orderSn}`}>
      <td className={cellClass}>
        <span className="font-mono text-xs">{deposit.orderSn}</span>
        <span className="block text-xs text-slate-600">{formatDateTime(deposit.createdAt)}</span>
      </td>
      <td className={cellClass}>
        {deposit.username} <span className="text-xs text-slate-500">#{deposit.userId}</span>
      </td>
      <td className={`${cellClass} tabular-nums`}>
        {deposit.amount} {deposit.coin}
        {deposit.coins !== null ? (
          <span className="block text-xs text-slate-600">{t('deposits.coins', { coins: formatCoins(deposit.coins) })}</span>
        ) : null}
      </td>
      <td className={cellClass}>
        <span className="text-xs text-slate-600">{deposit.network}</span>
        <span className="block max-w-[14rem] font-mono text-xs break-all">{deposit.txid}</span>
      </td>
      <td className={cellClass}>
        <StatusBadge status={deposit.status} label={t(`chain.statuses.${deposit.status}`)} />
      </td>
      <td className={cellClass}>
        {deposit.status === 'held_review' ? (
          <Button variant="primary" disabled={release.isPending} onClick={() => release.mutate()}>
            {t('chain.release')}
          </Button>
        ) : null}
        <ErrorNote error={release.error} />
      </td>
    </tr>
  );
}
