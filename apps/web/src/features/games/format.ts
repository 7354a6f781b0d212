import { formatPercent } from '../../lib/format/plain-format.ts';

/** One formatter per language: building an Intl.NumberFormat costs far more than using one. */
const signedFormats = new Map<string, Intl.NumberFormat>();

/** RTP as the hall publishes it: "96.5%" or "95.1–97.9%" (lowest and highest over the settings). Intl-free: the home page shows it. */
export function formatRtp(min: number, max: number, language: string): string {
  if (Math.abs(max - min) < 0.00005) return formatPercent(min, language);
  return `${formatPercent(min, language)} – ${formatPercent(max, language)}`;
}

/** Signed coins for profit/loss: "+1,200", "−300", "0". */
export function formatSigned(amount: number, language: string): string {
  let format = signedFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    signedFormats.set(language, format);
  }
  return format.format(amount);
}
