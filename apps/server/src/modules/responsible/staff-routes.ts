import { responsibleStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { endExclusion } from './staff-exclusion.ts';

/** The responsible-gaming module's operator call: compliance ends an indefinite self-exclusion. */
export async function responsibleStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerAdminCall(app, c.adminResponsibleEndExclusion, (ctx) =>
    endExclusion(db, { ...actorOf(ctx), userId: BigInt(ctx.body.userId) }),
  );
}
