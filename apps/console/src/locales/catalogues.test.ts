import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@amigo/contract';

const catalogues = import.meta.glob<unknown>('./*/console.json', { eager: true, import: 'default' });

/** "a.b.c" → value for every leaf of a nested catalogue. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [leaf, leafValue] of flatten(value, prefix ? `${prefix}.${key}` : key)) {
        leaves.set(leaf, leafValue);
      }
    }
  } else {
    leaves.set(prefix, node);
  }
  return leaves;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const source = flatten(catalogues[`./${DEFAULT_LANGUAGE}/console.json`]);

describe('console catalogues', () => {
  it('has a ja-JP source catalogue with keys', () => {
    expect(source.size).toBeGreaterThan(40);
  });

  it('has exactly one catalogue per supported language', () => {
    expect(Object.keys(catalogues).sort()).toEqual(LANGUAGES.map((lang) => `./${lang}/console.json`).sort());
  });

  describe.each(LANGUAGES.map((lang) => [lang]))('%s', (lang) => {
    const catalogue = flatten(catalogues[`./${lang}/console.json`]);

    it('has every key of ja-JP as a non-empty string', () => {
      for (const key of source.keys()) {
        const value = catalogue.get(key);
        expect(typeof value, `${lang}: ${key}`).toBe('string');
        expect((value as string).trim(), `${lang}: ${key}`).not.toBe('');
      }
    });

    it('has no key that ja-JP lacks', () => {
      const extra = [...catalogue.keys()].filter((key) => !source.has(key));
      expect(extra).toEqual([]);
    });

    it('keeps the interpolation placeholders of ja-JP', () => {
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      for (const [key, value] of source) {
        expect(placeholders(text(catalogue.get(key))), `${lang}: ${key}`).toEqual(placeholders(text(value)));
      }
    });
  });
});
