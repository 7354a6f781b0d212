/**
 * The setting commitment and the day's chained root each round was played under, as the play
 * answer named them, kept in this browser's local storage by record number (docs/fairness.md,
 * "The chain of day roots"). The verifier compares the day's revealed setting and salt, and the
 * board path the server gives later, with what it kept here, not with what the server says at
 * verification time: a commitment rewritten after the round cannot match. Storage can throw or
 * be missing (private mode): nothing is then kept and the check says so.
 */
export interface KeptCommitment {
  settingDay: string;
  settingCommitment: string;
  dayRoot: string;
  keptAt: string;
}

const KEY = 'fairKeptRounds';
/** Rounds kept (the oldest dropped first): months of play fit in well under a megabyte. */
const MAX_ROUNDS = 5000;

type Kept = Record<string, KeptCommitment>;

function isKept(value: unknown): value is KeptCommitment {
  const kept = value as KeptCommitment;
  return (
    typeof kept?.settingDay === 'string' &&
    typeof kept.settingCommitment === 'string' &&
    typeof kept.dayRoot === 'string' &&
    typeof kept.keptAt === 'string'
  );
}

function readAll(): Kept {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter(([, value]) => isKept(value))) as Kept;
  } catch {
    return {};
  }
}

/** What this browser kept for a round, or null. */
export function keptCommitmentOf(recordId: string): KeptCommitment | null {
  return readAll()[recordId] ?? null;
}

/**
 * Keeps what a play answer named for its round. A round already kept keeps its first copy: a
 * replayed answer (the same key sent again) never overwrites what was shown first.
 */
export function keepCommitment(
  recordId: string,
  proof: { settingDay?: string | undefined; settingCommitment?: string | null | undefined; dayRoot?: string | null | undefined },
  now = new Date(),
): void {
  if (!proof.settingDay || !proof.settingCommitment || !proof.dayRoot) return;
  const all = readAll();
  if (all[recordId]) return;
  all[recordId] = {
    settingDay: proof.settingDay,
    settingCommitment: proof.settingCommitment,
    dayRoot: proof.dayRoot,
    keptAt: now.toISOString(),
  };
  const entries = Object.entries(all);
  const bounded = entries.length > MAX_ROUNDS ? Object.fromEntries(entries.slice(-MAX_ROUNDS)) : all;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(bounded));
  } catch {
    // Without storage nothing is kept; the verifier shows the check as not passed in this browser.
  }
}
