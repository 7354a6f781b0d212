import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls } from '@amigo/contract';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const isApp = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'call-ref.ts';
    return isApp ? [file] : [];
  });
}

/** Every `callRef('name', '/path')` of the app, as written. */
const refs = sourceFiles(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bcallRef\(\s*'(\w+)',\s*'([^']*)',?\s*\)/g)].map(([, name, refPath]) => ({
    file: path.relative(src, file),
    name: name ?? '',
    path: refPath ?? '',
  })),
);

describe('call references', () => {
  it('are written as callRef(name, path) literals, found in the api files', () => {
    expect(refs.length).toBeGreaterThan(80);
    const written = sourceFiles(src).reduce(
      (sum, file) => sum + (readFileSync(file, 'utf8').match(/\bcallRef\(/g) ?? []).length,
      0,
    );
    // Every use must be a literal this test can read.
    expect(refs.length).toBe(written);
  });

  it("carry the path of the contract's call of that name", () => {
    const registry = calls as Record<string, { path: string } | undefined>;
    const wrong = refs.filter((ref) => registry[ref.name]?.path !== ref.path);
    expect(wrong).toEqual([]);
  });
});
