import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentLinkDays, agentLinkVisitors } from './schema.ts';
import { memberIdByAgentCode } from '../users/index.ts';
import { addDays, tokyoDay } from './report-range.ts';

/**
 * `agent/link/visit` (guests too): a landing on a referral link. Every landing is a click; the
 * first landing of a browser on a Tokyo day is a visit. The browser is known only by the hash of
 * (day, its random id), kept two days to count it once: no address, no person, not linkable across
 * days. A code that is no agent's counts nothing, and the answer is the same for both.
 */
export async function recordLinkVisit(
  db: Db,
  input: { agentCode: string; campaign?: string | undefined; browserId: string; now: Date; windowDays: number },
): Promise<{ windowDays: number }> {
  const agentCode = input.agentCode.trim().toUpperCase();
  const campaign = input.campaign?.trim() ?? '';
  // The code's owner by the users module's lookup table (one router query on Citus), not a scan of users.
  const agent = await memberIdByAgentCode(db, agentCode);
  if (agent !== undefined) {
    const day = tokyoDay(input.now);
    const visitorKey = createHash('sha256').update(`${day}:${input.browserId}`).digest('base64url').slice(0, 32);
    await db.transaction(async (tx) => {
      const firstToday = await tx
        .insert(agentLinkVisitors)
        .values({ day, agentCode, campaign, visitorKey })
        .onConflictDoNothing()
        .returning({ day: agentLinkVisitors.day });
      const visit = firstToday.length > 0 ? 1 : 0;
      await tx
        .insert(agentLinkDays)
        .values({ agentCode, campaign, day, clicks: 1, visits: visit })
        .onConflictDoUpdate({
          target: [agentLinkDays.agentCode, agentLinkDays.day, agentLinkDays.campaign],
          set: { clicks: sql`${agentLinkDays.clicks} + 1`, visits: sql`${agentLinkDays.visits} + ${visit}` },
        });
    });
  }
  return { windowDays: input.windowDays };
}

/** The agents job forgets visitor hashes of days before yesterday (they only dedupe one day). */
export async function pruneLinkVisitors(db: Db, now: Date): Promise<void> {
  await db.delete(agentLinkVisitors).where(lt(agentLinkVisitors.day, addDays(tokyoDay(now), -1)));
}
