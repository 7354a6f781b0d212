import { lettersStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import { broadcastLetter, countLetterAudience, listStaffLetters } from './staff-letters.ts';

/** The letters module's operator calls: a station letter to one member or an audience, and the history of them. */
export async function lettersStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerAdminCall(app, c.adminLetterBroadcast, (ctx) =>
    broadcastLetter(db, {
      ...actorOf(ctx),
      ...ctx.body,
      userId: ctx.body.userId === undefined ? undefined : BigInt(ctx.body.userId),
    }),
  );
  registerAdminCall(app, c.adminLetterAudience, ({ body }) =>
    countLetterAudience(db, { ...body, userId: body.userId === undefined ? undefined : BigInt(body.userId) }),
  );
  registerAdminCall(app, c.adminLetterList, ({ body }) => listStaffLetters(db, body));
}
