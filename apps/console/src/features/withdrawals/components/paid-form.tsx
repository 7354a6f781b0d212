import { ZPaidReference } from '@amigo/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, inputClass } from '../../../components/ui.tsx';
import { tokyoToday } from '../../../lib/format.ts';

/**
 * "Mark paid" for a bank withdrawal: the operator enters the bank's reference for the transfer and
 * the day it was paid (Tokyo; not in the future, not before the request), sees what happens to the
 * coins, and confirms. The server checks the same rules; this only saves a round trip.
 */
export function PaidForm({
  label,
  requestedOn,
  details,
  busy,
  onSubmit,
}: {
  label: string;
  /** The Tokyo day the member asked: the earliest payment day. */
  requestedOn: string;
  details: ReactNode;
  busy: boolean;
  onSubmit: (input: { reference: string; paidOn: string }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(tokyoToday);
  const referenceId = useId();
  const dateId = useId();
  const hintId = useId();
  if (!open) {
    return (
      <Button variant="primary" onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  const referenceOk = ZPaidReference.safeParse(reference).success;
  const today = tokyoToday();
  const dateOk = paidOn >= requestedOn && paidOn <= today;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (referenceOk && dateOk) onSubmit({ reference: reference.trim(), paidOn });
  }
  return (
    <form onSubmit={submit} aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      {details}
      <label htmlFor={referenceId} className="text-xs font-medium text-slate-700">
        {t('payout.reference')}
      </label>
      <input
        id={referenceId}
        required
        maxLength={64}
        autoComplete="off"
        aria-describedby={hintId}
        aria-invalid={reference !== '' && !referenceOk ? true : undefined}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        className={`${inputClass} font-mono`}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('payout.referenceHint')}
      </p>
      <label htmlFor={dateId} className="text-xs font-medium text-slate-700">
        {t('payout.paidOn')}
      </label>
      <input
        id={dateId}
        type="date"
        required
        min={requestedOn}
        max={today}
        aria-invalid={dateOk ? undefined : true}
        value={paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
        className={inputClass}
      />
      <div className="flex gap-1.5">
        <Button type="submit" variant="primary" disabled={busy || !referenceOk || !dateOk}>
          {t('payout.confirmPaid')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
