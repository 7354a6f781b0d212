import { adminCalls as c, type StaffRole } from '@amigo/contract';
import { randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../admin/schema.ts';
import { gameRecords, machineClaims, machines, machineSettingDays, playerSeats } from './schema.ts';
import { createTestMember, fundMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';

let t: TestApp;
const pachislot = MODELS.find((model) => model.settings.length > 1)!;

/** Three machines at setting 1 on today's board: added before anything sealed it (a machine added later plays from the next sealed day). */
let boardMachines: number[];

beforeAll(async () => {
  t = await createTestApp();
  // A small floor: only the machines these tests add are in service.
  await t.app.database.db.update(machines).set({ status: 'out_of_service' });
  const rows = await t.app.database.db
    .insert(machines)
    .values([1, 2, 3].map(() => ({ modelCode: pachislot.code, setting: 1 })))
    .returning();
  boardMachines = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const call = (staff: TestStaff, path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: staff.cookie });
const staffWith = (roles: StaffRole[]) => signedInStaff(t, roles);

async function auditActions(machineId: number) {
  const rows = await t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'machine'), eq(auditLog.targetId, String(machineId))));
  return rows.map((row) => row.action);
}

describe('floor settings', () => {
  it('plans a setting for the next business day: today’s committed setting does not move, the change is audited', async () => {
    const games = await staffWith(['games']);
    const added = { id: boardMachines[0]! };
    const res = await call(games, c.adminMachineUpdate.path, { id: added.id, setting: 2 });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ setting: 1, nextSetting: 2, pendingSetting: null });
    const [machine] = await t.app.database.db.select().from(machines).where(eq(machines.id, added.id));
    expect(machine!.setting).toBe(1);
    const list = (await call(games, c.adminMachineList.path)).body.data;
    const [planned] = await t.app.database.db
      .select()
      .from(machineSettingDays)
      .where(and(eq(machineSettingDays.machineId, added.id), eq(machineSettingDays.day, list.nextDay)));
    expect(planned!.setting).toBe(2);
    expect(await auditActions(added.id)).toContain('machine.setting.plan');
    expect((await call(games, c.adminMachineUpdate.path, { id: added.id, setting: 9 })).body.code).toBe(400);
  });

  it('waits for an owner other than the requester when the floor average would pass 100 %', async () => {
    const games = await staffWith(['games']);
    const [owner, secondOwner] = [await staffWith(['owner']), await staffWith(['owner'])];
    const machinesNow = (await call(games, c.adminMachineList.path)).body.data;
    const target = machinesNow.machines.find((m: { status: string }) => m.status === 'active');
    // Every machine in service at 6: the average is the model's RTP at 6, above 100 %.
    const active = machinesNow.machines.filter((m: { status: string }) => m.status === 'active');
    for (const m of active.slice(1))
      await t.app.database.db.update(machines).set({ status: 'out_of_service' }).where(eq(machines.id, m.id));
    const requested = await call(owner, c.adminMachineUpdate.path, { id: target.id, setting: 6 });
    expect(requested.body.code, requested.body.msg).toBe(200);
    expect(requested.body.data.pendingSetting).toMatchObject({ setting: 6 });
    expect(requested.body.data.nextSetting).not.toBe(6);
    expect((await call(games, c.adminMachineList.path)).body.data.floorRtp.next).toBeLessThanOrEqual(1);

    const self = await call(owner, c.adminMachineSettingDecide.path, { id: target.id, approve: true });
    expect(self.body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    const notOwner = await call(games, c.adminMachineSettingDecide.path, { id: target.id, approve: true });
    expect(notOwner.body.code).toBe(403);
    const approved = await call(secondOwner, c.adminMachineSettingDecide.path, { id: target.id, approve: true });
    expect(approved.body.code, approved.body.msg).toBe(200);
    expect(approved.body.data).toMatchObject({ nextSetting: 6, pendingSetting: null });
    expect((await call(games, c.adminMachineList.path)).body.data.floorRtp.next).toBeGreaterThan(1);
    const again = await call(secondOwner, c.adminMachineSettingDecide.path, { id: target.id, approve: false });
    expect(again.body.code).toBe(409);
    expect(await auditActions(target.id)).toEqual(expect.arrayContaining(['machine.setting.request', 'machine.setting.approve']));
  });
});

describe('adding machines goes through the same approval as a setting change (issue 26 §4)', () => {
  it('an owner adds 30 machines at setting 6: none plays today, the floor does not move, each waits for a second owner', async () => {
    const { db } = t.app.database;
    const [owner, secondOwner] = [await staffWith(['owner']), await staffWith(['owner'])];
    const listBefore = (await call(owner, c.adminMachineList.path)).body.data;
    const boardBefore = (await t.call('/v2/app/game/fair/settings', {})).body.data;

    const added = await call(owner, c.adminMachineAdd.path, { modelCode: pachislot.code, setting: 6, count: 30 });
    expect(added.body.code, added.body.msg).toBe(200);
    const rows = added.body.data as { id: number; nextSetting: number; pendingSetting: { setting: number } | null }[];
    expect(rows).toHaveLength(30);
    const lowest = Math.min(...pachislot.settings);
    for (const row of rows) expect(row).toMatchObject({ nextSetting: lowest, pendingSetting: { setting: 6 } });

    // Today: the published board and the floor are as before; the machines are on neither.
    const listAfter = (await call(owner, c.adminMachineList.path)).body.data;
    expect(listAfter.floorRtp.today).toBe(listBefore.floorRtp.today);
    expect(listAfter.floorRtp.next).toBeLessThanOrEqual(Math.max(listBefore.floorRtp.next, 1));
    const boardAfter = (await t.call('/v2/app/game/fair/settings', {})).body.data;
    expect(boardAfter.machines).toEqual(boardBefore.machines);
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 10_000);
    expect((await t.call('/v2/app/game/seat/take', { machineId: rows[0]!.id }, { token: member.token })).body.code).toBe(200);
    const played = await t.call(
      '/v2/app/game/play',
      { machineId: rows[0]!.id, bet: pachislot.betOptions[0]!, idempotencyKey: randomUUID() },
      { token: member.token },
    );
    expect(played.body.data.reason).toBe('MACHINE_OUT_OF_SERVICE');
    expect(await db.select().from(gameRecords).where(eq(gameRecords.machineId, rows[0]!.id))).toHaveLength(0);

    // The first day they play is planned at the lowest setting until a second owner approves.
    const planned = await db
      .select()
      .from(machineSettingDays)
      .where(and(eq(machineSettingDays.machineId, rows[1]!.id), eq(machineSettingDays.day, listAfter.nextDay)));
    expect(planned.map((row) => row.setting)).toEqual([lowest]);
    expect((await call(owner, c.adminMachineSettingDecide.path, { id: rows[1]!.id, approve: true })).body.data.reason).toBe(
      'SELF_APPROVAL_FORBIDDEN',
    );
    const approved = await call(secondOwner, c.adminMachineSettingDecide.path, { id: rows[1]!.id, approve: true });
    expect(approved.body.data).toMatchObject({ nextSetting: 6, pendingSetting: null });
    expect(await auditActions(rows[1]!.id)).toEqual(
      expect.arrayContaining(['machine.setting.request', 'machine.setting.approve']),
    );
  });
});

describe('removing a machine while members sit down (the claim row is the lock both take)', () => {
  it('either the seat or the removal wins: never a seat or a claim at a machine that is gone', async () => {
    const games = await staffWith(['games']);
    const slot = MODELS.find((model) => model.type === 'slot')!;
    const added = (await call(games, c.adminMachineAdd.path, { modelCode: slot.code, count: 4 })).body.data as { id: number }[];
    const members = await Promise.all(added.map(() => createTestMember(t)));
    const { db } = t.app.database;
    await Promise.all(
      added.map(async ({ id }, i) => {
        const [seat, removal] = await Promise.all([
          t.call('/v2/app/game/seat/take', { machineId: id }, { token: members[i]!.token }),
          call(games, c.adminMachineRemove.path, { id }),
        ]);
        const [machine] = await db.select().from(machines).where(eq(machines.id, id));
        const [claim] = await db.select().from(machineClaims).where(eq(machineClaims.machineId, id));
        const seats = await db.select().from(playerSeats).where(eq(playerSeats.machineId, id));
        if (seat.body.code === 200) {
          expect(removal.body.data.reason).toBe('MACHINE_OCCUPIED');
          expect(machine).toBeDefined();
          expect(claim?.occupantUserId).toBe(members[i]!.userId);
          expect(seats).toHaveLength(1);
        } else {
          expect(seat.body.data.reason).toBe('MACHINE_NOT_FOUND');
          expect(removal.body.code).toBe(200);
          expect([machine, claim, seats.length]).toEqual([undefined, undefined, 0]);
        }
      }),
    );
  });
});
