/**
 * CSV export of the affiliate centre: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8
 * names, and cells that would start a formula (= + - @) prefixed with an apostrophe.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Saves the text as a file through a temporary link (no inline script or style: CSP-safe). */
export function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string | number>>): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
