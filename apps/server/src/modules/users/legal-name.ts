import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';

export interface LegalName {
  lastName: string | null;
  firstName: string | null;
  /** The name's reading (kana, pinyin or Latin letters), as the profile's pinyinName holds it. */
  reading: string | null;
}

/**
 * The member's legal name as the profile holds it. Once an identity check is pending or approved
 * it cannot change (identity-lock.ts), so after approval this is the verified name.
 */
export async function getLegalName(db: Db, input: { userId: bigint }): Promise<LegalName> {
  const [row] = await db
    .select({ lastName: users.lastName, firstName: users.firstName, reading: users.pinyinName })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  return row ?? { lastName: null, firstName: null, reading: null };
}

/**
 * The member's legal name, their row locked for the rest of the caller's transaction (SELECT …
 * FOR UPDATE): a bank card save compares holder names with it while no other save or delete of
 * the member's cards can interleave. Undefined for an unknown id.
 */
export async function lockMemberLegalName(tx: Db, input: { userId: bigint }): Promise<LegalName | undefined> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, reading: users.pinyinName })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  return row;
}
