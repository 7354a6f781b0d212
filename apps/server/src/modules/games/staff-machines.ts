import { getModel, MODELS, publishedRtp } from '@amigo/games';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, latestAuditPerTarget, recordAudit, type Actor } from '../admin/index.ts';
import { machineFloor, type FloorMachine } from './hall-views.ts';
import { gameRecords, machineClaims, machineDays, machines } from './schema.ts';
import { lockClaim } from './seats.ts';
import { firstOpenDay, floorSettingPlan, planNextDaySetting } from './setting-days.ts';

/**
 * Machines on the hall floor, managed by operators (the games module's staff calls). This writes
 * only the operator's columns of `machines` (model, in or out of service) and plans settings
 * through setting-days.ts: a setting applies from the first business day not yet sealed, because
 * the sealed days' commitments are published (docs/fairness.md). A machine added today is on no
 * sealed board, so it plays from that same first open day, on the setting planned for it there.
 *
 * Four-eyes: a setting change, or machines added, that would lift the floor's average model RTP
 * for the next day above 100 % waits for an owner who is not its requester (an added machine
 * meanwhile gets its model's lowest-RTP setting, so the floor it joins does not move). The request, the approval and the
 * rejection are audit rows (`machine.setting.request|approve|reject`, or `machine.setting.plan`
 * for a change that applied at once); a machine's latest such row tells whether a request is
 * pending, so the append-only audit log is the one record of it.
 */
/** A machine as the console shows it: a `machine_floor` row (its claim, and its seat's last play while seated). */
type Machine = Pick<FloorMachine, 'id' | 'modelCode' | 'setting' | 'status' | 'occupantUserId' | 'lastPlayedAt' | 'createdAt'>;
/** The static part of a machine (a `machines` row): what the operators write. */
type StaticMachine = Pick<Machine, 'id' | 'modelCode' | 'setting' | 'status' | 'createdAt'>;
/** Each machine's setting today (null: not on today's sealed board) and on its latest planned day. */
type Plan = Map<number, { today: number | null; next: number }>;

interface PendingSetting {
  setting: number;
  requestedById: string | null;
  requestedBy: string;
  requestedAt: string;
}

const SETTING_ACTIONS = ['machine.setting.plan', 'machine.setting.request', 'machine.setting.approve', 'machine.setting.reject'];
/** Above this floor average (1 = 100 %) a setting change needs an owner's approval. */
const FOUR_EYES_FLOOR_RTP = 1;

function toRow(machine: Machine, plan: Plan, pending: Map<number, PendingSetting>) {
  const planned = plan.get(machine.id);
  const waiting = pending.get(machine.id);
  return {
    id: machine.id,
    modelCode: machine.modelCode,
    // A machine not on today's board (added today) shows the setting it starts with.
    setting: planned?.today ?? planned?.next ?? machine.setting,
    nextSetting: planned?.next ?? machine.setting,
    pendingSetting: waiting
      ? { setting: waiting.setting, requestedBy: waiting.requestedBy, requestedAt: waiting.requestedAt }
      : null,
    settings: [...(getModel(machine.modelCode)?.settings ?? [machine.setting])],
    status: machine.status,
    occupied: machine.occupantUserId !== null,
    lastPlayedAt: iso(machine.lastPlayedAt),
    createdAt: machine.createdAt.toISOString(),
  };
}

function snapshot(machine: StaticMachine) {
  return { modelCode: machine.modelCode, setting: machine.setting, status: machine.status };
}

/** Each machine's setting request waiting for an owner: machines whose latest setting audit row is a request. */
async function pendingSettings(db: Db, machineId?: number): Promise<Map<number, PendingSetting>> {
  const rows = await latestAuditPerTarget(db, {
    targetType: 'machine',
    actions: SETTING_ACTIONS,
    targetId: machineId === undefined ? undefined : String(machineId),
  });
  const pending = new Map<number, PendingSetting>();
  for (const row of rows) {
    const after = row.after as { setting?: number } | null;
    if (row.action !== 'machine.setting.request' || typeof after?.setting !== 'number') continue;
    pending.set(Number(row.targetId), {
      setting: after.setting,
      requestedById: row.staffId,
      requestedBy: row.staffUsername,
      requestedAt: row.createdAt.toISOString(),
    });
  }
  return pending;
}

function modelRtp(modelCode: string, setting: number): number {
  const model = getModel(modelCode);
  return model ? (publishedRtp(model).bySetting[setting] ?? 0) : 0;
}

/**
 * The floor's average model RTP over machines in service, with today's or the next day's
 * settings, a machine's setting changed, or machines added (in service from the next day).
 */
function floorRtp(
  rows: Machine[],
  plan: Plan,
  day: 'today' | 'next',
  change?: { id: number; setting: number },
  added: { modelCode: string; setting: number }[] = [],
): number {
  // Today's floor is the machines in service on today's sealed board; the next day's, every machine in service.
  const inService = rows.filter(
    (machine) => machine.status === 'active' && (day === 'next' || plan.get(machine.id)?.today != null),
  );
  if (inService.length + added.length === 0) return 0;
  const total = inService.reduce((sum, machine) => {
    const setting = change?.id === machine.id ? change.setting : (plan.get(machine.id)?.[day] ?? machine.setting);
    return sum + modelRtp(machine.modelCode, setting);
  }, 0);
  const addedTotal = added.reduce((sum, machine) => sum + modelRtp(machine.modelCode, machine.setting), 0);
  return (total + addedTotal) / (inService.length + added.length);
}

/** The model's setting with the lowest RTP: what an added machine plays while its asked setting waits for an owner. */
function lowestRtpSetting(modelCode: string, settings: readonly number[]): number {
  return settings.reduce((low, setting) => (modelRtp(modelCode, setting) < modelRtp(modelCode, low) ? setting : low));
}

const FLOOR_LIMIT = 2000;

async function floorOf(db: Db, now: Date) {
  const rows = await db.select().from(machineFloor).orderBy(asc(machineFloor.id)).limit(FLOOR_LIMIT);
  return { rows, plan: await floorSettingPlan(db, now) };
}

/** One machine as the console shows it, after a change in this transaction. */
async function floorRow(db: Db, id: number): Promise<Machine> {
  const [row] = await db.select().from(machineFloor).where(eq(machineFloor.id, id));
  return row!;
}

export async function listMachines(db: Db, input: { language: string; now: Date }) {
  const [{ rows, plan }, pending] = await Promise.all([floorOf(db, input.now), pendingSettings(db)]);
  const nextDay = await firstOpenDay(db, input.now);
  const models = MODELS.map((model) => ({
    code: model.code,
    type: model.type,
    name: (model.names as Record<string, string>)[input.language] ?? model.names['ja-JP'],
    settings: [...model.settings],
  }));
  return {
    machines: rows.map((row) => toRow(row, plan, pending)),
    models,
    nextDay,
    floorRtp: { today: floorRtp(rows, plan, 'today'), next: floorRtp(rows, plan, 'next') },
  };
}

/**
 * Adds machines (one audit row naming them all). They are on no sealed board, so none plays
 * before the first day not yet sealed, on the setting planned for them there: the one asked for
 * when the floor's next-day average with them stays within 100 %, otherwise the model's
 * lowest-RTP setting, with the asked setting as each machine's request for an owner to decide
 * (`/v2/admin/machine/setting/decide`), exactly as a setting change (issue 26 §4).
 */
export async function addMachines(db: Db, input: { modelCode: string; setting?: number | undefined; count: number } & Actor) {
  const model = getModel(input.modelCode);
  if (!model) throw new AppError('GAME_NOT_FOUND', { field: 'modelCode' });
  const asked = input.setting ?? model.defaultSetting;
  if (!model.settings.includes(asked)) throw new AppError('INVALID_INPUT', { field: 'setting' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:floor-plan'))`);
    const { rows: floor, plan } = await floorOf(tx, input.now);
    const day = await firstOpenDay(tx, input.now);
    const before = { day, floorRtp: floorRtp(floor, plan, 'next') };
    const average = floorRtp(
      floor,
      plan,
      'next',
      undefined,
      Array.from({ length: input.count }, () => ({ modelCode: model.code, setting: asked })),
    );
    const needsOwner = average > FOUR_EYES_FLOOR_RTP;
    const setting = needsOwner ? lowestRtpSetting(model.code, model.settings) : asked;
    const rows = await tx
      .insert(machines)
      .values(Array.from({ length: input.count }, () => ({ modelCode: model.code, setting, createdAt: input.now })))
      .returning();
    for (const row of rows) await planNextDaySetting(tx, { machineId: row.id, setting, now: input.now });
    // One staff write, one audit row, naming every machine it added.
    await recordAudit(tx, {
      ...input,
      action: 'machine.add',
      targetType: 'machine',
      targetId: rows.length === 1 ? rows[0]!.id : `${rows[0]!.id}-${rows[rows.length - 1]!.id}`,
      before: null,
      after: { machines: rows.map((row) => ({ id: row.id, ...snapshot(row) })), day },
    });
    if (needsOwner) {
      for (const row of rows) {
        await recordAudit(tx, {
          ...input,
          action: 'machine.setting.request',
          targetType: 'machine',
          targetId: row.id,
          before: { ...before, nextSetting: setting },
          after: { setting: asked, day, floorRtp: average },
        });
      }
    }
    const pending = needsOwner ? await pendingSettings(tx) : new Map<number, PendingSetting>();
    const planned: Plan = new Map(rows.map((row) => [row.id, { today: null, next: setting }]));
    // A new machine has no claim: free, never played.
    return rows.map((row) => toRow({ ...row, occupantUserId: null, lastPlayedAt: null }, planned, pending));
  });
}

/**
 * Puts a machine in or out of service at once, and plans its setting for the next business day.
 * Floor plans are serialized (one advisory lock), so two changes cannot each stay under 100 %
 * alone and pass it together.
 */
export async function updateMachine(
  db: Db,
  input: { id: number; setting?: number | undefined; status?: 'active' | 'out_of_service' | undefined } & Actor,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:floor-plan'))`);
    const [before] = await tx.select().from(machines).where(eq(machines.id, input.id)).for('update');
    if (!before) throw new AppError('MACHINE_NOT_FOUND', { field: 'id' });
    let current = before;
    if (input.status !== undefined && input.status !== before.status) {
      const [after] = await tx.update(machines).set({ status: input.status }).where(eq(machines.id, before.id)).returning();
      await recordAudit(tx, {
        ...input,
        action: 'machine.update',
        targetType: 'machine',
        targetId: before.id,
        before: { status: before.status },
        after: { status: after!.status },
      });
      current = after!;
    }
    if (input.setting !== undefined) await planSetting(tx, current, input.setting, input);
    const { plan } = await floorOf(tx, input.now);
    return toRow(await floorRow(tx, current.id), plan, await pendingSettings(tx, current.id));
  });
}

async function planSetting(tx: Db, machine: StaticMachine, setting: number, actor: Actor) {
  if (!(getModel(machine.modelCode)?.settings ?? []).includes(setting)) throw new AppError('INVALID_INPUT', { field: 'setting' });
  const { rows, plan } = await floorOf(tx, actor.now);
  const next = plan.get(machine.id)?.next ?? machine.setting;
  const pending = (await pendingSettings(tx, machine.id)).get(machine.id);
  if (setting === next && !pending) return;
  const day = await firstOpenDay(tx, actor.now);
  const before = { nextSetting: next, day, floorRtp: floorRtp(rows, plan, 'next') };
  const average = floorRtp(rows, plan, 'next', { id: machine.id, setting });
  if (average > FOUR_EYES_FLOOR_RTP && setting !== next) {
    await recordAudit(tx, {
      ...actor,
      action: 'machine.setting.request',
      targetType: 'machine',
      targetId: machine.id,
      before,
      after: { setting, day, floorRtp: average },
    });
    return;
  }
  // Back to the planned setting (a pending request withdrawn) or within the limit: it applies from the next day.
  const plannedDay = await planNextDaySetting(tx, { machineId: machine.id, setting, now: actor.now });
  await recordAudit(tx, {
    ...actor,
    action: 'machine.setting.plan',
    targetType: 'machine',
    targetId: machine.id,
    before,
    after: { setting, day: plannedDay, floorRtp: average },
  });
}

/** An owner's decision (`games.approve`) on a pending setting request; the requester cannot decide their own. */
export async function decideMachineSetting(db: Db, input: { id: number; approve: boolean } & Actor) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:floor-plan'))`);
    const [machine] = await tx.select().from(machines).where(eq(machines.id, input.id)).for('update');
    if (!machine) throw new AppError('MACHINE_NOT_FOUND', { field: 'id' });
    const pending = (await pendingSettings(tx, machine.id)).get(machine.id);
    if (!pending) throw new AppError('CONFLICT', { field: 'id' });
    if (pending.requestedById === String(input.staff.id)) throw new AppError('SELF_APPROVAL_FORBIDDEN');
    const { rows, plan } = await floorOf(tx, input.now);
    const day = input.approve
      ? await planNextDaySetting(tx, { machineId: machine.id, setting: pending.setting, now: input.now })
      : null;
    await recordAudit(tx, {
      ...input,
      action: input.approve ? 'machine.setting.approve' : 'machine.setting.reject',
      targetType: 'machine',
      targetId: machine.id,
      before: { nextSetting: plan.get(machine.id)?.next ?? machine.setting, requestedBy: pending.requestedBy },
      after: {
        setting: pending.setting,
        day,
        floorRtp: floorRtp(rows, plan, 'next', { id: machine.id, setting: pending.setting }),
      },
    });
    const after = await floorOf(tx, input.now);
    return toRow(await floorRow(tx, machine.id), after.plan, new Map());
  });
}

/** Only a free machine that never played goes away; one with history keeps its records and goes out of service instead. */
export async function removeMachine(db: Db, input: { id: number } & Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(machines).where(eq(machines.id, input.id)).for('update');
    if (!before) throw new AppError('MACHINE_NOT_FOUND', { field: 'id' });
    // The claim's lock, as a sit takes it: a sit in flight finishes first (and is seen here), a
    // sit after this finds the machine gone (seats.ts).
    const claim = await lockClaim(tx, before.id);
    if (claim && (claim.occupantUserId !== null || claim.heldForUserId !== null)) throw new AppError('MACHINE_OCCUPIED');
    const [[played], [counted]] = await Promise.all([
      tx.select({ id: gameRecords.id }).from(gameRecords).where(eq(gameRecords.machineId, before.id)).limit(1),
      tx.select({ id: machineDays.machineId }).from(machineDays).where(eq(machineDays.machineId, before.id)).limit(1),
    ]);
    if (played || counted) throw new AppError('MACHINE_HAS_HISTORY');
    await tx.delete(machineClaims).where(eq(machineClaims.machineId, before.id));
    await tx.delete(machines).where(eq(machines.id, before.id));
    await recordAudit(tx, {
      ...input,
      action: 'machine.remove',
      targetType: 'machine',
      targetId: before.id,
      before: snapshot(before),
      after: null,
    });
    return { ok: true as const };
  });
}
