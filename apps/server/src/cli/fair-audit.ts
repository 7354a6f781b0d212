/**
 * `npm run fair:audit`: recomputes the chain of sealed day boards from its first day, checks each
 * day's root and board hash, each commitment of a day that is over against its revealed setting
 * and salt, and every round against its day's board (modules/games/fair-chain.ts), on the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR). Read-only.
 *
 *   npm run fair:audit                              # the chain and every round
 *   npm run fair:audit -- --against copies/*.json   # also compare with copies of the public feed
 *
 * A copy is a saved answer of `GET /v2/app/game/fair/chain` (the envelope or its `data`). Exits
 * 1 when anything is wrong.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { auditFairChain, compareWithCopy, type CopiedChainDay } from '../modules/games/index.ts';
import { openCliDatabase } from './open-cli-database.ts';

function copiedDays(file: string): CopiedChainDay[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { data?: { days?: CopiedChainDay[] }; days?: CopiedChainDay[] };
  const days = parsed.data?.days ?? parsed.days;
  if (!Array.isArray(days)) throw new Error(`${file}: not a copy of the chain feed (no "days")`);
  return days;
}

const args = process.argv.slice(2);
const against = args[0] === '--against' ? args.slice(1) : [];
if (args.length > 0 && against.length === 0) {
  console.error('usage: npm run fair:audit [-- --against FILE...]');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase('fair:audit', config, { maxConnections: 2 });
try {
  await database.migrate();
  const report = await auditFairChain(database.db, new Date());
  for (const file of against) report.problems.push(...(await compareWithCopy(database.db, copiedDays(file))));
  console.log(
    `fair: ${report.days} sealed days (${report.revealedDays} revealed), ${report.rounds} rounds` +
      ` (${report.unchainedRounds} from before the chain)${against.length > 0 ? `, ${against.length} copies compared` : ''}`,
  );
  for (const problem of report.problems) console.log(`  PROBLEM ${problem}`);
  console.log(report.problems.length === 0 ? 'fair: OK' : `fair: ${report.problems.length} problem(s)`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
