import type { Db } from '../../db/client.ts';
import { agents, agentTree } from './schema.ts';

/**
 * Makes a member who already owns an agent code a top-level agent (depth 0, no parent): the
 * agents row and its own closure row, what an approval writes for a member without a parent
 * agent. The demo seed uses it for its agent account; members become agents by approval
 * (decide-agent-application.ts). Runs in the caller's transaction.
 */
export async function addTopLevelAgent(tx: Db, input: { userId: bigint }): Promise<void> {
  await tx.insert(agents).values({ userId: input.userId, depth: 0 });
  await tx.insert(agentTree).values({ ancestorId: input.userId, descendantId: input.userId, depth: 0 });
}
