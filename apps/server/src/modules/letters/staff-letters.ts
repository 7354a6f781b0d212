import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { sendLetter } from './send-letter.ts';

type Localized = { Jp: string; En: string; Zh: string; ZhTW: string };

/** A station letter written by staff to one member or an audience, through the letters module. */
export async function broadcastLetter(
  db: Db,
  input: {
    audience: 'all' | 'agents' | 'players' | 'member';
    userId: bigint | undefined;
    title: Localized;
    body: Localized;
    idempotencyKey: string;
  } & Actor,
) {
  if (input.audience === 'member' && input.userId === undefined) throw new AppError('INVALID_INPUT', { field: 'userId' });
  return db.transaction(async (tx) => {
    const to = input.audience === 'member' ? { userId: input.userId! } : { audience: input.audience };
    const result = await sendLetter(tx, {
      to,
      content: { category: 'system', title: input.title, body: input.body },
      dedupeKey: `staff-letter:${input.staff.id}:${input.idempotencyKey}`,
      now: input.now,
    });
    if (result.sent) {
      await recordAudit(tx, {
        ...input,
        action: 'letter.send',
        targetType: 'letter',
        targetId: result.id,
        before: null,
        after: { audience: input.audience, userId: input.userId ?? null, title: input.title },
      });
    }
    return result;
  });
}
