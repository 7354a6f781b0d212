import { kycStaffCalls as c } from '@amigo/contract';
import type { FastifyInstance } from 'fastify';
import { readDb } from '../../http/read-your-writes.ts';
import { actorOf, registerAdminCall, staffGuard } from '../admin/index.ts';
import { decideKyc, listKyc, viewKycImage } from './staff-queue.ts';

/** The KYC module's operator calls (`kyc.review`): the queue, the photos and the decision. */
export async function kycStaffRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // The queue reads the replica (http/read-your-writes.ts); the decision, the primary.
  registerAdminCall(app, c.adminKycList, ({ body, request }) => listKyc(readDb(request), body));
  registerAdminCall(app, c.adminKycDecide, (ctx) =>
    decideKyc(db, {
      ...actorOf(ctx),
      id: BigInt(ctx.body.id),
      decision: ctx.body.decision,
      reason: ctx.body.reason,
      checklist: ctx.body.checklist,
      fields: ctx.body.fields,
    }),
  );
  // Answers JPEG bytes instead of the envelope (errors are still envelopes), so not registerAdminCall.
  app.route({
    method: 'POST',
    url: c.adminKycImage.path,
    schema: { summary: c.adminKycImage.summary, tags: ['admin'], body: c.adminKycImage.request },
    onRequest: staffGuard(c.adminKycImage),
    handler: async (request, reply) => {
      const { id, side } = c.adminKycImage.request.parse(request.body);
      // Every view is audited (viewKycImage writes who looked at which photo, from where, when).
      const image = await viewKycImage(db, {
        ...actorOf({ staff: request.staff, request, reply, body: undefined, now: new Date() }),
        id: BigInt(id),
        side,
        blobs: app.blobs,
      });
      return reply
        .type('image/jpeg')
        .header('content-length', image.length)
        .header('cache-control', 'private, no-store')
        .send(image);
    },
  });
}
