import { z } from 'zod';
import { ZIsoDate } from '../paging.ts';
import { adminCall, type AdminCallDef, ZOk } from './staff-common.ts';

/** Operator calls of the games screen (`games.manage`, `games.approve`, docs/console.md). */

export const ZMachineRow = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  /** Today's committed setting (settings are fixed per Tokyo business day). */
  setting: z.number().int(),
  /** The setting the next business day starts with (an operator's change applies from then). */
  nextSetting: z.number().int(),
  /** A change that would lift the floor's average RTP above 100 %, waiting for an owner's approval. */
  pendingSetting: z.object({ setting: z.number().int(), requestedBy: z.string(), requestedAt: z.iso.datetime() }).nullable(),
  settings: z.array(z.number().int()),
  status: z.enum(['active', 'out_of_service']),
  occupied: z.boolean(),
  lastPlayedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TMachineRow = z.infer<typeof ZMachineRow>;

const ZMachineId = z.number().int().min(1).max(2_147_483_647);

export const gamesStaffCalls = {
  adminMachineList: adminCall({
    path: '/v2/admin/machine/list',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Every machine on the floor with its hidden setting, and the models',
    request: z.strictObject({}),
    response: z.object({
      machines: z.array(ZMachineRow),
      models: z.array(z.object({ code: z.string(), type: z.string(), name: z.string(), settings: z.array(z.number().int()) })),
      /** The next business day (Tokyo) and the floor's average model RTP today and as configured for it (1 = 100 %). */
      nextDay: ZIsoDate,
      floorRtp: z.object({ today: z.number(), next: z.number() }),
    }),
  }),
  adminMachineAdd: adminCall({
    path: '/v2/admin/machine/add',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Adds machines of a model at a setting',
    request: z.strictObject({
      modelCode: z.string().max(40),
      setting: z.number().int().min(1).max(6).optional(),
      count: z.number().int().min(1).max(50).default(1),
    }),
    response: z.array(ZMachineRow),
  }),
  adminMachineUpdate: adminCall({
    path: '/v2/admin/machine/update',
    auth: 'staff',
    permission: 'games.manage',
    summary:
      "Plans the setting for the next business day (an owner approves one that lifts the floor's average RTP above 100 %) or puts a machine in / out of service",
    request: z.strictObject({
      id: ZMachineId,
      setting: z.number().int().min(1).max(6).optional(),
      status: z.enum(['active', 'out_of_service']).optional(),
    }),
    response: ZMachineRow,
  }),
  adminMachineSettingDecide: adminCall({
    path: '/v2/admin/machine/setting/decide',
    auth: 'staff',
    permission: 'games.approve',
    summary: "An owner's approval (or rejection) of a pending setting change, by someone other than its requester",
    request: z.strictObject({ id: ZMachineId, approve: z.boolean() }),
    response: ZMachineRow,
  }),
  adminMachineRemove: adminCall({
    path: '/v2/admin/machine/remove',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Removes a machine that was never played and is free (others go out of service)',
    request: z.strictObject({ id: ZMachineId }),
    response: ZOk,
  }),
} satisfies Record<string, AdminCallDef>;
