import type { CRYPTO_DEPOSIT_STATUSES, TCryptoDepositQueueItem } from '@amigo/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDetails } from '../../../components/decision-forms.tsx';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, OrderStamp } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { Button, inputClass, StatusBadge } from '../../../components/ui.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { creditHeldDeposit } from '../api/credit-held-deposit.ts';
import { chainDepositQueueKey, listChainDeposits } from '../api/list-chain-deposits.ts';
import { returnChainDeposit } from '../api/return-chain-deposit.ts';

type Status = (typeof CRYPTO_DEPOSIT_STATUSES)[number];
const ORDER: readonly Status[] = ['held_review', 'credited', 'returned', 'confirming', 'below_minimum'];
type Payout = 'sandbox' | 'manual';
type ReturnInput = { address: string; txid?: string };
/** Release credits the deposit; return sends it back on chain. */
type Decision = { kind: 'release' } | ({ kind: 'return' } & ReturnInput);

/**
 * Chain deposits held for a responsible-gaming review (they arrived over a deposit limit or during
 * a cool-off or self-exclusion): release one to credit the coins it was priced at, or return it on
 * chain to the address the member gave (with `manual` payout the operator sent it and enters the txid), once.
 */
export function HeldChainDeposits() {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      queryKey={chainDepositQueueKey}
      statuses={ORDER}
      initialStatus="held_review"
      statusLabel={(status) => t(`chain.statuses.${status}`)}
      list={({ status, pageNum, pageSize }) => listChainDeposits({ status, pageNum, pageSize })}
      explain={t('chain.explain')}
      table={{
        caption: t('chain.caption'),
        columns: [
          { header: t('common.order'), cell: (deposit) => <OrderStamp orderSn={deposit.orderSn} at={deposit.createdAt} /> },
          { header: t('common.member'), cell: (deposit) => <MemberName {...deposit} /> },
          {
            header: t('common.amount'),
            className: 'tabular-nums',
            cell: (deposit) => (
              <>
                {deposit.amount} {deposit.coin}
                {deposit.coins !== null ? (
                  <span className="block text-xs text-slate-600">
                    {t('deposits.coins', { coins: formatCoins(deposit.coins) })}
                  </span>
                ) : null}
              </>
            ),
          },
          { header: t('crypto.txid'), cell: (deposit) => <ChainTransfer deposit={deposit} /> },
          {
            header: t('common.status'),
            cell: (deposit) => <StatusBadge status={deposit.status} label={t(`chain.statuses.${deposit.status}`)} />,
          },
        ],
        rowKey: (deposit) => deposit.orderSn,
        rowTestId: (deposit) => `chain-deposit-${deposit.orderSn}`,
        decide: (deposit, input: Decision) =>
          input.kind === 'release'
            ? creditHeldDeposit({ orderSn: deposit.orderSn })
            : returnChainDeposit({
                orderSn: deposit.orderSn,
                address: input.address,
                ...(input.txid ? { txid: input.txid } : {}),
              }),
        decisions: (deposit, page): QueueDecision<Decision>[] =>
          deposit.status === 'held_review'
            ? [
                {
                  kind: 'confirm',
                  tone: 'primary',
                  label: t('chain.release'),
                  question: t('payout.questions.chainRelease'),
                  confirmLabel: t('payout.confirm.chainRelease'),
                  details: (
                    <ConfirmDetails
                      amount={`${deposit.amount} ${deposit.coin}${deposit.coins !== null ? ` · ${t('payout.coins', { coins: formatCoins(deposit.coins) })}` : ''}`}
                      member={`${deposit.username} #${deposit.userId}`}
                      effect={t('payout.effects.chainRelease')}
                    />
                  ),
                  input: { kind: 'release' },
                },
                {
                  kind: 'custom',
                  key: 'return',
                  render: ({ busy, decide, reset }) => (
                    <ReturnAction
                      deposit={deposit}
                      payout={page.payout}
                      busy={busy}
                      onEdit={reset}
                      onSubmit={(input) => decide({ kind: 'return', ...input })}
                    />
                  ),
                },
              ]
            : [],
        done: (deposit, input) =>
          t(input.kind === 'release' ? 'payout.done.chainRelease' : 'payout.done.chainReturn', { id: deposit.orderSn }),
      }}
    />
  );
}

/** The deposit's network and txid, and where it went back to once returned. */
function ChainTransfer({ deposit }: { deposit: TCryptoDepositQueueItem }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
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
  onSubmit: (input: ReturnInput) => void;
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
