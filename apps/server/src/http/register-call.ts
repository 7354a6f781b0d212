import { ZEnvelope, type CallDef } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { okEnvelope } from './envelope.ts';
import type { Authenticator, Member } from './member.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on member-only calls once the session is verified. */
    member: Member;
  }
}

export interface CallContext<Req> {
  body: Req;
  request: FastifyRequest;
}

/** Context of a member-only call: the signed-in member is always there. */
export interface MemberCallContext<Req> extends CallContext<Req> {
  member: Member;
}

type Handler<Req extends z.ZodType, Res extends z.ZodType, A extends CallDef['auth']> = (
  context: A extends 'member' ? MemberCallContext<z.output<Req>> : CallContext<z.output<Req>>,
) => Promise<z.input<Res>>;

/**
 * Registers one contract call as `POST <path>`: the request is validated by the call's zod
 * schema before the handler runs, the handler returns plain data, and that data is checked
 * against the call's response schema (so the server can never answer outside its contract)
 * and wrapped in the success envelope.
 */
export function registerCall<Req extends z.ZodType, Res extends z.ZodType, A extends CallDef['auth']>(
  app: FastifyInstance,
  call: CallDef<Req, Res> & { auth: A },
  handler: Handler<Req, Res, A>,
  options: {
    /**
     * A member call's own authenticator, for a call that reads its answer together with the
     * session (user/info). It must apply the same session rules as `app.authenticate`.
     */
    authenticate?: Authenticator;
  } = {},
) {
  const authenticate = options.authenticate;
  app.route({
    method: 'POST',
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [call.module],
      body: call.request,
      response: { 200: ZEnvelope(call.response) },
      ...(call.auth === 'member' ? { security: [{ token: [] }] } : {}),
    },
    // Member calls authenticate before the body is validated: a guest learns nothing about the call.
    ...(call.auth === 'member'
      ? {
          onRequest: async (request: FastifyRequest) => {
            request.member = await (authenticate ?? request.server.authenticate)(request);
          },
        }
      : {}),
    handler: async (request) => {
      const context = { body: request.body as z.output<Req>, request, member: request.member };
      const data = await (handler as (c: typeof context) => Promise<z.input<Res>>)(context);
      return okEnvelope(request, call.response.parse(data));
    },
  });
}

/** Registers a SPEC §7 call whose module has not shipped: a clear 503 envelope, never a fake answer. */
export function registerPlannedCall(app: FastifyInstance, call: CallDef) {
  registerCall(app, call as CallDef & { auth: CallDef['auth'] }, async () => {
    throw new AppError('NOT_YET_AVAILABLE');
  });
}
