import type { Db } from '../../db/client.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { endIndefiniteExclusion } from './blocks.ts';

/** Compliance ends an indefinite self-exclusion after its minimum (blocks.ts checks it); the audit row names who. */
export async function endExclusion(db: Db, input: { userId: bigint } & Actor) {
  return db.transaction(async (tx) => {
    await endIndefiniteExclusion(tx, { userId: input.userId, actor: `staff:${input.staff.id}`, now: input.now });
    await recordAudit(tx, {
      ...input,
      action: 'responsible.end_exclusion',
      targetType: 'user',
      targetId: input.userId,
      before: { block: 'self_exclusion', until: null },
      after: { until: input.now },
    });
    return { userId: String(input.userId), ended: true };
  });
}
