import type { TLimit, TResponsibleStatus } from '@amigo/contract';

/**
 * The rules of the responsible-gaming page, as pure functions: the server decides (see
 * apps/server/src/modules/responsible), these only tell the member beforehand what will happen.
 */

/** The contract's largest limit (coins). */
export const MAX_LIMIT_COINS = 1_000_000_000_000;

/** A raise or a removal waits this long on the server. */
export const RAISE_DELAY_MS = 24 * 3_600_000;

export type AmountParse = { ok: true; amount: number } | { ok: false; error: 'required' | 'invalid' | 'tooLarge' };

/** "３，０００" or "3,000 " → 3000: full-width digits, grouping commas and spaces are accepted. */
export function parseLimitAmount(text: string): AmountParse {
  const ascii = text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[,，\s\u3000]/g, '');
  if (ascii === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(ascii)) return { ok: false, error: 'invalid' };
  const amount = Number(ascii);
  if (amount < 1) return { ok: false, error: 'invalid' };
  if (amount > MAX_LIMIT_COINS) return { ok: false, error: 'tooLarge' };
  return { ok: true, amount };
}

/**
 * What setting `wanted` (null: remove) does to a limit now at `current` (null: none), as the
 * server decides it: stricter (new, lower, the same) applies at once; looser (raise, remove)
 * after 24 hours; removing a limit that does not exist does nothing.
 */
export type LimitChange = 'new' | 'lower' | 'same' | 'raise' | 'remove' | 'none';

export function classifyChange(current: number | null, wanted: number | null): LimitChange {
  if (wanted !== null) {
    if (current === null) return 'new';
    if (wanted < current) return 'lower';
    if (wanted === current) return 'same';
    return 'raise';
  }
  return current === null ? 'none' : 'remove';
}

export function appliesNow(change: LimitChange): boolean {
  return change === 'new' || change === 'lower' || change === 'same';
}

export interface LimitUsage {
  used: number;
  amount: number;
  /** 0–100, for the progress bar (capped: an open order can take `used` past the limit). */
  percent: number;
  remaining: number;
  reached: boolean;
}

/** How much of a limit in force is used; null when the limit has no amount now (only a pending one). */
export function limitUsage(limit: Pick<TLimit, 'amount' | 'used'>): LimitUsage | null {
  if (limit.amount === null) return null;
  const used = Math.max(0, limit.used);
  const percent = limit.amount > 0 ? Math.min(100, Math.round((used / limit.amount) * 100)) : 100;
  const remaining = Math.max(0, limit.amount - used);
  return { used, amount: limit.amount, percent, remaining, reached: remaining === 0 };
}

/**
 * Several limits of one kind all apply: what is left right now is the least that any of them
 * leaves. Null when no limit of that kind is in force.
 */
export function remainingAllowance(limits: readonly TLimit[], kind: TLimit['kind']): number | null {
  let least: number | null = null;
  for (const limit of limits) {
    if (limit.kind !== kind) continue;
    const usage = limitUsage(limit);
    if (usage && (least === null || usage.remaining < least)) least = usage.remaining;
  }
  return least;
}

export function findLimit(limits: readonly TLimit[], kind: TLimit['kind'], period: TLimit['period']): TLimit | undefined {
  return limits.find((limit) => limit.kind === kind && limit.period === period);
}

export type Block = NonNullable<TResponsibleStatus['block']>;
export type BlockKind = Block['kind'];
export type CoolOffPeriod = '24h' | '7d' | '30d';
export type SelfExclusionPeriod = '6m' | '1y' | '5y' | 'indefinite';
export type BlockPeriod = CoolOffPeriod | SelfExclusionPeriod;

/** When a block started now would end (the server's own arithmetic); null: indefinite. */
export function blockEndsAt(period: BlockPeriod, now: Date): Date | null {
  if (period === 'indefinite') return null;
  const at = new Date(now);
  if (period === '24h') at.setTime(at.getTime() + 24 * 3_600_000);
  else if (period === '7d') at.setTime(at.getTime() + 7 * 86_400_000);
  else if (period === '30d') at.setTime(at.getTime() + 30 * 86_400_000);
  else if (period === '6m') at.setUTCMonth(at.getUTCMonth() + 6);
  else if (period === '1y') at.setUTCFullYear(at.getUTCFullYear() + 1);
  else at.setUTCFullYear(at.getUTCFullYear() + 5);
  return at;
}

/**
 * A block in force can only be lengthened, never shortened: a new one must end later (or
 * never) and must not turn a self-exclusion back into a cool-off. Without a block anything goes.
 */
export function canStartBlock(current: Block | null, kind: BlockKind, period: BlockPeriod, now: Date): boolean {
  if (!current) return true;
  if (current.until === null) return false;
  const until = blockEndsAt(period, now);
  const longer = until === null || until.getTime() > new Date(current.until).getTime();
  const escalates = current.kind === 'cool_off' || kind === 'self_exclusion';
  return longer && escalates;
}
