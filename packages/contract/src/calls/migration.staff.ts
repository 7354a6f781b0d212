import { z } from 'zod';
import { adminCall, type AdminCallDef, ZAwaitingApproval } from './staff-common.ts';

/** Operator calls of the legacy account import (issue 10, docs/console.md). */

/** What a legacy CSV import did (or, on a dry run, would do): `imported` counts new accounts. */
export const ZLegacyImportReport = z.object({
  dryRun: z.boolean(),
  imported: z.number().int(),
  /** Usernames already imported: left as they are. */
  unchanged: z.number().int(),
  /** Rows skipped, with the file line (the header is line 1) and why. */
  rejected: z.array(z.object({ line: z.number().int(), username: z.string(), reason: z.string() })),
  /** Coins of the accounts this run imported (0 on a dry run: what would be imported is not counted). */
  importedCoins: z.number().int().optional(),
  /**
   * The import passed the legacy_import threshold: its balances cannot be claimed until a second
   * staff member approves it in the approval queue.
   */
  awaitingApproval: ZAwaitingApproval.optional(),
});
export type TLegacyImportReport = z.infer<typeof ZLegacyImportReport>;

export const migrationStaffCalls = {
  adminLegacyImport: adminCall({
    path: '/v2/admin/legacy/import',
    auth: 'staff',
    permission: 'members.lock',
    summary:
      'Imports legacy accounts from a CSV (at most 5,000 rows; usernames already there are left alone); dryRun checks without writing',
    request: z.strictObject({
      csv: z.string().min(1).max(2_000_000),
      dryRun: z.boolean().default(false),
    }),
    response: ZLegacyImportReport,
  }),
} satisfies Record<string, AdminCallDef>;
