import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AgentTakeBackRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { agentTakebackRequests } from './schema.ts';
import { sendLetter } from '../letters/index.ts';
import { usernamesByIds } from '../users/index.ts';

/** At most this many requests expire in one run; the next run takes the rest. */
const BATCH = 500;

/** A take-back asked for at or before this moment has waited longer than its consent window. */
export function consentCutoff(now: Date, rules: Pick<AgentTakeBackRules, 'consentHours'>): Date {
  return new Date(now.getTime() - rules.consentHours * 3_600_000);
}

/**
 * Take-backs the member never answered expire after AGENT_TAKEBACK_CONSENT_HOURS: the request is
 * marked `expired` (nothing moves, nothing can move later) and its agent gets a letter saying so.
 * Run by the agents job for everyone, and for one member before they answer, so an old request is
 * recorded as expired even when the answer is refused. Each request expires once (only pending rows
 * past the cutoff change, under their row locks; the letter's dedupe key is the request).
 */
export async function expireTakeBackRequests(
  db: Db,
  input: { now: Date; rules: Pick<AgentTakeBackRules, 'consentHours'>; memberUserId?: bigint },
): Promise<number> {
  const overdue = and(
    eq(agentTakebackRequests.status, 'pending'),
    lte(agentTakebackRequests.createdAt, consentCutoff(input.now, input.rules)),
    input.memberUserId === undefined ? undefined : eq(agentTakebackRequests.memberUserId, input.memberUserId),
  );
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: agentTakebackRequests.id, agentUserId: agentTakebackRequests.agentUserId })
      .from(agentTakebackRequests)
      .where(overdue)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const expired = await tx
      .update(agentTakebackRequests)
      .set({ status: 'expired', decidedAt: input.now })
      .where(
        and(
          overdue,
          // By the key (agent, id): ids are unique, so naming the agents too only lets the key serve.
          inArray(
            agentTakebackRequests.agentUserId,
            due.map((row) => row.agentUserId),
          ),
          inArray(
            agentTakebackRequests.id,
            due.map((row) => row.id),
          ),
        ),
      )
      .returning();
    const members = await usernamesByIds(
      tx,
      expired.map((row) => row.memberUserId),
    );
    for (const request of expired) {
      await sendLetter(tx, {
        to: { userId: request.agentUserId },
        content: {
          template: 'agentTakeBackExpired',
          params: { member: members.get(request.memberUserId) ?? '', amount: Number(request.amount) },
        },
        dedupeKey: `agent-takeback-expired:${request.id}`,
        now: input.now,
      });
    }
    return expired.length;
  });
}
