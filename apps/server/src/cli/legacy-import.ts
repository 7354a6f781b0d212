/**
 * `npm run legacy:import FILE.csv`: imports legacy accounts for migration (issue 10). Columns:
 * legacy_username, password_hash (argon2id PHC) or secret (one-time migration secret),
 * email, phone, holder_name, card_last4, balance. Idempotent: usernames already imported
 * are left alone. Prints a report and exits 1 when rows were rejected.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { importLegacyAccounts, parseCsv } from '../modules/migration/index.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run legacy:import FILE.csv');
  process.exit(2);
}
const config = loadConfig();
const database = await openCliDatabase('legacy:import', config, {
  instead: "import the file on the console's Legacy import screen (/console/legacy-import)",
});
try {
  await database.migrate();
  const report = await importLegacyAccounts(database.db, parseCsv(readFileSync(file, 'utf8')));
  console.log(`imported ${report.imported}, already there ${report.unchanged}, rejected ${report.rejected.length}`);
  for (const r of report.rejected) console.log(`  line ${r.line} (${r.username || 'no username'}): ${r.reason}`);
  process.exitCode = report.rejected.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
