import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentApplications } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { userDirectory } from '../users/index.ts';
import { decideAgentApplication } from './decide-agent-application.ts';

type Status = 'pending' | 'approved' | 'rejected';
type Row = { application: typeof agentApplications.$inferSelect; username: string };

function toItem({ application, username }: Row) {
  return {
    id: String(application.id),
    userId: String(application.userId),
    username,
    status: application.status,
    remark: application.remark,
    reason: application.reason,
    decidedBy: application.decidedBy,
    createdAt: application.createdAt.toISOString(),
    decidedAt: iso(application.decidedAt),
  };
}

function selectRows(db: Db) {
  return db
    .select({ application: agentApplications, username: userDirectory.username })
    .from(agentApplications)
    .innerJoin(userDirectory, eq(userDirectory.id, agentApplications.userId));
}

/** The operator's queue of agent applications by status: pending oldest first, decided newest first. */
export async function listAgentApplications(db: Db, input: PageInput & { status: Status }) {
  const where = eq(agentApplications.status, input.status);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(input.status === 'pending' ? asc(agentApplications.id) : desc(agentApplications.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(agentApplications).where(where),
  ]);
  return pageOf(rows.map(toItem), total?.n ?? 0, input);
}

/** Decides an application through `decideAgentApplication` (code, hierarchy, letter), with its audit row. */
export async function decideAgentApplicationAsStaff(
  db: Db,
  input: { id: bigint; action: 'approve' | 'reject'; reason: string | undefined; maxDepth: number } & Actor,
) {
  if (input.action === 'reject' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  return db.transaction(async (tx) => {
    // By id alone (the console's call names no member): the plain index on id; from here on by (member, id).
    const [before] = await tx.select().from(agentApplications).where(eq(agentApplications.id, input.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
    const target = input.action === 'approve' ? 'approved' : 'rejected';
    if (before.status === target) return { item: toItem(await readRow(tx, before)), changed: false };
    await decideAgentApplication(tx, {
      applicationId: input.id,
      userId: before.userId,
      decision: input.action === 'approve' ? { action: 'approve' } : { action: 'reject', reason: input.reason! },
      decidedBy: input.staff.username,
      maxDepth: input.maxDepth,
      now: input.now,
    });
    const after = await readRow(tx, before);
    await recordAudit(tx, {
      ...input,
      action: `agent_application.${input.action}`,
      targetType: 'agent_application',
      targetId: before.id,
      before: { status: before.status, userId: before.userId },
      after: { status: after.application.status, reason: after.application.reason },
    });
    return { item: toItem(after), changed: true };
  });
}

async function readRow(db: Db, key: { userId: bigint; id: bigint }): Promise<Row> {
  const [row] = await selectRows(db)
    .where(and(eq(agentApplications.userId, key.userId), eq(agentApplications.id, key.id)))
    .limit(1);
  return row!;
}
