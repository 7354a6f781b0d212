import type { TAgentApplication } from '@amigo/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentApplications, agents } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { userDirectory } from '../users/index.ts';
import { isAgent } from './agent-access.ts';

/**
 * `agent/apply`: opens an application for review. One open application at a time (the partial
 * unique index settles two requests at once); an agent cannot apply again; a member so deep in
 * the hierarchy that they would pass AGENT_MAX_DEPTH is refused up front.
 */
export async function applyForAgent(
  db: Db,
  input: { userId: bigint; remark?: string | undefined; maxDepth: number; now: Date },
): Promise<TAgentApplication> {
  if (await isAgent(db, input.userId)) throw new AppError('AGENT_ALREADY');
  if ((await depthIfApproved(db, input.userId)) > input.maxDepth) throw new AppError('AGENT_DEPTH_LIMIT');
  const inserted = await db
    .insert(agentApplications)
    .values({ userId: input.userId, remark: input.remark || null, createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('AGENT_APPLICATION_PENDING');
  return getApplicationStatus(db, { userId: input.userId });
}

/** `agent/apply/status`: the latest application, or `none`. */
export async function getApplicationStatus(db: Db, input: { userId: bigint }): Promise<TAgentApplication> {
  const [[latest], [user]] = await Promise.all([
    db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.userId, input.userId))
      .orderBy(desc(agentApplications.id))
      .limit(1),
    db.select({ agentCode: userDirectory.agentCode }).from(userDirectory).where(eq(userDirectory.id, input.userId)).limit(1),
  ]);
  const agent = await isAgent(db, input.userId);
  if (!latest) {
    // Agents made without an application (seeded, or by an operator) read as approved.
    return {
      status: agent ? 'approved' : 'none',
      reason: null,
      appliedAt: null,
      decidedAt: null,
      agentCode: agent ? (user?.agentCode ?? null) : null,
    };
  }
  return {
    status: latest.status,
    reason: latest.status === 'rejected' ? latest.reason : null,
    appliedAt: latest.createdAt.toISOString(),
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    agentCode: agent ? (user?.agentCode ?? null) : null,
  };
}

/** Depth the member would have as an agent: one below their parent agent, 0 without one. */
export async function depthIfApproved(db: Db, userId: bigint): Promise<number> {
  const [row] = await db
    .select({ parentDepth: agents.depth })
    .from(userDirectory)
    .innerJoin(agents, eq(agents.userId, userDirectory.parentUserId))
    .where(eq(userDirectory.id, userId))
    .limit(1);
  return row ? row.parentDepth + 1 : 0;
}
