import { calls } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { getProfile } from './get-profile.ts';
import { updateIdNumber } from './update-id-number.ts';
import { updateProfile } from './update-profile.ts';

/** Profile calls (user/info, user/get/info, user/update, user/update/idNumber). */
export function registerUsersRoutes(app: FastifyInstance) {
  const { db } = app.database;
  registerCall(app, calls.userInfo, ({ member }) => getProfile(db, { userId: member.userId }));
  registerCall(app, calls.userGetInfo, ({ member }) => getProfile(db, { userId: member.userId }));
  registerCall(app, calls.userUpdate, ({ member, body }) => updateProfile(db, { userId: member.userId, changes: body }));
  registerCall(app, calls.userUpdateIdNumber, ({ member, body }) =>
    updateIdNumber(db, { userId: member.userId, idNumber: body.idNumber }),
  );
}
