/**
 * CSV for the console's reports (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled; lines end with CRLF. Text that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe; numbers stay numbers.
 * A UTF-8 byte order mark goes first, so Excel opens Japanese text as it is.
 */
import { saveBlob } from './download.ts';

export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(head: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [head, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `rows` under `head` as `filename` (a download the browser starts at once). */
export function downloadCsv(filename: string, head: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveBlob(filename, new Blob(['\uFEFF', toCsv(head, rows)], { type: 'text/csv;charset=utf-8' }));
}
