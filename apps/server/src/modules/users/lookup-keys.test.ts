import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { lastMailedCode, login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignAgentCode } from './agent-code.ts';
import { createMember } from './create-member.ts';
import { findMemberByAccount, memberIdByAgentCode, memberIdByEmail, memberIdByUsername } from './member-accounts.ts';
import { agentCodeKeys, emailKeys, usernameKeys, users } from './schema.ts';

/**
 * The uniqueness of usernames, e-mails and agent codes lives in the lookup tables (migration
 * 0039), written with the member's row: two writers of one name at once end with one owner, the
 * other hearing the error the API always gave (never a 500). PGlite serializes the two
 * transactions; on PostgreSQL (TEST_DATABASE_URL) they really overlap.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: 'TEST' });
});
afterAll(() => t.close());

const PASSWORD = 'Pachinko-Night-42';

/** Steps 1 and 2 of registration for an address; answers the code step 3 needs. */
async function verifiedCode(email: string): Promise<string> {
  await t.call('/v2/app/register/send/email/code', { email });
  const code = await lastMailedCode(t, email);
  const valid = await t.call('/v2/app/register/valid', { email, code, acceptTerms: true });
  expect(valid.body.code).toBe(200);
  return code;
}

const register = (account: string, email: string, code: string) =>
  t.call('/v2/app/register/user', { account, email, password: PASSWORD, code }, { lang: 'en-US' });

async function membersNamed(username: string) {
  return t.app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
}

describe('usernames and e-mails are unique regardless of case (lookup tables)', () => {
  it('two registrations of one username in different case at once: one account, the other USERNAME_TAKEN', async () => {
    const [a, b] = await Promise.all([verifiedCode('race-a@example.com'), verifiedCode('race-b@example.com')]);
    const answers = await Promise.all([
      register('RaceName1', 'race-a@example.com', a),
      register('racename1', 'race-b@example.com', b),
    ]);
    const codes = answers.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((r) => r.body.code === 409)!;
    // The envelope's code, as for every refusal (HTTP 200 carries it, as the API always did).
    expect(loser.status).toBe(200);
    expect(loser.body).toMatchObject({ data: { reason: 'USERNAME_TAKEN', field: 'account' } });
    const members = await membersNamed('racename1');
    expect(members).toHaveLength(1);
    const keys = await t.app.database.db.select().from(usernameKeys).where(eq(usernameKeys.usernameLower, 'racename1'));
    expect(keys).toEqual([{ usernameLower: 'racename1', userId: members[0]!.id }]);
    // The loser left nothing behind: no member row, no e-mail key.
    const loserEmail = answers[0].body.code === 409 ? 'race-a@example.com' : 'race-b@example.com';
    expect(await memberIdByEmail(t.app.database.db, loserEmail)).toBeUndefined();
  });

  it('two creations of one e-mail in different case at once: one member, the other EMAIL_TAKEN', async () => {
    // One address gets one live registration code, so the race is at the use case every path
    // shares (createMember, in a transaction of its own as registration runs it).
    const { db } = t.app.database;
    const outcomes = await Promise.allSettled([
      db.transaction((tx) => createMember(tx, { username: 'MailRace1', email: 'mailrace@example.com', passwordHash: null })),
      db.transaction((tx) => createMember(tx, { username: 'MailRace2', email: 'MAILRACE@Example.com', passwordHash: null })),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const error = (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect({ reason: error.reason, field: error.field, code: error.code }).toEqual({
      reason: 'EMAIL_TAKEN',
      field: 'email',
      code: 409,
    });
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'mailrace@example.com'));
    expect(owners).toHaveLength(1);
    expect(await memberIdByEmail(db, 'MailRace@Example.com')).toBe(owners[0]!.id);
    // The loser left nothing: no member row, no username key.
    expect([...(await membersNamed('mailrace1')), ...(await membersNamed('mailrace2'))]).toHaveLength(1);
    const nameKeys = await db
      .select()
      .from(usernameKeys)
      .where(sql`${usernameKeys.usernameLower} in ('mailrace1', 'mailrace2')`);
    expect(nameKeys).toEqual([{ usernameLower: expect.any(String), userId: owners[0]!.id }]);
  });

  it.runIf(testDatabaseServerUrl())(
    'a creation that overlaps an uncommitted one waits for it and hears USERNAME_TAKEN, leaving no row (PostgreSQL)',
    async () => {
      const { db } = t.app.database;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let created!: () => void;
      const firstCreated = new Promise<void>((resolve) => (created = resolve));
      const first = db.transaction(async (tx) => {
        await createMember(tx, { username: 'Overlap01', email: 'overlap1@example.com', passwordHash: null });
        created();
        await held;
      });
      await firstCreated;
      // The second passes the check (the first is not committed) and waits on the key row. Its
      // failure is rolled back to createMember's savepoint: the caller's transaction goes on.
      const second = db.transaction(async (tx) => {
        const error = await createMember(tx, { username: 'OVERLAP01', email: 'overlap2@example.com', passwordHash: null }).catch(
          (e: unknown) => e,
        );
        const [left] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from users where email = 'overlap2@example.com'`),
        );
        expect(left!.n).toBe(0);
        throw error;
      });
      const secondSettled = second.then(
        () => 'created',
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await first;
      const outcome = await secondSettled;
      expect(outcome).toBeInstanceOf(AppError);
      expect((outcome as AppError).reason).toBe('USERNAME_TAKEN');
      expect(await membersNamed('overlap01')).toHaveLength(1);
      expect(await memberIdByEmail(db, 'overlap2@example.com')).toBeUndefined();
    },
  );

  it('signs in and finds members by name, e-mail and code through the lookup tables, in any case', async () => {
    const { db } = t.app.database;
    const code = await verifiedCode('finder@example.com');
    expect((await register('Finder01', 'finder@example.com', code)).body.code).toBe(200);
    const id = await memberIdByEmail(db, 'FINDER@example.com');
    expect(id).toBeDefined();
    expect((await findMemberByAccount(db, '  FINDER01 '))?.id).toBe(id);
    expect((await findMemberByAccount(db, 'Finder@Example.com'))?.id).toBe(id);
    expect(await findMemberByAccount(db, 'nobody01')).toBeUndefined();
    // Exactly this username (the demo seeds' lookup): another case is not it.
    expect(await memberIdByUsername(db, 'Finder01')).toBe(id);
    expect(await memberIdByUsername(db, 'finder01')).toBeUndefined();
    for (const account of ['finder01', 'FINDER@EXAMPLE.COM']) expect((await login(t, account, PASSWORD)).body.code).toBe(200);
    expect(await db.select().from(emailKeys).where(eq(emailKeys.userId, id!))).toEqual([
      { emailLower: 'finder@example.com', userId: id },
    ]);
  });
});

describe('agent codes are unique regardless of case (agent_code_keys)', () => {
  it('two approvals drawing one code at once: one owns it, the other draws again', async () => {
    const { db } = t.app.database;
    const a = await createMember(db, { username: 'CodeRace1', email: 'coderace1@example.com', passwordHash: null });
    const b = await createMember(db, { username: 'CodeRace2', email: 'coderace2@example.com', passwordHash: null });
    const draws = (first: string) => {
      const codes = [first, `${first}B`];
      return () => codes.shift()!;
    };
    const [codeA, codeB] = await Promise.all([
      db.transaction((tx) => assignAgentCode(tx, { userId: a.id, newCode: draws('RACE7Q2X') })),
      db.transaction((tx) => assignAgentCode(tx, { userId: b.id, newCode: draws('RACE7Q2X') })),
    ]);
    expect([codeA, codeB].sort()).toEqual(['RACE7Q2X', 'RACE7Q2XB']);
    const owner = codeA === 'RACE7Q2X' ? a.id : b.id;
    expect(await memberIdByAgentCode(db, ' race7q2x ')).toBe(owner);
    const keys = await db.select().from(agentCodeKeys).where(eq(agentCodeKeys.agentCodeUpper, 'RACE7Q2X'));
    expect(keys).toEqual([{ agentCodeUpper: 'RACE7Q2X', userId: owner }]);
    const rows = await db
      .select({ id: users.id, agentCode: users.agentCode })
      .from(users)
      .where(eq(sql`upper(${users.agentCode})`, 'RACE7Q2X'));
    expect(rows).toEqual([{ id: owner, agentCode: 'RACE7Q2X' }]);
  });

  it('registration under a code finds the agent through agent_code_keys, in any case', async () => {
    const { db } = t.app.database;
    const agent = await createMember(db, { username: 'CodeOwner', email: 'codeowner@example.com', passwordHash: null });
    await db.transaction((tx) => assignAgentCode(tx, { userId: agent.id, newCode: () => 'OWNR2345' }));
    const code = await verifiedCode('referred@example.com');
    const res = await t.call('/v2/app/register/user', {
      account: 'Referred1',
      email: 'referred@example.com',
      password: PASSWORD,
      code,
      agentCode: 'ownr2345',
    });
    expect(res.body.code).toBe(200);
    const [member] = await db.select().from(users).where(eq(users.username, 'Referred1'));
    expect(member).toMatchObject({ parentUserId: agent.id, recommendedCode: 'OWNR2345' });
  });
});
