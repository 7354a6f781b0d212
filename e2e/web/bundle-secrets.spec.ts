import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The spec's client held the LINE channel secret in the browser; ours keeps it on the server
 * (docs/decisions/0004). This reads every file of the built player site and console.
 */
const dists = ['apps/web/dist', 'apps/console/dist'].map((d) => path.join(import.meta.dirname, '..', '..', d));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// The bundle is the same for both widths: one run is enough.
test('no sign-in secret or server setting is in the built web bundles @desktop-only', () => {
  const files = dists.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toMatch(
      /client_secret|channel_secret|CHANNEL_SECRET|CLIENT_SECRET|SANDBOX_PAY_SECRET|CARD_ENCRYPTION_KEY|DATABASE_URL/,
    );
    expect(text, file).not.toContain('sandbox-development-secret');
  }
});
