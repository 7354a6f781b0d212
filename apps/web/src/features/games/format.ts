/** RTP as the hall publishes it: "96.5%" or "95.1–97.9%" (lowest and highest over the settings). */
export function formatRtp(min: number, max: number, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 });
  if (Math.abs(max - min) < 0.00005) return format.format(min);
  return `${format.format(min)} – ${format.format(max)}`;
}

/** Signed coins for profit/loss: "+1,200", "−300", "0". */
export function formatSigned(amount: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  return format.format(amount);
}
