/**
 * `npm run risk:scan`: the risk scan once (modules/risk/scan.ts), for cron or by hand — the same
 * rules and thresholds (RISK_*) as the server's scheduled scan; idempotent, so it is safe to rerun
 * and to run beside servers that scan themselves. Prints how many alerts it opened.
 */
import { loadConfig } from '../config.ts';
import { resolveCardKeyring, verifyInstanceSecrets } from '../instance-secrets.ts';
import { useCardKeyring } from '../modules/bank-cards/card-encryption.ts';
import { scanRisk } from '../modules/risk/index.ts';
import { openCliDatabase } from './open-cli-database.ts';

const config = loadConfig();
const database = await openCliDatabase('risk:scan', config, {
  maxConnections: 2,
  instead: 'use the console (Risk → Scan now), or let the server scan on its own',
});
try {
  await database.migrate();
  // The shared-card rule compares account numbers, so the scan needs the card key the server has.
  const keys = await resolveCardKeyring(config, database.db, { warn: (message) => console.warn(message) });
  await verifyInstanceSecrets(database.db, { cardKeys: keys, xpubs: config.crypto.xpubs }, { info: (m) => console.log(m) });
  useCardKeyring(keys);
  const { opened } = await scanRisk(database.db, {
    thresholds: config.risk.thresholds,
    takebackThreshold: config.agentTakeBack.flagCoins,
    now: new Date(),
  });
  console.log(`risk: scan done, ${opened} new alert(s)`);
} finally {
  await database.close();
}
