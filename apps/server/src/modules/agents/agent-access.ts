import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, agentTree } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { userDirectory } from '../users/index.ts';

/** Whether the member is an approved agent. */
export async function isAgent(db: Db, userId: bigint): Promise<boolean> {
  const [row] = await db.select({ userId: agents.userId }).from(agents).where(eq(agents.userId, userId)).limit(1);
  return row !== undefined;
}

/** Every agent call but apply, apply/status and is/agent starts here: 403 for anyone else. */
export async function requireAgent(db: Db, userId: bigint): Promise<void> {
  if (!(await isAgent(db, userId))) throw new AppError('NOT_AN_AGENT');
}

/**
 * The agent whose team a call looks at: the caller, or (drill-down) an agent below the caller.
 * Anything else — another agent's id, a plain member, an unknown id — is 403, and the answer
 * is the same for all three so ids outside the team reveal nothing.
 */
export async function resolveTeamOwner(db: Db, input: { callerId: bigint; userId?: string | undefined }): Promise<bigint> {
  await requireAgent(db, input.callerId);
  if (input.userId === undefined) return input.callerId;
  const target = BigInt(input.userId);
  if (target === input.callerId) return target;
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, input.callerId), eq(agentTree.descendantId, target)))
    .limit(1);
  if (!row) throw new AppError('NOT_IN_TEAM', { field: 'userId' });
  return target;
}

/**
 * A direct subordinate of the agent (the other side of a transfer). A member deeper in the team
 * is refused with its own reason; anyone outside the team gets the same 403 as an unknown id.
 */
export async function requireDirectSubordinate(db: Db, input: { agentId: bigint; userId: bigint }) {
  const [member] = await db
    .select({ id: userDirectory.id, username: userDirectory.username, parentUserId: userDirectory.parentUserId })
    .from(userDirectory)
    .where(eq(userDirectory.id, input.userId))
    .limit(1);
  if (member?.parentUserId === input.agentId) return member;
  if (member?.parentUserId != null) {
    const [inTeam] = await db
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, input.agentId), eq(agentTree.descendantId, member.parentUserId)))
      .limit(1);
    if (inTeam) throw new AppError('NOT_DIRECT_SUBORDINATE', { field: 'userId' });
  }
  throw new AppError('NOT_IN_TEAM', { field: 'userId' });
}
