/** One formatter per language and kind: building an Intl.NumberFormat costs far more than using one. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(kind: 'percent' | 'signed', language: string): Intl.NumberFormat {
  const key = `${kind} ${language}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'percent'
        ? new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 })
        : new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    formats.set(key, format);
  }
  return format;
}

/** RTP as the hall publishes it: "96.5%" or "95.1–97.9%" (lowest and highest over the settings). */
export function formatRtp(min: number, max: number, language: string): string {
  const format = numberFormat('percent', language);
  if (Math.abs(max - min) < 0.00005) return format.format(min);
  return `${format.format(min)} – ${format.format(max)}`;
}

/** Signed coins for profit/loss: "+1,200", "−300", "0". */
export function formatSigned(amount: number, language: string): string {
  return numberFormat('signed', language).format(amount);
}
