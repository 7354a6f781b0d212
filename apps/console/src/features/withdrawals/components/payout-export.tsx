import { PAYOUT_EXPORT_FORMATS } from '@amigo/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote, inputClass } from '../../../components/ui.tsx';
import { downloadBase64 } from '../../../lib/download.ts';
import { formatCoins, tokyoToday } from '../../../lib/format.ts';
import { exportWithdrawals } from '../api/export-withdrawals.ts';
import { MarkFilePaid } from './mark-file-paid.tsx';

type Format = (typeof PAYOUT_EXPORT_FORMATS)[number];

/**
 * The transfer file of the approved (withdrawing) bank withdrawals, for the bank's bulk transfer:
 * Zengin for Japanese banks or CSV for every bank. Downloading changes no order; after the bank has
 * paid, the file's orders are marked paid with its reference, all at once below (MarkFilePaid) or
 * one by one in the queue.
 */
export function PayoutExport() {
  const { t } = useTranslation();
  const [format, setFormat] = useState<Format>('zengin');
  const [transferDate, setTransferDate] = useState(tokyoToday);
  const formatId = useId();
  const dateId = useId();
  const run = useMutation({
    mutationFn: () => exportWithdrawals(format === 'zengin' ? { format, transferDate } : { format }),
    onSuccess: (file) => downloadBase64(file.fileName, file.contentBase64, file.mimeType),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    run.mutate();
  }
  const file = run.data;
  return (
    <section aria-labelledby={`${formatId}-title`} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id={`${formatId}-title`} className="text-base font-semibold text-slate-900">
        {t('payout.exportTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('payout.exportExplain')}</p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={formatId} className="text-sm font-medium text-slate-800">
            {t('payout.format')}
          </label>
          <select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as Format)}
            className={`${inputClass} sm:w-56`}
          >
            {PAYOUT_EXPORT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`payout.formats.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {format === 'zengin' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={dateId} className="text-sm font-medium text-slate-800">
              {t('payout.transferDate')}
            </label>
            <input
              id={dateId}
              type="date"
              required
              min={tokyoToday()}
              value={transferDate}
              onChange={(event) => setTransferDate(event.target.value)}
              className={`${inputClass} sm:w-44`}
            />
          </div>
        ) : null}
        <Button type="submit" variant="primary" disabled={run.isPending}>
          {t('payout.download')}
        </Button>
      </form>
      <div className="mt-2 flex flex-col gap-1.5" aria-live="polite">
        <ErrorNote error={run.error} />
        {file ? (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            {t('payout.exported', { n: file.count, total: formatCoins(file.totalAmount), file: file.fileName })}
            {file.leftOut.length > 0 ? (
              <span className="mt-1 block">
                {t('payout.leftOut', { n: file.leftOut.length, orders: file.leftOut.join(', ') })}
              </span>
            ) : null}
            {file.more ? <span className="mt-1 block">{t('payout.more')}</span> : null}
          </p>
        ) : null}
      </div>
      {/* A new file is a new form: nothing typed or answered for the last file carries over. */}
      {file && file.orderSns.length > 0 ? (
        <MarkFilePaid key={run.submittedAt} orderSns={file.orderSns} count={file.count} totalAmount={file.totalAmount} />
      ) : null}
    </section>
  );
}
