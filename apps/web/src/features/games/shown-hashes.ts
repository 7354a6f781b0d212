/**
 * The seed hashes this browser showed the member, kept in local storage per member: the proof
 * that matters is the hash shown *before* play, not the one the server's record names now. Each
 * entry is a pair seen together (the active seed's hash and the next seed's hash), with when.
 * Storage can throw or be missing (private mode): the list is then empty and checks say so.
 */
export interface ShownPair {
  active: string;
  next: string;
  shownAt: string;
}

/** Pairs kept per member (oldest dropped first): years of daily rotations fit in a few KB. */
const MAX_PAIRS = 200;
const keyOf = (memberId: string) => `fairShown:${memberId}`;

function isPair(value: unknown): value is ShownPair {
  const pair = value as ShownPair;
  return typeof pair?.active === 'string' && typeof pair.next === 'string' && typeof pair.shownAt === 'string';
}

export function readShownPairs(memberId: string): ShownPair[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(memberId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPair) : [];
  } catch {
    return [];
  }
}

/** The list with `pair` added (a pair already kept keeps its first time). */
export function withPair(pairs: readonly ShownPair[], pair: { active: string; next: string }, now = new Date()): ShownPair[] {
  if (pairs.some((kept) => kept.active === pair.active && kept.next === pair.next)) return [...pairs];
  return [...pairs, { ...pair, shownAt: now.toISOString() }].slice(-MAX_PAIRS);
}

/** Remembers a pair the page is showing; a pair already kept keeps its first time. */
export function rememberShownPair(memberId: string, pair: { active: string; next: string }, now = new Date()): ShownPair[] {
  const pairs = readShownPairs(memberId);
  const updated = withPair(pairs, pair, now);
  if (updated.length === pairs.length) return updated;
  try {
    globalThis.localStorage?.setItem(keyOf(memberId), JSON.stringify(updated));
  } catch {
    // Without storage the pair is remembered for this page view only.
  }
  return updated;
}

/** When this browser first showed `hash` (as the active or the next seed's hash), or null. */
export function firstShown(pairs: readonly ShownPair[], hash: string): string | null {
  const times = pairs.filter((pair) => pair.active === hash || pair.next === hash).map((pair) => pair.shownAt);
  return times.length > 0 ? times.sort()[0]! : null;
}

/**
 * After a rotation the new active seed must be the one announced as next beside the revealed
 * one. Answers null when this browser never saw the revealed seed as active (nothing to compare).
 */
export function promotedAsAnnounced(
  pairs: readonly ShownPair[],
  revealedHash: string,
  activeHash: string,
): { announced: string; same: boolean } | null {
  const announced = pairs.find((pair) => pair.active === revealedHash)?.next;
  return announced === undefined ? null : { announced, same: announced === activeHash };
}
