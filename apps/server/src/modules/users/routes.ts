import { calls, type TUserProfile } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenOf } from '../auth/index.ts';
import { registerCall } from '../../http/register-call.ts';
import { getProfile } from './get-profile.ts';
import { prepareProfileForToken } from './get-profile-for-token.ts';
import { updateIdNumber } from './update-id-number.ts';
import { updateProfile } from './update-profile.ts';

/** Profile calls (user/info, user/get/info, user/update, user/update/idNumber). */
export function registerUsersRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const policy = { ttlMs: app.config.sessionTtlMs, idleMs: app.config.sessionIdleMs };
  // user/info reads the profile with the session check (one round trip); the handler hands it on.
  const getProfileForToken = prepareProfileForToken(db);
  const profiles = new WeakMap<FastifyRequest, TUserProfile>();
  registerCall(
    app,
    calls.userInfo,
    async ({ member, request }) => profiles.get(request) ?? getProfile(db, { userId: member.userId }),
    {
      authenticate: async (request) => {
        const { member, profile } = await getProfileForToken(tokenOf(request), { now: new Date(), policy });
        profiles.set(request, profile);
        return member;
      },
    },
  );
  registerCall(app, calls.userGetInfo, ({ member }) => getProfile(db, { userId: member.userId }));
  registerCall(app, calls.userUpdate, ({ member, body }) => updateProfile(db, { userId: member.userId, changes: body }));
  registerCall(app, calls.userUpdateIdNumber, ({ member, body }) =>
    updateIdNumber(db, { userId: member.userId, idNumber: body.idNumber }),
  );
}
