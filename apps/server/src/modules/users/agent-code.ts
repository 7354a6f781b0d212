import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { claimAgentCode } from './create-member.ts';

/**
 * The member an agent application is approved for, locked for the rest of the caller's
 * transaction: the agent they registered under and the agent code they may already own.
 * Undefined for an unknown id.
 */
export async function lockMemberForAgentApproval(
  tx: Db,
  userId: bigint,
): Promise<{ parentUserId: bigint | null; agentCode: string | null } | undefined> {
  const [user] = await tx
    .select({ parentUserId: users.parentUserId, agentCode: users.agentCode })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/**
 * Gives the member an agent code (codes are unique regardless of case): tries fresh codes from
 * `newCode` until one is free. The code's `agent_code_keys` row is claimed in the caller's
 * transaction with the member's row, so two approvals drawing one code at once end with one
 * owner and the other drawing again. With 40-bit codes a clash is already rare; five in a row is
 * not going to happen, and then this throws.
 */
export async function assignAgentCode(tx: Db, input: { userId: bigint; newCode: () => string }): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = input.newCode();
    if (!(await claimAgentCode(tx, code, input.userId))) continue;
    await tx.update(users).set({ agentCode: code }).where(eq(users.id, input.userId));
    return code;
  }
  throw new Error('no free agent code after 5 attempts');
}
