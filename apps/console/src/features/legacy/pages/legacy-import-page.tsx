import type { TLegacyImportReport } from '@amigo/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cellClass, ErrorNote, Field, Page, PageHeader, Table } from '../../../components/ui.tsx';
import { formatCount } from '../../../lib/format.ts';
import { importLegacyAccounts } from '../api/import-legacy-accounts.ts';

/** The contract's limit on the CSV text; checked here too so a huge file fails before upload. */
const MAX_CSV_CHARS = 2_000_000;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * Legacy accounts from the previous platform's export (issue 10): choose the CSV or paste it,
 * check it (a dry run: nothing is written), then import. Rows already imported are left alone,
 * so importing the same file twice is harmless.
 */
export function LegacyImportPage() {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => importLegacyAccounts(text, true),
  });
  const run = useMutation({
    mutationFn: (text: string) => importLegacyAccounts(text, false),
  });
  const tooLarge = csv.length > MAX_CSV_CHARS;
  const busy = check.isPending || run.isPending;
  // Import only the text that was checked, and only once per check.
  const checkedText = check.isSuccess ? check.variables : null;
  const canImport = checkedText === csv && !run.isSuccess && (check.data?.imported ?? 0) > 0 && !busy;

  function changeText(next: string, name: string | null) {
    setCsv(next);
    setFileName(name);
    check.reset();
    run.reset();
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    try {
      changeText(await readText(file), file.name);
    } catch {
      setFileError(t('legacy.readError'));
    }
  }

  const report = run.data ?? check.data;
  return (
    <Page>
      <PageHeader title={t('sections.legacyImport.title')} description={t('sections.legacyImport.description')} />
      <section
        aria-label={t('legacy.source')}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
      >
        <Field label={t('legacy.file')} hint={fileName ? t('legacy.loaded', { name: fileName }) : undefined}>
          {(id) => (
            <input
              id={id}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => void chooseFile(event)}
              className="text-sm text-slate-800 file:mr-3 file:h-9 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          )}
        </Field>
        <Field label={t('legacy.paste')} hint={t('legacy.columns')}>
          {(id) => (
            <textarea
              id={id}
              rows={8}
              spellCheck={false}
              value={csv}
              disabled={busy}
              onChange={(event) => changeText(event.target.value, null)}
              placeholder="legacy_username,secret,email,phone,holder_name,card_last4,balance"
              className="w-full rounded-md border border-slate-500 bg-white px-2.5 py-2 font-mono text-xs text-slate-900 hover:border-slate-700 disabled:bg-slate-100"
            />
          )}
        </Field>
        {tooLarge ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {t('legacy.tooLarge', { max: formatCount(MAX_CSV_CHARS) })}
          </p>
        ) : null}
        {fileError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {fileError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            disabled={!csv.trim() || tooLarge || busy}
            onClick={() => {
              run.reset();
              check.mutate(csv);
            }}
          >
            {check.isPending ? t('legacy.checking') : t('legacy.check')}
          </Button>
          <Button variant="primary" disabled={!canImport} onClick={() => run.mutate(csv)}>
            {run.isPending ? t('legacy.importing') : t('legacy.import')}
          </Button>
          {run.isPending ? <span className="text-sm text-slate-600">{t('legacy.slow')}</span> : null}
        </div>
        <ErrorNote error={check.error ?? run.error} />
      </section>
      {report ? <ReportView report={report} /> : null}
    </Page>
  );
}

function ReportView({ report }: { report: TLegacyImportReport }) {
  const { t } = useTranslation();
  const counts = [
    { key: 'imported', label: report.dryRun ? t('legacy.wouldImport') : t('legacy.imported'), value: report.imported },
    { key: 'unchanged', label: t('legacy.unchanged'), value: report.unchanged },
    { key: 'rejected', label: t('legacy.rejected'), value: report.rejected.length },
  ];
  return (
    <section aria-labelledby="legacy-report" className="flex flex-col gap-3" data-testid="legacy-report">
      <div className="flex flex-col gap-1">
        <h2 id="legacy-report" className="text-lg font-semibold text-slate-900">
          {report.dryRun ? t('legacy.checkResult') : t('legacy.importResult')}
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {report.dryRun ? t('legacy.nothingWritten') : t('legacy.done')}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {counts.map((count) => (
          <div key={count.key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{count.label}</dt>
            <dd
              className={`text-2xl font-semibold tabular-nums ${count.key === 'rejected' && count.value > 0 ? 'text-red-800' : 'text-slate-900'}`}
            >
              {formatCount(count.value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.rejected.length > 0 ? (
        <>
          <h3 className="text-base font-semibold text-slate-900">{t('legacy.rejectedRows')}</h3>
          <Table caption={t('legacy.rejectedRows')} head={[t('legacy.line'), t('legacy.username'), t('common.reason')]}>
            {report.rejected.map((row) => (
              <tr key={row.line}>
                <td className={`${cellClass} tabular-nums`}>{row.line}</td>
                <td className={`${cellClass} font-mono text-xs`}>{row.username || '—'}</td>
                <td className={cellClass}>{row.reason}</td>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
    </section>
  );
}
