/**
 * `npm run ledger:verify`: recomputes every balance from the transfers and checks the ledger
 * invariants, and that every order has exactly its transfers, on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 * Exits 1 when anything is wrong.
 */
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { verifyCryptoOrders } from '../modules/crypto/index.ts';
import { verifyOrders } from '../modules/payments/index.ts';
import { verifyLedger } from '../modules/wallet/index.ts';

const config = loadConfig();
const database = await openCliDatabase('ledger:verify', config, { maxConnections: 2 });
try {
  await database.migrate();
  const report = await verifyLedger(database.db);
  report.problems.push(...(await verifyOrders(database.db)));
  report.problems.push(...(await verifyCryptoOrders(database.db)));
  console.log(`ledger: ${report.accounts} accounts, ${report.transfers} transfers`);
  for (const problem of report.problems) console.log(`  PROBLEM ${problem}`);
  console.log(report.problems.length === 0 ? 'ledger: OK' : `ledger: ${report.problems.length} problem(s)`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
