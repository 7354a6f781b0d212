import type { CRYPTO_DEPOSIT_STATUSES } from '@amigo/contract';
import { adminCalls, type TCryptoDepositQueueItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  inputClass,
  Loading,
  Pager,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';

type Status = (typeof CRYPTO_DEPOSIT_STATUSES)[number];
const ORDER: readonly Status[] = ['held_review', 'credited', 'returned', 'confirming', 'below_minimum'];
type Payout = 'sandbox' | 'manual';

/**
 * Chain deposits held for a responsible-gaming review (they arrived over a deposit limit or during
 * a cool-off or self-exclusion): release one to credit the coins it was priced at, or return it on
 * chain to the address the member gave (with `manual` payout the operator sent it and enters the txid), once.
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
            <HeldRow key={deposit.orderSn} deposit={deposit} payout={query.data.payout} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </>
  );
}

function HeldRow({ deposit, payout }: { deposit: TCryptoDepositQueueItem; payout: Payout }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => adminFetch(adminCalls.adminCryptoDepositCreditHeld, { orderSn: deposit.orderSn }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const sendBack = useMutation({
    mutationFn: (input: { address: string; txid?: string }) =>
      adminFetch(adminCalls.adminCryptoDepositReturn, { orderSn: deposit.orderSn, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const busy = release.isPending || sendBack.isPending;
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
        {deposit.returnAddress ? (
          <span className="mt-1 block max-w-[14rem] text-xs break-all text-slate-600" data-testid="chain-deposit-return">
            {t('chain.returnedTo', { address: deposit.returnAddress })}
            {deposit.returnTxid ? (
              <span className="block font-mono">
                {t('crypto.txid')}: {deposit.returnTxid}
              </span>
            ) : null}
          </span>
        ) : null}
      </td>
      <td className={cellClass}>
        <StatusBadge status={deposit.status} label={t(`chain.statuses.${deposit.status}`)} />
      </td>
      <td className={cellClass}>
        {deposit.status === 'held_review' ? (
          <div className="flex flex-wrap gap-1.5">
            <Button variant="primary" disabled={busy} onClick={() => release.mutate()}>
              {t('chain.release')}
            </Button>
            <ReturnAction
              deposit={deposit}
              payout={payout}
              busy={busy}
              onEdit={() => sendBack.reset()}
              onSubmit={(input) => sendBack.mutate(input)}
            />
          </div>
        ) : null}
        <ErrorNote error={release.error ?? sendBack.error} />
      </td>
    </tr>
  );
}

/**
 * Return on chain: the address the member gave (a deposit has no single sender), the txid when the
 * operator sends it by hand (`manual` payout), then an explicit confirmation naming amount and address.
 */
function ReturnAction({
  deposit,
  payout,
  busy,
  onEdit,
  onSubmit,
}: {
  deposit: TCryptoDepositQueueItem;
  payout: Payout;
  busy: boolean;
  /** The operator changes the address or txid: an earlier refusal no longer applies. */
  onEdit: () => void;
  onSubmit: (input: { address: string; txid?: string }) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'closed' | 'form' | 'confirm'>('closed');
  const [address, setAddress] = useState('');
  const [txid, setTxid] = useState('');
  const addressId = useId();
  const txidId = useId();
  const manual = payout === 'manual';
  const ready = address.trim() !== '' && (!manual || txid.trim() !== '');
  if (step === 'closed') {
    return (
      <Button onClick={() => setStep('form')} disabled={busy}>
        {t('chain.return')}
      </Button>
    );
  }
  if (step === 'confirm') {
    const params = { amount: deposit.amount, coin: deposit.coin, network: deposit.network, address: address.trim() };
    return (
      <div role="group" aria-label={t('chain.return')} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
        <p className="text-xs font-medium break-all text-slate-700">
          {t(manual ? 'chain.confirmReturnManual' : 'chain.confirmReturn', params)}
        </p>
        <div className="flex gap-1.5">
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              onSubmit(manual ? { address: address.trim(), txid: txid.trim() } : { address: address.trim() });
              // Back to the form: a refused address stays there to correct; a return takes the row out of the queue.
              setStep('form');
            }}
          >
            {t(manual ? 'chain.recordReturn' : 'chain.sendBack')}
          </Button>
          <Button onClick={() => setStep('form')}>{t('chain.back')}</Button>
        </div>
      </div>
    );
  }
  function next(event: FormEvent) {
    event.preventDefault();
    if (ready) setStep('confirm');
  }
  return (
    <form onSubmit={next} aria-label={t('chain.return')} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      <label htmlFor={addressId} className="text-xs font-medium text-slate-700">
        {t('chain.returnAddress', { network: deposit.network })}
      </label>
      <input
        id={addressId}
        required
        maxLength={128}
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          onEdit();
        }}
        className={`${inputClass} font-mono`}
      />
      <p className="text-xs text-slate-600">{t('chain.returnHint', { network: deposit.network })}</p>
      {manual ? (
        <>
          <label htmlFor={txidId} className="text-xs font-medium text-slate-700">
            {t('chain.returnTxid')}
          </label>
          <input
            id={txidId}
            required
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            value={txid}
            onChange={(event) => {
              setTxid(event.target.value);
              onEdit();
            }}
            className={`${inputClass} font-mono`}
          />
        </>
      ) : null}
      <div className="flex gap-1.5">
        <Button type="submit" variant="primary" disabled={busy || !ready}>
          {t('chain.reviewReturn')}
        </Button>
        <Button
          onClick={() => {
            setStep('closed');
            onEdit();
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
