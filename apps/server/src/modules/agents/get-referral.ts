import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userDirectory } from '../users/index.ts';
import { referralUrl } from './agent-code.ts';
import { requireAgent } from './agent-access.ts';

/** `agent/code`: the agent's code and referral link. */
export async function getReferral(db: Db, input: { userId: bigint; publicUrl: string }) {
  await requireAgent(db, input.userId);
  const [user] = await db
    .select({ agentCode: userDirectory.agentCode })
    .from(userDirectory)
    .where(eq(userDirectory.id, input.userId));
  // Approval always assigns a code; an agent row without one is a broken invariant, not user input.
  if (!user?.agentCode) throw new Error(`agent ${input.userId} has no agent code`);
  return { agentCode: user.agentCode, referralUrl: referralUrl(input.publicUrl, user.agentCode) };
}
