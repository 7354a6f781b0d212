import { calls, type TUserProfile } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberSessionPolicy, tokenOf } from '../auth/index.ts';
import type { Authenticator } from '../../http/member.ts';
import { registerCall } from '../../http/register-call.ts';
import { prepareProfileForToken } from './get-profile-for-token.ts';
import { updateIdNumber } from './update-id-number.ts';
import { updateProfile } from './update-profile.ts';

/** Profile calls (user/info, user/get/info, user/update, user/update/idNumber). */
export async function usersRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const policy = memberSessionPolicy(app.config);
  // user/info and user/get/info read the profile with the session check, in one round trip: the
  // call's authenticator reads both and hands the profile on to the handler.
  const getProfileForToken = prepareProfileForToken(db);
  const profiles = new WeakMap<FastifyRequest, TUserProfile>();
  const authenticateWithProfile: Authenticator = async (request) => {
    const { member, profile } = await getProfileForToken(tokenOf(request), { now: new Date(), policy });
    profiles.set(request, profile);
    return member;
  };
  const profileRead = async ({ request }: { request: FastifyRequest }) => profiles.get(request)!;
  registerCall(app, calls.userInfo, profileRead, { authenticate: authenticateWithProfile });
  registerCall(app, calls.userGetInfo, profileRead, { authenticate: authenticateWithProfile });
  registerCall(app, calls.userUpdate, ({ member, body }) => updateProfile(db, { userId: member.userId, changes: body }));
  registerCall(app, calls.userUpdateIdNumber, ({ member, body }) =>
    updateIdNumber(db, { userId: member.userId, idNumber: body.idNumber }),
  );
}
