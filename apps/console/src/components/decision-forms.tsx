import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, inputClass } from './ui.tsx';

/*
 * The inline forms a decision opens in place (a queue row, a member file): a reason, a typed value,
 * or an explicit confirmation. They never call anything themselves; the caller decides.
 */

/**
 * A decision that needs a written reason (reject, fail, lock): a button that opens a small form
 * in place; the reason is required and bounded like the API's.
 */
export function ReasonAction({
  label,
  confirmLabel,
  details,
  busy,
  onSubmit,
}: {
  label: string;
  confirmLabel: string;
  details?: ReactNode;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  }
  return (
    <form onSubmit={submit} aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      {details}
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {t('common.reason')}
      </label>
      <textarea
        id={id}
        required
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="rounded-md border border-slate-500 px-2 py-1 text-sm"
      />
      <div className="flex gap-1.5">
        <Button type="submit" variant="danger" disabled={busy || !reason.trim()}>
          {confirmLabel}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

/**
 * A decision that needs one typed value (a transaction id): a button that opens a small form in
 * place, like ReasonAction, with the field's own label.
 */
export function InputAction({
  label,
  fieldLabel,
  confirmLabel,
  details,
  busy,
  maxLength,
  onSubmit,
}: {
  label: string;
  fieldLabel: string;
  confirmLabel: string;
  details?: ReactNode;
  busy: boolean;
  maxLength: number;
  onSubmit: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const id = useId();
  if (!open) {
    return (
      <Button variant="primary" onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  }
  return (
    <form onSubmit={submit} aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      {details}
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {fieldLabel}
      </label>
      <input
        id={id}
        required
        maxLength={maxLength}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClass} font-mono`}
      />
      <div className="flex gap-1.5">
        <Button type="submit" variant="primary" disabled={busy || !value.trim()}>
          {confirmLabel}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

/**
 * A decision that needs no text but moves money (approve, credit, refund): a button, then in place
 * the question, what will happen (`details`) and the confirm button. Focus moves to the question,
 * and the confirm button sits below it, so a double click on the first button never confirms.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  details,
  tone = 'danger',
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  details?: ReactNode;
  tone?: 'primary' | 'danger';
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (open) questionRef.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <Button variant={tone === 'primary' ? 'primary' : 'secondary'} onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      <p ref={questionRef} tabIndex={-1} className="text-xs font-medium text-slate-700 focus:outline-none">
        {question}
      </p>
      {details}
      <div className="flex gap-1.5">
        <Button variant={tone} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}

/**
 * What a money decision does, shown before it is confirmed: the amount, the member, and what
 * happens to the coins (with the balance it leaves where the balance changes).
 */
export function ConfirmDetails({ amount, member, effect }: { amount: string; member: string; effect: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-2.5 py-2 text-xs text-slate-800">
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="text-slate-600">{t('common.amount')}</dt>
        <dd className="font-semibold tabular-nums">{amount}</dd>
        <dt className="text-slate-600">{t('common.member')}</dt>
        <dd className="break-all">{member}</dd>
      </dl>
      <p className="mt-1">{effect}</p>
    </div>
  );
}
