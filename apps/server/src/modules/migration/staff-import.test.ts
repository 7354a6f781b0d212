import { randomBytes } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../admin/schema.ts';
import { legacyAccounts } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';

let t: TestApp;
let compliance: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t, ['compliance']);
});
afterAll(() => t.close());

const HEADER = 'legacy_username,password_hash,secret,email,phone,holder_name,card_last4,balance';
const importCsv = (staff: TestStaff, body: { csv: string; dryRun?: boolean }) =>
  adminCall(t, c.adminLegacyImport.path, body, { cookie: staff.cookie });

/** Usernames unique to one test, and a good row for each. */
function names(n: number): string[] {
  const tag = randomBytes(3).toString('hex');
  return Array.from({ length: n }, (_, i) => `imp_${tag}_${i}`);
}
const goodRow = (username: string, balance = 100) =>
  `${username},,Secret-Long-1,${username}@legacy.example.test,,"SATO, JIRO",5555,${balance}`;

async function stored(usernames: string[]) {
  return t.app.database.db.select().from(legacyAccounts).where(inArray(legacyAccounts.legacyUsername, usernames));
}
const auditRows = async () =>
  (await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'legacy.import')))[0]!.n;

describe('legacy import from the console', () => {
  it('a dry run counts and reports, and writes nothing (no accounts, no audit row)', async () => {
    const [a, b] = names(2);
    const csv = [HEADER, goodRow(a!), goodRow(b!), `${a},,Secret-Long-1,x@example.test,,SATO,12ab,1`].join('\n');
    const audits = await auditRows();
    const res = await importCsv(compliance, { csv, dryRun: true });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({
      dryRun: true,
      imported: 2,
      unchanged: 0,
      rejected: [{ line: 4, username: a, reason: 'card_last4 must be 4 digits' }],
      importedCoins: 0,
    });
    expect(await stored([a!, b!])).toEqual([]);
    expect(await auditRows()).toBe(audits);
  });

  it('a real run imports, writes one audit row with the counts, and a second run changes nothing', async () => {
    const [a, b, old] = names(3);
    // One account there before: the dry run and the import both count it as unchanged.
    expect((await importCsv(compliance, { csv: [HEADER, goodRow(old!, 7)].join('\n') })).body.data.imported).toBe(1);
    const csv = [HEADER, goodRow(a!, 1200), goodRow(b!), goodRow(old!, 999)].join('\r\n');

    const check = await importCsv(compliance, { csv, dryRun: true });
    expect(check.body.data).toMatchObject({ dryRun: true, imported: 2, unchanged: 1, rejected: [] });

    const res = await importCsv(compliance, { csv });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ dryRun: false, imported: 2, unchanged: 1, rejected: [], importedCoins: 1_300 });
    const rows = await stored([a!, b!, old!]);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.legacyUsername === a)).toMatchObject({
      balance: 1200n,
      holderName: 'SATO, JIRO',
      cardLast4: '5555',
    });
    expect(rows.find((row) => row.legacyUsername === a)!.secretHash).toMatch(/^\$argon2id\$/);
    expect(rows.find((row) => row.legacyUsername === old)!.balance).toBe(7n); // left as it was

    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'legacy.import'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      staffUsername: compliance.username,
      targetType: 'legacy_account',
      after: { rows: 3, imported: 2, unchanged: 1, rejected: 0 },
    });
    expect(JSON.stringify(audit!.after)).not.toMatch(/Secret-Long|argon2/);

    const audits = await auditRows();
    const again = await importCsv(compliance, { csv });
    expect(again.body.data).toEqual({ dryRun: false, imported: 0, unchanged: 3, rejected: [], importedCoins: 0 });
    expect(await auditRows()).toBe(audits + 1);
  });

  it('reports rejected rows with their line, username and reason, and imports the rest', async () => {
    const [ok, badMail, twice] = names(3);
    const csv = [
      HEADER,
      goodRow(ok!),
      `${badMail},,Secret-Long-1,not-an-address,,SATO,5555,1`,
      'bad name!,,Secret-Long-1,n@example.test,,SATO,5555,1',
      goodRow(twice!),
      goodRow(twice!.toUpperCase()),
      `${ok}x,,short,s@example.test,,SATO,5555,1`,
    ].join('\n');
    const res = await importCsv(compliance, { csv });
    expect(res.body.data.imported).toBe(2);
    expect(res.body.data.rejected).toEqual([
      { line: 3, username: badMail, reason: 'email is not an e-mail address' },
      { line: 4, username: 'bad name!', reason: 'legacy_username must be 1-64 letters, digits, _ . -' },
      { line: 6, username: twice!.toUpperCase(), reason: 'the same username twice in one file' },
      { line: 7, username: `${ok}x`, reason: 'secret must be at least 8 characters' },
    ]);
    expect((await stored([ok!, twice!])).map((row) => row.legacyUsername).sort()).toEqual([ok, twice].sort());
  });

  it('refuses more than 5,000 rows per upload (a body over the default 1 MiB limit still gets through)', async () => {
    const [name] = names(1);
    const padding = 'x'.repeat(200);
    const rows = Array.from({ length: 5_001 }, (_, i) => `${name}_${i},,Secret-Long-1,a${i}@example.test,${padding},SATO,5555,1`);
    const csv = [HEADER, ...rows].join('\n');
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const audits = await auditRows();
    const res = await importCsv(compliance, { csv, dryRun: true });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'csv' } });
    expect(res.body.msg).toContain('5000');
    expect(await stored([`${name}_0`])).toEqual([]);
    expect(await auditRows()).toBe(audits);

    const tooLong = await importCsv(compliance, { csv: 'x'.repeat(2_000_001) });
    expect(tooLong.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'csv' } });
  });

  it('is refused to a role without members.lock, and allowed to the owner', async () => {
    const [a] = names(1);
    const csv = [HEADER, goodRow(a!)].join('\n');
    for (const role of ['support', 'finance', 'content', 'games'] as const) {
      const staff = await signedInStaff(t, [role]);
      const res = await importCsv(staff, { csv });
      expect(res.body, role).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    }
    expect(await stored([a!])).toEqual([]);
    const owner = await signedInStaff(t, ['owner']);
    expect((await importCsv(owner, { csv, dryRun: true })).body.data).toMatchObject({ imported: 1 });
  });
});
