import { adminCalls } from '@amigo/contract';
import { adminFetch } from '../../../lib/api.ts';

/** Hashing one-time secrets takes a while: a 5,000-row file may need a few minutes. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * POST /v2/admin/legacy/import: the legacy export as CSV text. A dry run only checks (counts and
 * rejected rows, nothing written); the import may take minutes, so it waits longer.
 */
export function importLegacyAccounts(csv: string, dryRun: boolean) {
  return adminFetch(adminCalls.adminLegacyImport, { csv, dryRun }, dryRun ? {} : { timeoutMs: IMPORT_TIMEOUT_MS });
}
