import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';

/** Who a member is, as an operator reviewing their identity documents sees it. */
export interface MemberIdentity {
  username: string;
  lastName: string | null;
  firstName: string | null;
  /** The name's reading (kana, pinyin or Latin letters): the profile's pinyinName. */
  reading: string | null;
  birthDate: string | null;
  /** The identity number with all but its last four characters hidden; null when none is on file. */
  idNumberMasked: string | null;
  /**
   * The whole identity number, for the KYC reviewer who compares it with the document photo
   * (which shows it anyway); the KYC queue sends it only for submissions still pending.
   */
  idNumber: string | null;
}

/**
 * The identities of these members, in one statement (the KYC queue lists its submissions first,
 * then asks for their members here). Besides the KYC review, nothing reads the whole identity
 * number: other screens get `idNumberMasked`. Unknown ids are absent from the map.
 */
export async function memberIdentitiesByIds(db: Db, userIds: readonly bigint[]): Promise<Map<bigint, MemberIdentity>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      lastName: users.lastName,
      firstName: users.firstName,
      reading: users.pinyinName,
      birthDate: users.birthDate,
      idNumber: users.idNumber,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        username: row.username,
        lastName: row.lastName,
        firstName: row.firstName,
        reading: row.reading,
        birthDate: row.birthDate,
        idNumberMasked: row.idNumber ? `${'*'.repeat(Math.max(0, row.idNumber.length - 4))}${row.idNumber.slice(-4)}` : null,
        idNumber: row.idNumber,
      },
    ]),
  );
}
