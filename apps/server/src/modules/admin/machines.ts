import { getModel, MODELS } from '@amigo/games';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameRecords, machineDays, machines } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from './audit.ts';
import { iso, type Actor } from './paging.ts';

/**
 * Machines on the hall floor, managed by operators. The games module owns play; this writes
 * only the operator's columns of `machines` (model, hidden setting, in or out of service),
 * each change under the machine's row lock.
 */
type Machine = typeof machines.$inferSelect;

function toRow(machine: Machine) {
  return {
    id: machine.id,
    modelCode: machine.modelCode,
    setting: machine.setting,
    settings: [...(getModel(machine.modelCode)?.settings ?? [machine.setting])],
    status: machine.status,
    occupied: machine.occupantUserId !== null,
    lastPlayedAt: iso(machine.lastPlayedAt),
    createdAt: machine.createdAt.toISOString(),
  };
}

function snapshot(machine: Machine) {
  return { modelCode: machine.modelCode, setting: machine.setting, status: machine.status };
}

export async function listMachines(db: Db, language: string) {
  const rows = await db.select().from(machines).orderBy(asc(machines.id)).limit(2000);
  const models = MODELS.map((model) => ({
    code: model.code,
    type: model.type,
    name: (model.names as Record<string, string>)[language] ?? model.names['ja-JP'],
    settings: [...model.settings],
  }));
  return { machines: rows.map(toRow), models };
}

export async function addMachines(db: Db, input: { modelCode: string; setting?: number | undefined; count: number } & Actor) {
  const model = getModel(input.modelCode);
  if (!model) throw new AppError('GAME_NOT_FOUND', { field: 'modelCode' });
  const setting = input.setting ?? model.defaultSetting;
  if (!model.settings.includes(setting)) throw new AppError('INVALID_INPUT', { field: 'setting' });
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(machines)
      .values(Array.from({ length: input.count }, () => ({ modelCode: model.code, setting, createdAt: input.now })))
      .returning();
    // One staff write, one audit row, naming every machine it added.
    await recordAudit(tx, {
      ...input,
      action: 'machine.add',
      targetType: 'machine',
      targetId: rows.length === 1 ? rows[0]!.id : `${rows[0]!.id}-${rows[rows.length - 1]!.id}`,
      before: null,
      after: { machines: rows.map((row) => ({ id: row.id, ...snapshot(row) })) },
    });
    return rows.map(toRow);
  });
}

/** A new setting needs a free machine (a seated member keeps the machine they sat down at); service status does not. */
export async function updateMachine(
  db: Db,
  input: { id: number; setting?: number | undefined; status?: 'active' | 'out_of_service' | undefined } & Actor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(machines).where(eq(machines.id, input.id)).for('update');
    if (!before) throw new AppError('MACHINE_NOT_FOUND', { field: 'id' });
    const setting = input.setting ?? before.setting;
    const status = input.status ?? before.status;
    if (setting === before.setting && status === before.status) return toRow(before);
    if (setting !== before.setting) {
      if (!(getModel(before.modelCode)?.settings ?? []).includes(setting))
        throw new AppError('INVALID_INPUT', { field: 'setting' });
      if (before.occupantUserId !== null) throw new AppError('MACHINE_OCCUPIED');
    }
    const [after] = await tx.update(machines).set({ setting, status }).where(eq(machines.id, before.id)).returning();
    await recordAudit(tx, {
      ...input,
      action: 'machine.update',
      targetType: 'machine',
      targetId: before.id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return toRow(after!);
  });
}

/** Only a free machine that never played goes away; one with history keeps its records and goes out of service instead. */
export async function removeMachine(db: Db, input: { id: number } & Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(machines).where(eq(machines.id, input.id)).for('update');
    if (!before) throw new AppError('MACHINE_NOT_FOUND', { field: 'id' });
    if (before.occupantUserId !== null) throw new AppError('MACHINE_OCCUPIED');
    const [[played], [counted]] = await Promise.all([
      tx.select({ id: gameRecords.id }).from(gameRecords).where(eq(gameRecords.machineId, before.id)).limit(1),
      tx.select({ id: machineDays.machineId }).from(machineDays).where(eq(machineDays.machineId, before.id)).limit(1),
    ]);
    if (played || counted) throw new AppError('MACHINE_HAS_HISTORY');
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
