import { KYC_IDENTITY_FIELDS, type KycIdentityField } from '@amigo/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui.tsx';

/**
 * "Request more information" on a pending KYC submission (issue 26): the profile fields the member
 * may change (the missing ones ticked to start with) and what they must do, which they read in a
 * letter and on the KYC page. A button that opens the form in place, like the reject reason.
 */
export function RequestInfoAction({
  missing,
  busy,
  onSubmit,
}: {
  missing: readonly KycIdentityField[];
  busy: boolean;
  onSubmit: (input: { reason: string; fields: KycIdentityField[] }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<KycIdentityField[]>(() => [...missing]);
  const [reason, setReason] = useState('');
  const id = useId();
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} disabled={busy}>
        {t('kyc.moreInfo.open')}
      </Button>
    );
  }
  function toggle(field: KycIdentityField, on: boolean) {
    setFields((current) => KYC_IDENTITY_FIELDS.filter((f) => (f === field ? on : current.includes(f))));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() && fields.length > 0) onSubmit({ reason: reason.trim(), fields });
  }
  return (
    <form onSubmit={submit} aria-label={t('kyc.moreInfo.open')} className="flex basis-full flex-col gap-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium text-slate-700">{t('kyc.moreInfo.fields')}</legend>
        {KYC_IDENTITY_FIELDS.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={fields.includes(field)}
              onChange={(event) => toggle(field, event.target.checked)}
              className="size-4"
            />
            {t(`kyc.moreInfo.field.${field}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {t('kyc.moreInfo.reason')}
      </label>
      <textarea
        id={id}
        required
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-md border border-slate-500 px-2 py-1 text-sm sm:max-w-md"
      />
      <div className="flex gap-1.5">
        <Button type="submit" variant="primary" disabled={busy || !reason.trim() || fields.length === 0}>
          {t('kyc.moreInfo.confirm')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
