import { ZEnvelope, type AdminCallDef } from '@amigo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { okEnvelope } from '../../http/envelope.ts';
import type { Actor } from './paging.ts';
import { authenticateStaff, staffSessionPolicy, type Staff } from './staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on staff calls once the staff session is verified. */
    staff: Staff;
  }
}

export interface AdminCallContext<Req> {
  body: Req;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in staff member (a placeholder on the public sign-in call). */
  staff: Staff;
  now: Date;
}

/**
 * The check every staff call runs before its body is even validated: a staff session (not a
 * member's TOKEN) → 401/402; for `staff` calls the session's TOTP code checked → else
 * STAFF_2FA_REQUIRED; and the call's permission among the staff member's roles → else FORBIDDEN.
 */
export function staffGuard(call: Pick<AdminCallDef, 'auth' | 'permission'>) {
  return async (request: FastifyRequest) => {
    if (call.auth === 'public') return;
    const { config, database } = request.server;
    const staff = await authenticateStaff(database.db, request, { now: new Date(), policy: staffSessionPolicy(config) });
    if (call.auth === 'staff') {
      if (!staff.verified) throw new AppError('STAFF_2FA_REQUIRED');
      if (call.permission && !staff.permissions.includes(call.permission)) throw new AppError('FORBIDDEN');
    }
    request.staff = staff;
  };
}

/**
 * Registers one operator call as `POST <path>`, like `registerCall` does for the player API:
 * the staff guard, then the request schema, then the handler, whose data is checked against
 * the response schema and wrapped in the success envelope. `bodyLimit` raises the server's JSON
 * body limit for a call that carries a file (the legacy CSV import).
 */
export function registerAdminCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  call: AdminCallDef<Req, Res>,
  handler: (context: AdminCallContext<z.output<Req>>) => Promise<z.input<Res>>,
  options: { bodyLimit?: number } = {},
) {
  app.route({
    method: 'POST',
    url: call.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    schema: {
      summary: call.summary,
      tags: ['admin'],
      body: call.request,
      response: { 200: ZEnvelope(call.response) },
    },
    onRequest: staffGuard(call),
    handler: async (request, reply) => {
      const data = await handler({ body: request.body as z.output<Req>, request, reply, staff: request.staff, now: new Date() });
      return okEnvelope(request, call.response.parse(data));
    },
  });
}

/** Who acts in an operator call, for the use case and its audit row: the staff member, from where, and when. */
export function actorOf({ staff, request, now }: AdminCallContext<unknown>): Actor {
  return { staff: { id: staff.id, username: staff.username }, ip: request.ip, now };
}
