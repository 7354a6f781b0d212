import { useId, useState, type FormEvent } from 'react';
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
  busy,
  onSubmit,
}: {
  label: string;
  confirmLabel: string;
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
    <form onSubmit={submit} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
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
  busy,
  maxLength,
  onSubmit,
}: {
  label: string;
  fieldLabel: string;
  confirmLabel: string;
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
    <form onSubmit={submit} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
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

/** A decision that moves money back and needs no text: a button, then an explicit confirmation in place. */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={label} className="flex w-full min-w-56 flex-col gap-1.5 sm:w-72">
      <p className="text-xs font-medium text-slate-700">{question}</p>
      <div className="flex gap-1.5">
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
