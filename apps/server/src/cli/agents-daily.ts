/**
 * `npm run agents:daily`: the agents job once, for cron or by hand — rolls up game figures and
 * settles the rebates of every closed Tokyo day not settled yet (idempotent, safe to rerun and to
 * run beside servers whose in-process job does the same). `-- --day YYYY-MM-DD` settles that day only.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { runAgentJobs, settleAgentRebates } from '../modules/agents/index.ts';

const { values } = parseArgs({ options: { day: { type: 'string' } } });
const config = loadConfig();
const database = await openCliDatabase('agents:daily', config, {
  maxConnections: 2,
  instead: 'let it be: the server runs the agents job itself',
});
try {
  await database.migrate();
  const now = new Date();
  const results =
    values.day && /^\d{4}-\d{2}-\d{2}$/.test(values.day)
      ? [
          await settleAgentRebates(database.db, {
            day: values.day,
            ratesBps: config.agentRebateBps,
            payoutApprovalAbove: config.staff.moneyLimits.rebate_payout.secondApproverAbove,
            now,
          }),
        ]
      : await runAgentJobs(database.db, {
          ratesBps: config.agentRebateBps,
          takeBack: config.agentTakeBack,
          payoutApprovalAbove: config.staff.moneyLimits.rebate_payout.secondApproverAbove,
          now,
        });
  for (const r of results) console.log(`rebates ${r.day}: ${r.paid} agent(s) paid, ${r.amount} coins`);
  console.log(results.length === 0 ? 'agents: rollup done, no closed day to settle' : 'agents: OK');
} finally {
  await database.close();
}
