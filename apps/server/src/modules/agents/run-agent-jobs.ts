import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentJobState } from './schema.ts';
import { addDays, tokyoDay, tokyoMidnight } from './report-range.ts';
import type { AgentTakeBackRules } from '../../config.ts';
import { expireTakeBackRequests } from './expire-takeback-requests.ts';
import { pruneLinkVisitors } from './referral-links.ts';
import { ROLLUP_GRACE_MS, rollupGameRecords } from './rollup-game-records.ts';
import { settleAgentRebates, type RebateResult } from './settle-agent-rebates.ts';

const REBATES = 'rebates';
/** After a pause the job catches up at most this many days per run. */
const MAX_DAYS_PER_RUN = 31;

/**
 * The agents job (in-process every AGENT_JOBS_INTERVAL_SECONDS, or `npm run agents:daily`):
 * rolls up game figures, expires take-backs left unanswered past their consent window, then settles the rebates of every Tokyo day that has closed since the
 * last settled one. The first run starts with yesterday; it never backfills older history.
 */
export async function runAgentJobs(
  db: Db,
  input: {
    ratesBps: number[];
    takeBack: Pick<AgentTakeBackRules, 'consentHours'>;
    /** One agent's payout for a day above this waits for a second staff member (money controls, rebate_payout). */
    payoutApprovalAbove?: number | undefined;
    now: Date;
  },
): Promise<RebateResult[]> {
  await rollupGameRecords(db, input.now);
  await pruneLinkVisitors(db, input.now);
  await expireTakeBackRequests(db, { now: input.now, rules: input.takeBack });
  // A day is settled once it has ended and its last records are past the rollup grace.
  const lastClosed = addDays(tokyoDay(new Date(input.now.getTime() - ROLLUP_GRACE_MS - 60_000)), -1);
  const [state] = await db.select().from(agentJobState).where(eq(agentJobState.name, REBATES));
  let day = state ? tokyoDay(state.until) : lastClosed;
  const results: RebateResult[] = [];
  for (let n = 0; day <= lastClosed && n < MAX_DAYS_PER_RUN; n++, day = addDays(day, 1)) {
    results.push(
      await settleAgentRebates(db, {
        day,
        ratesBps: input.ratesBps,
        payoutApprovalAbove: input.payoutApprovalAbove,
        now: input.now,
      }),
    );
    const until = tokyoMidnight(addDays(day, 1));
    await db
      .insert(agentJobState)
      .values({ name: REBATES, until })
      .onConflictDoUpdate({ target: agentJobState.name, set: { until } });
  }
  return results;
}
