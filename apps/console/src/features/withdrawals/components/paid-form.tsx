import { ZPaidReference } from '@amigo/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, inputClass } from '../../../components/ui.tsx';
import { tokyoToday } from '../../../lib/format.ts';

/** What an operator types to mark a bank payment paid: the bank's reference and the Tokyo day. */
export interface PaidInput {
  reference: string;
  paidOn: string;
}

/**
 * Whether a typed reference and day can be sent: the reference as the API takes it, the day not
 * in the future (Tokyo) and not before `earliest` when there is one. The server checks the same.
 */
export function checkPaidInput({ reference, paidOn }: PaidInput, earliest?: string) {
  const referenceOk = ZPaidReference.safeParse(reference).success;
  const dateOk = paidOn !== '' && paidOn <= tokyoToday() && (earliest === undefined || paidOn >= earliest);
  return { referenceOk, dateOk, ok: referenceOk && dateOk };
}

/**
 * The bank's reference (with what it may hold) and the paid day, labelled, each field in its own
 * column so a caller can set them side by side or one under the other. `readOnly` while the
 * operator confirms what was typed.
 */
export function PaidFields({
  value,
  onChange,
  earliest,
  readOnly = false,
  compact = true,
  className = 'flex flex-col gap-1.5',
}: {
  value: PaidInput;
  onChange: (value: PaidInput) => void;
  /** The earliest day allowed (a single order's request day). */
  earliest?: string;
  readOnly?: boolean;
  /** Small labels for a form inside a queue row; the normal size in a page section. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const referenceId = useId();
  const dateId = useId();
  const hintId = useId();
  const { referenceOk, dateOk } = checkPaidInput(value, earliest);
  const labelClass = compact ? 'text-xs font-medium text-slate-700' : 'text-sm font-medium text-slate-800';
  return (
    <div className={className}>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={referenceId} className={labelClass}>
          {t('payout.reference')}
        </label>
        <input
          id={referenceId}
          required
          maxLength={64}
          autoComplete="off"
          readOnly={readOnly}
          aria-describedby={hintId}
          aria-invalid={value.reference !== '' && !referenceOk ? true : undefined}
          value={value.reference}
          onChange={(event) => onChange({ ...value, reference: event.target.value })}
          className={`${inputClass} font-mono read-only:bg-slate-100`}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t('payout.referenceHint')}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={dateId} className={labelClass}>
          {t('payout.paidOn')}
        </label>
        <input
          id={dateId}
          type="date"
          required
          min={earliest}
          max={tokyoToday()}
          readOnly={readOnly}
          aria-invalid={dateOk ? undefined : true}
          value={value.paidOn}
          onChange={(event) => onChange({ ...value, paidOn: event.target.value })}
          className={`${inputClass} read-only:bg-slate-100`}
        />
      </div>
    </div>
  );
}

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
  onSubmit: (input: PaidInput) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<PaidInput>(() => ({ reference: '', paidOn: tokyoToday() }));
  if (!open) {
    return (
      <Button variant="primary" onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  const { ok } = checkPaidInput(input, requestedOn);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ok) onSubmit({ reference: input.reference.trim(), paidOn: input.paidOn });
  }
  return (
    <form onSubmit={submit} aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      {details}
      <PaidFields value={input} onChange={setInput} earliest={requestedOn} />
      <div className="flex gap-1.5">
        <Button type="submit" variant="primary" disabled={busy || !ok}>
          {t('payout.confirmPaid')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
