import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../kyc/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { reviewKycSubmission } from '../kyc/index.ts';
import { ALL_TICKED, giveIdentityForTest } from '../kyc/test-fixtures.ts';
import { decideWithdrawal, tokyoDayOf } from '../payments/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';

/** The modules that own the events send their letters through letters' sendLetter. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function inbox(member: TestMember) {
  const { body } = await t.call('/v2/app/station/query', {}, { token: member.token });
  return body.data as { unreadCount: number; list: Array<{ category: string; titleEn: string; bodyEn: string; bodyJp: string }> };
}

const sandbox = (orderSn: string, verdict: 'pay' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${orderSn}/${verdict}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('letters sent on events', () => {
  it('tells the member once when a deposit is credited, not when it fails', async () => {
    const member = await createTestMember(t);
    const pay = async () =>
      (
        await t.call(
          '/v2/app/pay/order',
          { channel: 'sandbox', amount: 3000, idempotencyKey: randomUUID() },
          { token: member.token },
        )
      ).body.data.order.orderSn as string;
    const paid = await pay();
    await sandbox(paid, 'pay');
    await sandbox(paid, 'pay');
    await sandbox(await pay(), 'fail');
    const letters = await inbox(member);
    expect(letters.unreadCount).toBe(1);
    expect(letters.list).toHaveLength(1);
    expect(letters.list[0]).toMatchObject({ category: 'deposit', titleEn: 'Your deposit has been credited' });
    expect(letters.list[0]!.bodyEn).toContain(paid);
    expect(letters.list[0]!.bodyJp).toContain('3,000 コイン');
  });

  it('tells the member the result of a withdrawal, with the reason when it failed', async () => {
    const member = await createTestMember(t, { kycApproved: true });
    const { db } = t.app.database;
    await db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, member.userId));
    await db.transaction(async (tx) =>
      transfer(tx, {
        id: randomUUID(),
        from: await systemAccount(tx, 'deposits_clearing'),
        to: await ensureUserWallet(tx, member.userId),
        amount: 20_000n,
        reason: 'test',
        ref: 'test',
      }),
    );
    const cardId = await saveTestBankCard(t, member.token);
    const withdraw = async () =>
      (
        await t.call(
          '/v2/app/draw/withdraw',
          { amount: 5000, bankCardId: cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
          { token: member.token },
        )
      ).body.data.orderSn as string;
    const ok = await withdraw();
    await decideWithdrawal(db, { orderSn: ok, decision: { action: 'approve' }, now: new Date() });
    await decideWithdrawal(db, {
      orderSn: ok,
      decision: { action: 'paid', reference: 'ZB-0001', paidOn: tokyoDayOf(new Date()) },
      now: new Date(),
    });
    const failed = await withdraw();
    await decideWithdrawal(db, {
      orderSn: failed,
      decision: { action: 'fail', reason: 'Name <b>mismatch</b>' },
      now: new Date(),
    });

    const letters = await inbox(member);
    expect(letters.unreadCount).toBe(2);
    expect(letters.list.map((l) => l.titleEn)).toEqual(['Your withdrawal failed', 'Your withdrawal has been paid']);
    // The operator's reason is text, never markup.
    expect(letters.list[0]!.bodyEn).toContain('Reason: Name &#60;b&#62;mismatch&#60;/b&#62;');
  });

  it('tells the member the KYC decision', async () => {
    const member = await createTestMember(t);
    const { db } = t.app.database;
    await giveIdentityForTest(db, member.userId);
    const submit = async () => {
      const [row] = await db
        .insert(kycSubmissions)
        .values({ userId: member.userId, frontKey: 'f', backKey: 'b', handheldKey: 'h' })
        .returning({ id: kycSubmissions.id });
      return row!.id;
    };
    await reviewKycSubmission(db, {
      submissionId: await submit(),
      decision: 'rejected',
      reason: 'Blurred photo',
      now: new Date(),
    });
    await reviewKycSubmission(db, { submissionId: await submit(), decision: 'approved', checklist: ALL_TICKED, now: new Date() });
    const letters = await inbox(member);
    expect(letters.list.map((l) => l.titleEn)).toEqual(['Your identity is verified', 'Please send your ID photos again']);
    expect(letters.list[1]!.bodyEn).toContain('Blurred photo');
  });
});
