import { adminCalls as c } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../admin/schema.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { createTestMember, fundMember, saveTestBankCard } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './schema.ts';
import { readLedgerRef } from './staff-members.ts';

/** The member file (issue 21): notes, flags, agent line, bank cards and the ledger's balance after. */
let t: TestApp;
let support: TestStaff;
let compliance: TestStaff;
let finance: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  [support, compliance, finance] = await Promise.all([
    signedInStaff(t, ['support']),
    signedInStaff(t, ['compliance']),
    signedInStaff(t, ['finance']),
  ]);
});
afterAll(() => t.close());

const call = (staff: TestStaff, path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: staff.cookie });

async function auditRows(action: string, userId: bigint) {
  return t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))));
}

describe('the member file', () => {
  it('keeps staff notes, newest first, each audited; a missing member or an empty note is refused', async () => {
    const m = await createTestMember(t);
    const first = await call(support, c.adminMemberNoteAdd.path, { userId: String(m.userId), text: 'Called about a deposit' });
    expect(first.body.code, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ text: 'Called about a deposit', staffUsername: support.username });
    await call(finance, c.adminMemberNoteAdd.path, { userId: String(m.userId), text: '  Paid by hand  ' });
    const detail = await call(support, c.adminMemberDetail.path, { userId: String(m.userId) });
    expect(detail.body.data.notes.map((n: { text: string }) => n.text)).toEqual(['Paid by hand', 'Called about a deposit']);
    expect(await auditRows('member.note', m.userId)).toHaveLength(2);

    const empty = await call(support, c.adminMemberNoteAdd.path, { userId: String(m.userId), text: '   ' });
    expect(empty.body).toMatchObject({ code: 400, data: { field: 'text' } });
    const nobody = await call(support, c.adminMemberNoteAdd.path, { userId: '999999999', text: 'x' });
    expect(nobody.body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND', field: 'userId' } });
  });

  it('sets and clears flags with a reason, once (a repeat changes nothing), for compliance only', async () => {
    const m = await createTestMember(t);
    const userId = String(m.userId);
    const set = await call(compliance, c.adminMemberFlagSet.path, { userId, flag: 'risk', on: true, reason: 'Rapid deposits' });
    expect(set.body.data).toMatchObject({
      changed: true,
      flags: [{ flag: 'risk', reason: 'Rapid deposits', setBy: compliance.username }],
    });
    const again = await call(compliance, c.adminMemberFlagSet.path, { userId, flag: 'risk', on: true, reason: 'again' });
    expect(again.body.data).toMatchObject({ changed: false, flags: [{ flag: 'risk', reason: 'Rapid deposits' }] });
    await call(compliance, c.adminMemberFlagSet.path, { userId, flag: 'vip', on: true, reason: 'Big player' });
    const detail = await call(support, c.adminMemberDetail.path, { userId });
    expect(detail.body.data.flags.map((f: { flag: string }) => f.flag)).toEqual(['risk', 'vip']);
    const cleared = await call(compliance, c.adminMemberFlagSet.path, { userId, flag: 'risk', on: false, reason: 'Checked' });
    expect(cleared.body.data).toMatchObject({ changed: true, flags: [{ flag: 'vip' }] });
    expect(await auditRows('member.flag.set', m.userId)).toHaveLength(2);
    expect(await auditRows('member.flag.clear', m.userId)).toHaveLength(1);

    const bySupport = await call(support, c.adminMemberFlagSet.path, { userId, flag: 'fraud', on: true, reason: 'x' });
    expect(bySupport.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    const badFlag = await call(compliance, c.adminMemberFlagSet.path, { userId, flag: 'gold', on: true, reason: 'x' });
    expect(badFlag.body).toMatchObject({ code: 400, data: { field: 'flag' } });
  });

  it('shows the agent line from the top, bank cards by their last four, and the ledger with balance after', async () => {
    const top = await createTestMember(t);
    const middle = await createTestMember(t);
    const m = await createTestMember(t);
    const { db } = t.app.database;
    await db
      .update(users)
      .set({ agentCode: `T${top.userId}X` })
      .where(eq(users.id, top.userId));
    await db.update(users).set({ parentUserId: top.userId }).where(eq(users.id, middle.userId));
    await db.update(users).set({ parentUserId: middle.userId }).where(eq(users.id, m.userId));
    await t.call('/v2/app/user/update', { lastName: '山田', firstName: '太郎' }, { token: m.token });
    await saveTestBankCard(t, m.token, { holderFirstName: '太郎', holderLastName: '山田' });
    await fundMember(t, m.userId, 500);
    await fundMember(t, m.userId, 250);

    for (const staff of [support, finance]) {
      const detail = await call(staff, c.adminMemberDetail.path, { userId: String(m.userId) });
      expect(detail.body.data.agentLine).toEqual([
        { userId: String(top.userId), username: top.username, agentCode: `T${top.userId}X` },
        { userId: String(middle.userId), username: middle.username, agentCode: null },
      ]);
      expect(detail.body.data.parent).toEqual({ userId: String(middle.userId), username: middle.username });
      expect(detail.body.data.bankCards).toEqual([expect.objectContaining({ last4: '4567', holderName: '山田 太郎' })]);
      expect(JSON.stringify(detail.body.data)).not.toContain('1234567');
    }

    const ledger = await call(support, c.adminMemberLedger.path, { userId: String(m.userId), pageNum: 1, pageSize: 1 });
    expect(ledger.body.data.list).toEqual([expect.objectContaining({ amount: 250, balanceAfter: 750 })]);
    const second = await call(support, c.adminMemberLedger.path, { userId: String(m.userId), pageNum: 2, pageSize: 1 });
    expect(second.body.data.list).toEqual([expect.objectContaining({ amount: 500, balanceAfter: 500 })]);
  });

  it('reads ledger references', () => {
    expect(readLedgerRef('deposit:D123')).toEqual({ refKind: 'deposit', refId: 'D123' });
    expect(readLedgerRef('withdrawal:W9')).toEqual({ refKind: 'withdrawal', refId: 'W9' });
    expect(readLedgerRef('crypto-deposit:C1')).toEqual({ refKind: 'crypto_deposit', refId: 'C1' });
    expect(readLedgerRef('game:42:abc-def')).toEqual({ refKind: 'round', refId: 'abc-def' });
    expect(readLedgerRef('agent-transfer:7')).toEqual({ refKind: 'agent_transfer', refId: '7' });
    expect(readLedgerRef('adjustment:3')).toEqual({ refKind: 'adjustment', refId: '3' });
    expect(readLedgerRef('test-fund:1')).toEqual({ refKind: 'other', refId: 'test-fund:1' });
  });
});
