import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote, Field, inputClass } from '../../../components/ui.tsx';
import { newIdempotencyKey } from '../../../lib/format.ts';
import { adjustBalance } from '../api/adjust-balance.ts';

/** Credit (+) or debit (−) with a reason; above the configured amount it waits for a second staff member. */
export function AdjustBalanceForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const adjust = useMutation({
    mutationFn: () => adjustBalance({ userId, amount: Number(amount), reason, idempotencyKey: key }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setKey(newIdempotencyKey());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    adjust.mutate();
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      aria-label={t('members.adjustTitle')}
    >
      <p className="text-sm font-medium text-slate-800">{t('members.adjustTitle')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <Field label={t('members.adjustAmount')}>
          {(id) => (
            <input
              id={id}
              required
              inputMode="numeric"
              pattern="-?[0-9]+"
              maxLength={11}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('common.reason')}>
          {(id) => (
            <input
              id={id}
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={adjust.isPending || !/^-?[1-9]\d*$/.test(amount) || !reason.trim()}>
          {t('members.adjust')}
        </Button>
      </div>
      {adjust.data?.status === 'pending' ? (
        // Not applied yet: said plainly and set apart, so nobody takes it for a done credit.
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-semibold">{t('members.adjustPendingTitle')}</p>
          <p>{t('members.adjustPending')}</p>
        </div>
      ) : adjust.data ? (
        <p role="status" className="text-sm text-slate-700">
          {t('members.adjustApplied')}
        </p>
      ) : null}
      <ErrorNote error={adjust.error} />
    </form>
  );
}
