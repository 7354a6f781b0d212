import { AppError } from '../../http/app-error.ts';
import { parseUnits, RATE_DECIMALS } from './decimal.ts';

export interface RateSnapshot {
  /** JPY per coin, decimal strings. */
  rates: Record<string, string>;
  updatedAt: Date;
  stale: boolean;
  source: 'fixed' | 'http';
}

export interface RateSource {
  /** The current rates for showing (stale flagged); throws RATE_UNAVAILABLE when there is no value at all. */
  current(now: Date): Promise<RateSnapshot>;
  /** The rate for pricing a new order: RATE_UNAVAILABLE (503) when the last good value is older than the max age. */
  forOrder(coin: string, now: Date): Promise<string>;
}

/** The embedded default: fixed configured rates, always fresh. */
export function fixedRateSource(rates: Record<string, string>): RateSource {
  return {
    current: async (now) => ({ rates, updatedAt: now, stale: false, source: 'fixed' }),
    forOrder: async (coin) => {
      const rate = rates[coin];
      if (!rate) throw new AppError('RATE_UNAVAILABLE');
      return rate;
    },
  };
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Rates from an HTTP source (`GET url` → `{ "rates": { "USDT": "150.25", ... } }`, numbers or
 * strings), with a timeout, cached for `ttlMs`. When the source fails the last good value is served
 * flagged stale; past `maxAgeMs` it still shows (stale) but prices no new order. Concurrent misses
 * share one fetch, and a failed fetch is not retried for a second, so an outage is not hammered.
 */
export function httpRateSource(options: { url: string; timeoutMs: number; ttlMs: number; maxAgeMs: number }): RateSource {
  let last: { rates: Record<string, string>; fetchedAt: Date } | undefined;
  let failedAt = 0;
  let inflight: Promise<void> | undefined;

  async function refresh(now: Date): Promise<boolean> {
    if (last && now.getTime() - last.fetchedAt.getTime() < options.ttlMs) return true;
    if (now.getTime() - failedAt < 1000) return false;
    inflight ??= fetchRates(options.url, options.timeoutMs)
      .then((rates) => {
        last = { rates, fetchedAt: now };
      })
      .catch(() => {
        failedAt = now.getTime();
      })
      .finally(() => {
        inflight = undefined;
      });
    await inflight;
    return last !== undefined && now.getTime() - last.fetchedAt.getTime() < options.ttlMs;
  }

  return {
    async current(now) {
      const fresh = await refresh(now);
      if (!last) throw new AppError('RATE_UNAVAILABLE');
      return { rates: last.rates, updatedAt: last.fetchedAt, stale: !fresh, source: 'http' };
    },
    async forOrder(coin, now) {
      await refresh(now);
      const rate = last?.rates[coin];
      if (!last || !rate || now.getTime() - last.fetchedAt.getTime() > options.maxAgeMs) throw new AppError('RATE_UNAVAILABLE');
      return rate;
    },
  };
}

async function fetchRates(url: string, timeoutMs: number): Promise<Record<string, string>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`rate source answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BODY_BYTES) throw new Error('rate source answer too large');
  const body = JSON.parse(text) as { rates?: unknown };
  if (!body.rates || typeof body.rates !== 'object') throw new Error('rate source answer has no rates');
  const rates: Record<string, string> = {};
  for (const [coin, value] of Object.entries(body.rates as Record<string, unknown>).slice(0, 100)) {
    if (!/^[A-Z0-9]{2,10}$/.test(coin)) continue;
    const rate = normalizeRate(value);
    if (rate) rates[coin] = rate;
  }
  if (Object.keys(rates).length === 0) throw new Error('rate source answer has no usable rate');
  return rates;
}

/** A positive rate with at most RATE_DECIMALS decimals (more are cut: the rate is a price, not money). */
function normalizeRate(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(RATE_DECIMALS) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const cut = `${match[1]}.${(match[2] ?? '').slice(0, RATE_DECIMALS)}`.replace(/\.?0*$/, '') || '0';
  const units = parseUnits(cut, RATE_DECIMALS);
  return units && units > 0n ? cut : undefined;
}
