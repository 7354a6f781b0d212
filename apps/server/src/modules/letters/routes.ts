import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getLetter, listLetters, unreadCountOf } from './list-letters.ts';
import { deleteLetters, markAllLettersRead, markLettersRead } from './mark-letters.ts';

/** Station letter calls (all member-only: a guest's inbox is the sign-in prompt). */
export async function letterRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerCall(app, calls.stationQuery, ({ member, body }) => listLetters(db, { userId: member.userId, ...body }));
  registerCall(app, calls.stationUnread, ({ member }) => unreadCountOf(db, member.userId));
  registerCall(app, calls.stationDetail, ({ member, body }) => getLetter(db, { userId: member.userId, id: body.id }));
  registerCall(app, calls.stationRead, ({ member, body }) =>
    markLettersRead(db, { userId: member.userId, ids: body.ids, now: new Date() }),
  );
  registerCall(app, calls.stationReadAll, ({ member }) => markAllLettersRead(db, { userId: member.userId, now: new Date() }));
  registerCall(app, calls.stationDelete, ({ member, body }) =>
    deleteLetters(db, { userId: member.userId, ids: body.ids, now: new Date() }),
  );
}
