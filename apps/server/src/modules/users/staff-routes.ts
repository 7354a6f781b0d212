import { usersStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerAdminCall } from '../admin/index.ts';
import {
  getMemberDetail,
  listMemberGameRecords,
  listMemberLedger,
  revokeMemberSessions,
  searchMembers,
  setMemberLock,
} from './staff-members.ts';
import { addMemberNote, setMemberFlag } from './member-file.ts';

/**
 * The users module's operator calls (`POST /v2/admin/member/*`): search, detail, ledger, game
 * records, notes, flags, lock and ending sessions. The member's orders (`member/orders`) are the payments
 * queues' and stay with them.
 */
export async function usersStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerAdminCall(app, c.adminMemberSearch, ({ body }) => searchMembers(db, body));
  registerAdminCall(app, c.adminMemberDetail, ({ body, now }) => getMemberDetail(db, { userId: BigInt(body.userId), now }));
  registerAdminCall(app, c.adminMemberLedger, ({ body }) => listMemberLedger(db, { ...body, userId: BigInt(body.userId) }));
  registerAdminCall(app, c.adminMemberGameRecords, ({ body }) =>
    listMemberGameRecords(db, { ...body, userId: BigInt(body.userId) }),
  );
  registerAdminCall(app, c.adminMemberLock, (ctx) =>
    setMemberLock(db, { ...actorOf(ctx), ...ctx.body, userId: BigInt(ctx.body.userId) }),
  );
  registerAdminCall(app, c.adminMemberNoteAdd, (ctx) =>
    addMemberNote(db, { ...actorOf(ctx), ...ctx.body, userId: BigInt(ctx.body.userId) }),
  );
  registerAdminCall(app, c.adminMemberFlagSet, (ctx) =>
    setMemberFlag(db, { ...actorOf(ctx), ...ctx.body, userId: BigInt(ctx.body.userId) }),
  );
  registerAdminCall(app, c.adminMemberRevokeSessions, (ctx) =>
    revokeMemberSessions(db, { ...actorOf(ctx), ...ctx.body, userId: BigInt(ctx.body.userId) }),
  );
}
