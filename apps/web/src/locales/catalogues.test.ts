import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@amigo/contract';
import { describe, expect, it } from 'vitest';

/**
 * ja-JP is the source catalogue: every other language must have exactly its keys, each a
 * non-empty string, with the same {{placeholders}}. Plural forms count as one key
 * (ja has only `x_other`, English `x_one` and `x_other`).
 */
const LOCALES_DIR = import.meta.dirname;
const SOURCE = 'ja-JP';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Leaves = Map<string, string[]>;
const NOT_A_STRING = '\u0000not a string';
const isBlank = (value: string) => !value.trim() || value === NOT_A_STRING;

/** Flattens a catalogue to key path → the values found there (several for plural forms). */
function leaves(value: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const name = Array.isArray(value) ? `[${key}]` : key.replace(PLURAL_SUFFIX, '');
      leaves(child, prefix ? `${prefix}.${name}` : name, into);
    }
    return into;
  }
  const text = typeof value === 'string' ? value : NOT_A_STRING;
  into.set(prefix, [...(into.get(prefix) ?? []), text]);
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

const namespaces = readdirSync(path.join(LOCALES_DIR, SOURCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('catalogues', () => {
  it('has a source catalogue with the shell namespace', () => {
    expect(namespaces).toContain('common');
  });

  for (const namespace of namespaces) {
    const source = leaves(load(SOURCE, namespace));

    it(`${SOURCE}/${namespace}.json has only non-empty strings`, () => {
      const empty = [...source].filter(([, values]) => values.some(isBlank));
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    for (const language of LANGUAGES.filter((lang) => lang !== SOURCE)) {
      it(`${language}/${namespace}.json has every key of ${SOURCE}, non-empty, same placeholders`, () => {
        const target = leaves(load(language, namespace));
        const missing = [...source.keys()].filter((key) => !target.has(key));
        const extra = [...target.keys()].filter((key) => !source.has(key));
        const empty = [...target].filter(([, values]) => values.some(isBlank)).map(([key]) => key);
        const wrongPlaceholders = [...source]
          .filter(([key]) => target.has(key))
          .filter(([key, values]) => {
            const expected = JSON.stringify(placeholders(values[0] ?? ''));
            return (target.get(key) ?? []).some((value) => JSON.stringify(placeholders(value)) !== expected);
          })
          .map(([key]) => key);
        expect({ missing, extra, empty, wrongPlaceholders }).toEqual({
          missing: [],
          extra: [],
          empty: [],
          wrongPlaceholders: [],
        });
      });
    }
  }
});
