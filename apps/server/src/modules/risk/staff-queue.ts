import type { RiskAlertStatus, RiskRule, TRiskAlert, TRiskEvidence } from '@amigo/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike, iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { markAgentTransferFlagReviewed } from '../agents/index.ts';
import { userDirectory, usernamesByIds, writeMemberFlag } from '../users/index.ts';
import { riskAlerts } from './schema.ts';

type Alert = typeof riskAlerts.$inferSelect;

function toItem(alert: Alert, username: string | undefined): TRiskAlert {
  return {
    id: String(alert.id),
    rule: alert.rule,
    userId: String(alert.userId),
    username: username ?? '',
    evidence: alert.evidence as TRiskEvidence,
    status: alert.status,
    openedAt: alert.openedAt.toISOString(),
    decidedBy: alert.decidedBy,
    decidedAt: iso(alert.decidedAt),
    note: alert.note,
    flag: alert.flag,
  };
}

/** Queue items for these alerts, with their members' usernames (one batched users call). */
export async function alertItems(db: Db, alerts: Alert[]): Promise<TRiskAlert[]> {
  const names = await usernamesByIds(
    db,
    alerts.map((alert) => alert.userId),
  );
  return alerts.map((alert) => toItem(alert, names.get(alert.userId)));
}

/**
 * The risk queue: open alerts oldest first (first in, first looked at), decided ones newest first;
 * optionally one rule, or members whose username starts with `q` (through the users directory view).
 */
export async function listRiskAlerts(
  db: Db,
  input: PageInput & { status: RiskAlertStatus; rule?: RiskRule | undefined; q: string },
) {
  const conditions: SQL[] = [eq(riskAlerts.status, input.status)];
  if (input.rule) conditions.push(eq(riskAlerts.rule, input.rule));
  if (input.q) {
    const members = db
      .select({ id: userDirectory.id })
      .from(userDirectory)
      .where(ilike(userDirectory.username, `${escapeLike(input.q)}%`));
    conditions.push(inArray(riskAlerts.userId, members));
  }
  const where = and(...conditions);
  const order =
    input.status === 'open' ? [asc(riskAlerts.openedAt), asc(riskAlerts.id)] : [desc(riskAlerts.decidedAt), desc(riskAlerts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(riskAlerts)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(riskAlerts).where(where),
  ]);
  return pageOf(await alertItems(db, rows), total?.n ?? 0, input);
}

/**
 * Decides an open alert, with its audit row, in one transaction: `clear` closes it with the note;
 * `escalate` also sets the member's risk or fraud flag through the users module (the note is the
 * flag's reason; that write is audited there as `member.flag.set` too). A take-back alert also
 * marks the agents module's flag as reviewed. Deciding the same way again changes nothing
 * (`changed: false`); the other way on a decided alert is a conflict.
 */
export async function decideRiskAlert(
  db: Db,
  input: { id: bigint; decision: 'clear' | 'escalate'; flag?: 'risk' | 'fraud' | undefined; note: string } & Actor,
) {
  const status = input.decision === 'clear' ? ('cleared' as const) : ('escalated' as const);
  if (status === 'escalated' && !input.flag) {
    throw new AppError('INVALID_INPUT', { field: 'flag', messageKey: 'validation.required', params: { field: 'flag' } });
  }
  // The console names the alert by id alone: its member is found first, without a lock (the plain
  // index on id; a fan-out read on Citus, which takes no row locks across shards), then every
  // statement names the member.
  const [owner] = await db.select({ userId: riskAlerts.userId }).from(riskAlerts).where(eq(riskAlerts.id, input.id));
  if (!owner) throw new AppError('NOT_FOUND', { field: 'id' });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(riskAlerts)
      .where(and(eq(riskAlerts.userId, owner.userId), eq(riskAlerts.id, input.id)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
    if (before.status !== 'open') {
      if (before.status !== status) throw new AppError('CONFLICT');
      return { item: (await alertItems(tx, [before]))[0]!, changed: false };
    }
    const note = input.note.trim();
    const flag = status === 'escalated' ? input.flag! : null;
    if (flag) {
      // The flag is the users module's; its own audit row (member.flag.set) goes with it, as from the member file.
      const set = await writeMemberFlag(tx, { ...input, userId: before.userId, flag, on: true, reason: note });
      if (set.changed) await recordAudit(tx, { ...input, ...set.audit });
    }
    if (before.rule === 'agent_takeback') {
      const transferId = (before.evidence as TRiskEvidence).transferId;
      // The alert is on the agent who took the coins back (rules.ts agentTakebacks): the flag's owner.
      if (transferId)
        await markAgentTransferFlagReviewed(tx, { agentUserId: before.userId, transferId: BigInt(transferId), now: input.now });
    }
    const [after] = await tx
      .update(riskAlerts)
      .set({ status, note, flag, decidedById: input.staff.id, decidedBy: input.staff.username, decidedAt: input.now })
      .where(and(eq(riskAlerts.userId, before.userId), eq(riskAlerts.id, input.id)))
      .returning();
    await recordAudit(tx, {
      ...input,
      action: `risk.${input.decision}`,
      targetType: 'risk_alert',
      targetId: input.id,
      before: { status: before.status, rule: before.rule, userId: before.userId, key: before.evidenceKey },
      after: { status, note, flag },
    });
    return { item: (await alertItems(tx, [after!]))[0]!, changed: true };
  });
}
