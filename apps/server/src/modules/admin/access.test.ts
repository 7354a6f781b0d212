import { adminCalls, STAFF_ROLES, type AdminCallDef, type AdminCallName, type StaffRole } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from './schema.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall, signedInStaff, staffCookieOf, type TestStaff } from './test-fixtures.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The authorization design, written out on its own (not derived from ROLE_PERMISSIONS): who
 * besides `owner` may make each call. A new admin call fails the test until it is added here.
 */
const DESIGN: Record<AdminCallName, 'any' | readonly StaffRole[]> = {
  adminLogin: 'any',
  adminTotpSetup: 'any',
  adminTotpEnable: 'any',
  adminLogout: 'any',
  adminMe: 'any',
  adminStaffList: [],
  adminStaffCreate: [],
  adminStaffUpdate: [],
  adminAuditList: ['compliance'],
  adminDashboard: ['support', 'finance', 'compliance', 'content', 'games'],
  adminKycList: ['compliance'],
  adminKycImage: ['compliance'],
  adminKycDecide: ['compliance'],
  adminWithdrawalList: ['finance'],
  adminWithdrawalDecide: ['finance'],
  adminWithdrawalBankDetails: ['finance'],
  adminWithdrawalExport: ['finance'],
  adminWithdrawalPaidBatch: ['finance'],
  adminDepositList: ['finance'],
  adminDepositDecide: ['finance'],
  adminDepositRefund: ['finance'],
  adminDepositRefundList: ['finance'],
  adminCryptoWithdrawalList: ['finance'],
  adminCryptoDepositList: ['finance'],
  adminCryptoWithdrawalDecide: ['finance'],
  adminCryptoDepositCreditHeld: ['finance'],
  adminCryptoDepositReturn: ['finance'],
  adminResponsibleEndExclusion: ['compliance'],
  adminLegacyImport: ['compliance'],
  adminAgentApplicationList: ['compliance'],
  adminAgentApplicationDecide: ['compliance'],
  adminAgentList: ['compliance'],
  adminAgentRebateSet: ['compliance'],
  adminMemberSearch: ['support', 'finance', 'compliance'],
  adminMemberDetail: ['support', 'finance', 'compliance'],
  adminMemberLedger: ['support', 'finance', 'compliance'],
  adminMemberOrders: ['support', 'finance', 'compliance'],
  adminMemberGameRecords: ['support', 'finance', 'compliance'],
  adminMemberLock: ['compliance'],
  adminMemberRevokeSessions: ['compliance'],
  adminMemberNoteAdd: ['support', 'finance', 'compliance'],
  adminMemberFlagSet: ['compliance'],
  adminAdjustBalance: ['finance'],
  adminAdjustmentList: ['finance'],
  adminAdjustmentDecide: ['finance'],
  adminMoneyApprovalList: ['finance'],
  adminMoneyApprovalDecide: ['finance'],
  adminMachineList: ['games'],
  adminMachineAdd: ['games'],
  adminMachineUpdate: ['games'],
  adminMachineRemove: ['games'],
  adminMachineSettingDecide: [],
  adminContentList: ['content'],
  adminContentSave: ['content'],
  adminContentCheck: ['content'],
  adminContentImageUpload: ['content'],
  adminLetterBroadcast: ['support', 'content'],
  adminLetterAudience: ['support', 'content'],
  adminLetterList: ['support', 'content'],
  adminRiskList: ['compliance'],
  adminRiskDecide: ['compliance'],
  adminRiskScan: ['compliance'],
  adminRiskMember: ['support', 'finance', 'compliance'],
};

const entries = Object.entries(adminCalls) as Array<[AdminCallName, AdminCallDef]>;
const guarded = entries.filter(([, call]) => call.auth === 'staff');

describe('the admin call registry', () => {
  it('has a designed permission for every call, and every call is a POST route under /v2/admin', () => {
    expect(Object.keys(DESIGN).sort()).toEqual(entries.map(([name]) => name).sort());
    for (const [name, call] of entries) {
      expect(call.path, name).toMatch(/^\/v2\/admin\//);
      expect(t.app.hasRoute({ method: 'POST', url: call.path }), name).toBe(true);
      // Every call that is not sign-in itself names a permission.
      if (call.auth === 'staff') expect(call.permission, name).not.toBeNull();
    }
  });
});

describe('authorization matrix', () => {
  const staffByRole = new Map<StaffRole, TestStaff>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) staffByRole.set(role, await signedInStaff(t, [role]));
  });

  it.each(STAFF_ROLES.map((role) => [role]))('%s: every call is allowed or refused exactly as designed', async (role) => {
    const staff = staffByRole.get(role)!;
    for (const [name, call] of guarded) {
      const design = DESIGN[name];
      const allowed = role === 'owner' || design === 'any' || design.includes(role);
      // An empty body: allowed calls get past the guard (200, or 400 for the missing fields); refused ones never do.
      const res = await adminCall(t, call.path, {}, { cookie: staff.cookie });
      const code = res.body?.code ?? 200;
      if (allowed) expect([401, 402, 403], `${role} ${name}`).not.toContain(code);
      else expect(res.body, `${role} ${name}`).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    }
  });

  it('answers 401 to a member token, a member token used as the staff cookie, and no session at all', async () => {
    const member = await createTestMember(t);
    for (const [name, call] of entries.filter(([, c]) => c.auth !== 'public')) {
      for (const options of [{ token: member.token }, { cookie: member.token }, {}]) {
        const res = await adminCall(t, call.path, {}, options);
        expect(res.body, name).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
      }
    }
  });

  it('refuses every guarded call to a session whose TOTP code was not checked', async () => {
    const pending = await signedInStaff(t, ['owner'], { enrolled: false });
    for (const [name, call] of guarded) {
      const res = await adminCall(t, call.path, {}, { cookie: pending.cookie });
      expect(res.body, name).toMatchObject({ code: 403, data: { reason: 'STAFF_2FA_REQUIRED' } });
    }
    const me = await adminCall(t, adminCalls.adminMe.path, {}, { cookie: pending.cookie });
    expect(me.body.data).toMatchObject({ verified: false, totpEnrolled: false });
  });
});

describe('staff sign-in with TOTP', () => {
  it('enrols on first sign-in, then asks for the code every time, once per code', async () => {
    const staff = await signedInStaff(t, ['support'], { enrolled: false });
    const setup = await adminCall(t, adminCalls.adminTotpSetup.path, {}, { cookie: staff.cookie });
    expect(setup.body.data.otpauthUrl).toContain(`otpauth://totp/Amigo%20Hall%3A${staff.username}`);
    const { secret } = setup.body.data as { secret: string };

    const wrong = await adminCall(t, adminCalls.adminTotpEnable.path, { code: '000000' }, { cookie: staff.cookie });
    expect(wrong.body.data.reason).toBe('TOTP_CODE_INVALID');
    const code = totpCode(secret, new Date());
    const enabled = await adminCall(t, adminCalls.adminTotpEnable.path, { code }, { cookie: staff.cookie });
    expect(enabled.body.data).toMatchObject({ verified: true, totpEnrolled: true, roles: ['support'] });
    const dashboard = await adminCall(t, adminCalls.adminDashboard.path, {}, { cookie: staff.cookie });
    expect(dashboard.body.code).toBe(200);

    const login = (body: Record<string, unknown>) =>
      adminCall(t, adminCalls.adminLogin.path, { username: staff.username, password: staff.password, ...body });
    expect((await login({})).body.data.reason).toBe('TOTP_CODE_INVALID');
    // The code that enrolled was used: it cannot sign in again (RFC 6238 §5.2).
    expect((await login({ code })).body.data.reason).toBe('TOTP_CODE_INVALID');
    expect((await login({ password: 'wrong-password-123', code })).body.data.reason).toBe('INVALID_CREDENTIALS');
    expect((await adminCall(t, adminCalls.adminLogin.path, { username: 'nobody-here', password: 'x' })).body.data.reason).toBe(
      'INVALID_CREDENTIALS',
    );

    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.totp.enrol'));
    expect(audit).toMatchObject({ staffUsername: staff.username, targetId: staff.id, after: { totpEnrolled: true } });
  });

  it('signs out, and a disabled account is refused even with a live session', async () => {
    const staff = await signedInStaff(t, ['games']);
    const out = await adminCall(t, adminCalls.adminLogout.path, {}, { cookie: staff.cookie });
    expect(out.body.code).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/STAFF_SESSION=;/);
    expect((await adminCall(t, adminCalls.adminMe.path, {}, { cookie: staff.cookie })).body.code).toBe(402);

    const other = await signedInStaff(t, ['games']);
    await t.app.database.db
      .update(staffUsers)
      .set({ status: 'disabled' })
      .where(eq(staffUsers.id, BigInt(other.id)));
    expect((await adminCall(t, adminCalls.adminMe.path, {}, { cookie: other.cookie })).body.code).toBe(402);
  });

  it('sets an httpOnly, SameSite=Strict cookie scoped to /v2/admin', async () => {
    const staff = await signedInStaff(t, ['games']);
    const login = await adminCall(t, adminCalls.adminLogin.path, {
      username: staff.username,
      password: staff.password,
      code: totpCode(staff.secret, new Date(Date.now() + 30_000)),
    });
    expect(staffCookieOf(login)).toBeTruthy();
    const header = String(login.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/v2\/admin/);
  });

  it('owners manage staff; the last owner cannot demote themselves; changes end the account’s sessions', async () => {
    const { db } = t.app.database;
    // Only this test's owner is left active, so the "last owner" rule is about them.
    await db.update(staffUsers).set({ status: 'disabled' }).where(eq(staffUsers.status, 'active'));
    const owner = await signedInStaff(t, ['owner']);
    const created = await adminCall(
      t,
      adminCalls.adminStaffCreate.path,
      { username: 'finance.alice', displayName: 'Alice', password: 'Correct-Horse-Battery-9', roles: ['finance'] },
      { cookie: owner.cookie },
    );
    expect(created.body.data).toMatchObject({ username: 'finance.alice', roles: ['finance'], totpEnrolled: false });
    const again = await adminCall(
      t,
      adminCalls.adminStaffCreate.path,
      { username: 'FINANCE.alice', displayName: 'A', password: 'Correct-Horse-Battery-9', roles: ['finance'] },
      { cookie: owner.cookie },
    );
    expect(again.body.code).toBe(400); // upper case is not a valid staff username
    const demote = await adminCall(
      t,
      adminCalls.adminStaffUpdate.path,
      { id: owner.id, roles: ['support'] },
      { cookie: owner.cookie },
    );
    expect(demote.body.data.reason).toBe('LAST_OWNER');
    const list = await adminCall(t, adminCalls.adminStaffList.path, {}, { cookie: owner.cookie });
    expect(list.body.data.map((s: { username: string }) => s.username)).toContain('finance.alice');
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.create')).orderBy(auditLog.id);
    expect(JSON.stringify(row?.after)).not.toMatch(/password|totp_secret|totpSecret/i);
  });
});
