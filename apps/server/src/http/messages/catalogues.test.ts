import { LANGUAGES } from '@amigo/contract';
import { describe, expect, it } from 'vitest';
import { catalogues } from './index.ts';

const flatten = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server message catalogues', () => {
  const source = new Map(flatten(catalogues['ja-JP']));
  it.each(LANGUAGES)('%s has every key of ja-JP, non-empty, with the same placeholders', (lang) => {
    const messages = new Map(flatten(catalogues[lang]));
    expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(source.get(key)!));
    }
  });
});
