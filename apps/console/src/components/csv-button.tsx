import { useTranslation } from 'react-i18next';
import { downloadCsv, type CsvCell } from '../lib/csv.ts';
import { Button } from './ui.tsx';

/** "Download CSV" for a report: the same columns and rows the table shows, as plain values. */
export function CsvButton({
  filename,
  head,
  rows,
  label,
}: {
  filename: string;
  head: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** What the button downloads, for screen readers when a page has several. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      aria-label={label ? t('common.downloadCsvOf', { report: label }) : undefined}
      onClick={() => downloadCsv(filename, head, rows)}
    >
      {t('common.downloadCsv')}
    </Button>
  );
}
