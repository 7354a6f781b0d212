import { beforeEach, describe, expect, it } from 'vitest';
import { firstShown, promotedAsAnnounced, readShownPairs, rememberShownPair } from './shown-hashes.ts';

/** A plain in-memory Storage: the module only needs getItem / setItem. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
});

describe('hashes shown before play', () => {
  it('keeps pairs per member with the time they were first shown', () => {
    rememberShownPair('1', { active: 'a1', next: 'n1' }, new Date('2026-11-20T00:00:00Z'));
    rememberShownPair('1', { active: 'a1', next: 'n1' }, new Date('2026-11-21T00:00:00Z'));
    rememberShownPair('2', { active: 'b1', next: 'm1' });
    const pairs = readShownPairs('1');
    expect(pairs).toHaveLength(1);
    expect(firstShown(pairs, 'n1')).toBe('2026-11-20T00:00:00.000Z');
    expect(firstShown(pairs, 'b1')).toBeNull();
  });

  it('says whether rotation promoted the seed announced as next', () => {
    const pairs = rememberShownPair('1', { active: 'a1', next: 'n1' });
    expect(promotedAsAnnounced(pairs, 'a1', 'n1')).toEqual({ announced: 'n1', same: true });
    expect(promotedAsAnnounced(pairs, 'a1', 'other')).toEqual({ announced: 'n1', same: false });
    expect(promotedAsAnnounced(pairs, 'never-seen', 'n1')).toBeNull();
  });

  it('treats unreadable storage as an empty list', () => {
    globalThis.localStorage.setItem('fairShown:1', '{not json');
    expect(readShownPairs('1')).toEqual([]);
    globalThis.localStorage.setItem('fairShown:1', JSON.stringify([{ active: 1 }, { active: 'a', next: 'n', shownAt: 'x' }]));
    expect(readShownPairs('1')).toHaveLength(1);
  });
});
