import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responsibleLimits } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { activeBlock, depositedSince, limitInForce, loadProfile } from './status.ts';

/** Refuses members in a cool-off or self-exclusion (deposits, play, agent transfers in, promotions). */
export async function assertNotBlocked(db: Db, input: { userId: bigint; now: Date }): Promise<void> {
  const block = activeBlock(await loadProfile(db, input.userId), input.now);
  if (block) throw new AppError(block.kind === 'cool_off' ? 'COOLING_OFF' : 'SELF_EXCLUDED');
}

/**
 * Refuses a deposit that a block forbids or that would take gross deposits over any deposit
 * limit in force: exactly reaching a limit is allowed, one coin over is not.
 */
export async function assertMayDeposit(db: Db, input: { userId: bigint; coins: bigint; now: Date }): Promise<void> {
  await assertNotBlocked(db, input);
  const limits = await db
    .select()
    .from(responsibleLimits)
    .where(and(eq(responsibleLimits.userId, input.userId), eq(responsibleLimits.kind, 'deposit')));
  for (const limit of limits) {
    const allowed = limitInForce(limit, input.now);
    if (allowed === null) continue;
    const deposited = await depositedSince(db, input.userId, limit.period, input.now);
    if (deposited + input.coins > allowed) {
      throw new AppError('DEPOSIT_LIMIT_REACHED', { field: 'amount' });
    }
  }
}
