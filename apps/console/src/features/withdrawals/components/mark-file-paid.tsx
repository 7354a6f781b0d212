import type { adminCalls } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote } from '../../../components/ui.tsx';
import type { AdminResponse } from '../../../lib/api.ts';
import { formatCoins, tokyoToday } from '../../../lib/format.ts';
import { markFilePaid } from '../api/mark-file-paid.ts';
import { checkPaidInput, PaidFields, type PaidInput } from './paid-form.tsx';

type Result = AdminResponse<typeof adminCalls.adminWithdrawalPaidBatch>['results'][number];
type NotPaid = Result & { outcome: Exclude<Result['outcome'], 'paid'> };

/**
 * After a transfer file is downloaded: once the bank has paid it, every order of that file marked
 * paid at once with one bank reference and day. Submitting first asks, in place, with what will be
 * marked (orders, total, reference, day); only the confirmation calls the server. The answer says
 * how many were paid now and, in words, why any other order was not; the queues refresh either way.
 */
export function MarkFilePaid({ orderSns, count, totalAmount }: { orderSns: string[]; count: number; totalAmount: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [input, setInput] = useState<PaidInput>(() => ({ reference: '', paidOn: tokyoToday() }));
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const run = useMutation({
    mutationFn: (paid: PaidInput) => markFilePaid({ orderSns, ...paid }),
    // As a single decision does: every admin query refreshes, so the paid orders leave the queue.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (run.data) resultRef.current?.focus();
  }, [run.data]);
  const { ok } = checkPaidInput(input);
  const paid = { reference: input.reference.trim(), paidOn: input.paidOn };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ok) setConfirming(true);
  }
  function cancel() {
    setConfirming(false);
    run.reset();
  }
  const total = t('payout.yen', { amount: formatCoins(totalAmount) });
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('payout.batch.title')}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        {t('payout.batch.explain', { n: count, total: formatCoins(totalAmount) })}
      </p>
      {run.isSuccess ? (
        <Outcome ref={resultRef} answer={run.data} {...run.variables} />
      ) : (
        <form onSubmit={submit} aria-labelledby={titleId} className="mt-3 flex flex-col gap-3">
          <PaidFields
            value={input}
            onChange={setInput}
            readOnly={confirming}
            compact={false}
            className="flex flex-col gap-3 sm:flex-row sm:items-start sm:*:w-64"
          />
          {confirming ? (
            <div role="group" aria-label={t('payout.batch.title')} className="flex w-full flex-col gap-2 sm:max-w-xl">
              <p ref={questionRef} tabIndex={-1} className="text-sm font-medium text-slate-800 focus:outline-none">
                {t('payout.batch.question', { n: count })}
              </p>
              <div className="rounded-md border border-amber-300 bg-amber-50 px-2.5 py-2 text-sm text-slate-800">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  <dt className="text-slate-600">{t('payout.batch.orders')}</dt>
                  <dd className="font-semibold tabular-nums">{t('payout.batch.ordersValue', { n: count })}</dd>
                  <dt className="text-slate-600">{t('payout.batch.total')}</dt>
                  <dd className="font-semibold tabular-nums">{total}</dd>
                  <dt className="text-slate-600">{t('payout.reference')}</dt>
                  <dd className="font-mono break-all">{paid.reference}</dd>
                  <dt className="text-slate-600">{t('payout.paidOn')}</dt>
                  <dd className="tabular-nums">{paid.paidOn}</dd>
                </dl>
                <p className="mt-1.5 text-xs">{t('payout.batch.effect')}</p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <Button variant="primary" disabled={run.isPending} onClick={() => run.mutate(paid)}>
                  {t('payout.batch.confirm', { n: count })}
                </Button>
                <Button disabled={run.isPending} onClick={cancel}>
                  {t('common.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col sm:flex-row">
              <Button type="submit" variant="primary" disabled={!ok}>
                {t('payout.batch.submit')}
              </Button>
            </div>
          )}
        </form>
      )}
      <div className="mt-2" aria-live="polite">
        <ErrorNote error={run.error} />
      </div>
    </section>
  );
}

function Outcome({
  ref,
  answer,
  reference,
  paidOn,
}: {
  ref: Ref<HTMLDivElement>;
  answer: AdminResponse<typeof adminCalls.adminWithdrawalPaidBatch>;
  reference: string;
  paidOn: string;
}) {
  const { t } = useTranslation();
  const notPaid = answer.results.filter((result): result is NotPaid => result.outcome !== 'paid');
  const tone = notPaid.length > 0 ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-200 bg-green-50 text-green-900';
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`mt-3 rounded-md border px-3 py-2 text-sm focus:outline-none ${tone}`}>
      <p>{t('payout.batch.done', { n: answer.paid, reference, paidOn })}</p>
      {notPaid.length > 0 ? (
        <>
          <p className="mt-1.5 font-medium">{t('payout.batch.notPaid', { n: notPaid.length })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {notPaid.map((result) => (
              <li key={result.orderSn} className="flex flex-wrap gap-x-2">
                <span className="font-mono break-all">{result.orderSn}</span>
                <span>{t(`payout.batch.outcomes.${result.outcome}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
