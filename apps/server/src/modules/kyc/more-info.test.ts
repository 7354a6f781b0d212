import { randomBytes } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../admin/schema.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { letters } from '../letters/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kycSubmissions } from './schema.ts';
import { ALL_TICKED, giveIdentityForTest } from './test-fixtures.ts';

/**
 * Issue 26, the KYC deadlock: a submission recorded before the profile was complete (the server
 * took one then) could never be approved, and its pending status locked the very fields to add.
 * The reviewer now asks for more information: the named fields unlock, the member is told why,
 * changes them and sends the same submission back.
 */
let t: TestApp;
let compliance: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t, ['compliance']);
});
afterAll(() => t.close());

const decide = (body: unknown, lang = 'en-US') => adminCall(t, c.adminKycDecide.path, body, { cookie: compliance.cookie, lang });
const memberCall = (m: TestMember, path: string, body: unknown = {}) => t.call(path, body, { token: m.token, lang: 'en-US' });

/** A pending submission as one recorded before issue 26 could be: the profile has no legal name and no ID number. */
async function incompletePendingSubmission() {
  const member = await createTestMember(t);
  await giveIdentityForTest(t.app.database.db, member.userId, { lastName: null, firstName: null, idNumber: null });
  const keys = ['front', 'back', 'handheld'].map(() => `kyc/${member.userId}/${randomBytes(16).toString('hex')}.jpg`);
  for (const key of keys) await t.app.blobs.put(key, Buffer.from(`jpeg:${key}`), 'image/jpeg');
  const [row] = await t.app.database.db
    .insert(kycSubmissions)
    .values({ userId: member.userId, frontKey: keys[0]!, backKey: keys[1]!, handheldKey: keys[2]! })
    .returning();
  return { id: String(row!.id), member };
}

const REASON = 'Please add your legal name and ID number exactly as on your residence card';

describe('asking the member for more information', () => {
  it('resolves the deadlock: unlocks the named fields, tells the member, and the member sends it back for approval', async () => {
    const { id, member } = await incompletePendingSubmission();
    // The deadlock: pending, the fields are locked and the approval is refused.
    expect((await memberCall(member, '/v2/app/user/update', { lastName: 'Yamada' })).body.data.reason).toBe(
      'IDENTITY_UNDER_REVIEW',
    );
    expect((await decide({ id, decision: 'approved', checklist: ALL_TICKED })).body.data.reason).toBe('KYC_PROFILE_INCOMPLETE');

    const asked = await decide({ id, decision: 'more_info', reason: REASON, fields: ['lastName', 'firstName', 'idNumber'] });
    expect(asked.body.code, asked.body.msg).toBe(200);
    expect(asked.body.data).toMatchObject({
      changed: true,
      item: { status: 'more_info', reason: REASON, requestedFields: ['lastName', 'firstName', 'idNumber'] },
    });
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'kyc.request_info')));
    expect(audit).toMatchObject({ staffUsername: compliance.username, targetType: 'kyc_submission' });
    expect(audit?.after).toMatchObject({
      status: 'more_info',
      reason: REASON,
      requestedFields: ['lastName', 'firstName', 'idNumber'],
    });
    const sent = await t.app.database.db.select().from(letters).where(eq(letters.userId, member.userId));
    expect(sent).toEqual([expect.objectContaining({ template: 'kycMoreInfo', params: { reason: REASON } })]);
    // Asking again the same way changes nothing (no second letter); approving before the answer is a conflict.
    expect((await decide({ id, decision: 'more_info', reason: REASON, fields: ['lastName'] })).body.data.changed).toBe(false);
    expect((await decide({ id, decision: 'approved', checklist: ALL_TICKED })).body.data.reason).toBe('CONFLICT');

    // The member sees the request, and withdrawals say why they wait.
    const latest = (await memberCall(member, '/v2/app/user/kyc/latest')).body.data;
    expect(latest).toMatchObject({
      status: 'more_info',
      id,
      reason: REASON,
      requestedFields: ['lastName', 'firstName', 'idNumber'],
    });
    expect((await memberCall(member, '/v2/app/user/kyc/requirements')).body.data.kycStatus).toBe('more_info');
    expect((await memberCall(member, '/v2/app/user/info')).body.data.kycStatus).toBe('more_info');

    // Exactly the named fields are free; the birth date the reviewer did not name stays locked.
    const birth = await memberCall(member, '/v2/app/user/update', { birthDate: '1985-01-01' });
    expect(birth.body).toMatchObject({ code: 409, data: { reason: 'IDENTITY_UNDER_REVIEW', field: 'birthDate' } });
    const mixed = await memberCall(member, '/v2/app/user/update', { lastName: 'Yamada', birthDate: '1985-01-01' });
    expect(mixed.body).toMatchObject({ code: 409, data: { reason: 'IDENTITY_UNDER_REVIEW', field: 'birthDate' } });
    // Sending it back before the profile is complete is refused, naming what is missing.
    const early = await memberCall(member, '/v2/app/user/kyc/resubmit');
    expect(early.body).toMatchObject({ code: 422, data: { reason: 'KYC_PROFILE_INCOMPLETE', field: 'legalName' } });
    expect((await memberCall(member, '/v2/app/user/update', { lastName: 'Yamada', firstName: 'Taro' })).body.code).toBe(200);
    expect((await memberCall(member, '/v2/app/user/update/idNumber', { idNumber: 'RC1234567' })).body.code).toBe(200);
    // New photos are not what was asked for: the same submission goes back.
    const resent = await memberCall(member, '/v2/app/user/kyc/resubmit');
    expect(resent.body).toMatchObject({ code: 200, data: { status: 'pending', id, reason: null, requestedFields: [] } });
    expect((await memberCall(member, '/v2/app/user/kyc/resubmit')).body).toMatchObject({
      code: 409,
      data: { reason: 'KYC_NOT_AWAITING_INFO' },
    });
    // Pending again, every identity field is locked again for the reviewer.
    expect((await memberCall(member, '/v2/app/user/update', { lastName: 'Suzuki' })).body.data.reason).toBe(
      'IDENTITY_UNDER_REVIEW',
    );

    const approved = await decide({ id, decision: 'approved', checklist: ALL_TICKED });
    expect(approved.body.data).toMatchObject({ changed: true, item: { status: 'approved', requestedFields: [] } });
    expect((await memberCall(member, '/v2/app/user/kyc/latest')).body.data).toMatchObject({ status: 'approved' });
  });

  it('lists the submissions waiting for the member under their own status', async () => {
    const { id } = await incompletePendingSubmission();
    await decide({ id, decision: 'more_info', reason: REASON, fields: ['idNumber'] });
    const waiting = await adminCall(
      t,
      c.adminKycList.path,
      { status: 'more_info', pageSize: 100 },
      { cookie: compliance.cookie },
    );
    expect(waiting.body.data.list.map((item: { id: string }) => item.id)).toContain(id);
    const pending = await adminCall(t, c.adminKycList.path, { status: 'pending', pageSize: 100 }, { cookie: compliance.cookie });
    expect(pending.body.data.list.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('refuses a request without a reason or fields, or with a field that is not an identity field, changing nothing', async () => {
    const { id, member } = await incompletePendingSubmission();
    for (const [body, field] of [
      [{ id, decision: 'more_info', fields: ['lastName'] }, 'reason'],
      [{ id, decision: 'more_info', reason: '   ', fields: ['lastName'] }, 'reason'],
      [{ id, decision: 'more_info', reason: REASON }, 'fields'],
      [{ id, decision: 'more_info', reason: REASON, fields: [] }, 'fields'],
      [{ id, decision: 'more_info', reason: REASON, fields: ['nickname'] }, 'fields.0'],
    ] as const) {
      const answer = await decide(body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 400, data: { field } });
    }
    expect((await memberCall(member, '/v2/app/user/kyc/latest')).body.data).toMatchObject({
      status: 'pending',
      requestedFields: [],
    });
    expect(await t.app.database.db.select().from(letters).where(eq(letters.userId, member.userId))).toEqual([]);
  });

  it('answers KYC_NOT_AWAITING_INFO in the member’s language when nothing was asked', async () => {
    const member = await createTestMember(t);
    const answer = await t.call('/v2/app/user/kyc/resubmit', {}, { token: member.token, lang: 'ja-JP' });
    expect(answer.body).toMatchObject({ code: 409, data: { reason: 'KYC_NOT_AWAITING_INFO' } });
    expect(answer.body.msg).toContain('追加情報');
  });
});
