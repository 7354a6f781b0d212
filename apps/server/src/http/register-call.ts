import { ZEnvelope, type CallDef } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { okEnvelope } from './envelope.ts';

export interface CallContext<Req> {
  body: Req;
  request: FastifyRequest;
}

/**
 * Registers one contract call as `POST <path>`: the request is validated by the call's zod
 * schema before the handler runs, the handler returns plain data, and that data is checked
 * against the call's response schema (so the server can never answer outside its contract)
 * and wrapped in the success envelope.
 */
export function registerCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  call: CallDef<Req, Res>,
  handler: (context: CallContext<z.output<Req>>) => Promise<z.input<Res>>,
) {
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
    handler: async (request) => {
      const data = await handler({ body: request.body as z.output<Req>, request });
      return okEnvelope(request, call.response.parse(data));
    },
  });
}

/** Registers a SPEC §7 call whose module has not shipped: a clear 503 envelope, never a fake answer. */
export function registerPlannedCall(app: FastifyInstance, call: CallDef) {
  registerCall(app, call, async () => {
    throw new AppError('NOT_YET_AVAILABLE');
  });
}
