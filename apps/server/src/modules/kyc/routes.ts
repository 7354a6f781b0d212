import multipart from '@fastify/multipart';
import { calls, KYC_MAX_BYTES, KYC_SIDES, ZEnvelope } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okEnvelope } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';
import { getLatestKycSubmission } from './get-latest-kyc-submission.ts';
import { getKycRequirements } from './kyc-rules.ts';
import { readKycImage } from './read-kyc-image.ts';
import { readKycUpload } from './read-kyc-upload.ts';
import { resubmitKycDocuments } from './resubmit-kyc-documents.ts';
import { submitKycDocuments } from './submit-kyc-documents.ts';

/** Bounds of the KYC form: three files and nothing much else. */
const UPLOAD_LIMITS = { fileSize: KYC_MAX_BYTES, files: KYC_SIDES.length, fields: 5, parts: 8, fieldSize: 1024, headerPairs: 32 };

/** Member calls authenticate before the body is read, as in registerCall: a guest's upload is never parsed. */
async function authenticateMember(request: FastifyRequest) {
  request.member = await request.server.authenticate(request);
}

/** KYC calls (user/kyc/add, user/kyc/resubmit, user/kyc/latest, user/get/kyc, user/kyc/requirements, user/kyc/image). */
export async function kycRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { uploadMaxPixels } = app.config;
  const { blobs } = app;

  registerCall(app, calls.userKycLatest, ({ member }) => getLatestKycSubmission(db, { userId: member.userId }));
  registerCall(app, calls.userGetKyc, ({ member }) => getLatestKycSubmission(db, { userId: member.userId }));
  registerCall(app, calls.userKycResubmit, ({ member }) => resubmitKycDocuments(db, { userId: member.userId, now: new Date() }));
  registerCall(app, calls.userKycRequirements, ({ member }) =>
    getKycRequirements(db, { userId: member.userId, rules: app.config.kycRules }),
  );

  // Answers JPEG bytes instead of the envelope (errors are still envelopes), so not registerCall.
  app.route({
    method: 'POST',
    url: calls.userKycImage.path,
    schema: {
      summary: calls.userKycImage.summary,
      tags: [calls.userKycImage.module],
      body: calls.userKycImage.request,
      security: [{ token: [] }],
    },
    onRequest: authenticateMember,
    handler: async (request, reply) => {
      const { id, side } = calls.userKycImage.request.parse(request.body);
      const viewer = { kind: 'member', userId: request.member.userId } as const;
      const image = await readKycImage(db, { submissionId: BigInt(id), side, viewer, blobs });
      return reply
        .type('image/jpeg')
        .header('content-length', image.length)
        .header('cache-control', 'private, no-store')
        .send(image);
    },
  });

  // Multipart parsing exists only in this child scope: every other call stays JSON-only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      method: 'POST',
      url: calls.userKycAdd.path,
      schema: {
        summary: calls.userKycAdd.summary,
        tags: [calls.userKycAdd.module],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(calls.userKycAdd.response) },
        security: [{ token: [] }],
      },
      onRequest: authenticateMember,
      handler: async (request) => {
        const submission = await submitKycDocuments(db, {
          userId: request.member.userId,
          blobs,
          maxPixels: uploadMaxPixels,
          readUpload: () => readKycUpload(request),
          now: new Date(),
          log: request.log,
        });
        return okEnvelope(request, calls.userKycAdd.response.parse(submission));
      },
    });
  });
}
