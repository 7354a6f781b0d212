import { gamesStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { addMachines, decideMachineSetting, listMachines, removeMachine, updateMachine } from './staff-machines.ts';

/** The games module's operator calls (`POST /v2/admin/machine/*`): the hall floor's machines and their settings. */
export async function gamesStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerAdminCall(app, c.adminMachineList, ({ request, now }) => listMachines(db, { language: request.lang, now }));
  registerAdminCall(app, c.adminMachineAdd, (ctx) => addMachines(db, { ...actorOf(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineUpdate, (ctx) => updateMachine(db, { ...actorOf(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineSettingDecide, (ctx) => decideMachineSetting(db, { ...actorOf(ctx), ...ctx.body }));
  registerAdminCall(app, c.adminMachineRemove, (ctx) => removeMachine(db, { ...actorOf(ctx), id: ctx.body.id }));
}
