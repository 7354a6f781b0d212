import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { CONTENT_IMAGE_MAX_BYTES, contentStaffCalls, ZEnvelope } from '@amigo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertImagePixelsWithin, imageWork } from '../../http/image-work.ts';
import { okEnvelope } from '../../http/envelope.ts';
import { recordAudit, staffGuard, type Actor } from '../admin/index.ts';
import type { BlobStore } from '../blobs/index.ts';

/**
 * Images for banners and other content items (docs/console.md). An operator uploads JPEG, PNG
 * or WebP; the type comes from the magic bytes, the size its header states is checked against
 * UPLOAD_MAX_PIXELS before any decoding, then the image is decoded and re-encoded as WebP by
 * sharp in the bounded image pool (metadata dropped, at most 2400 px on its longer edge) and
 * stored in the blob store under its content hash (`content/<hash>.webp`), which every instance
 * shares. The player site loads it from `/content/uploads/<hash>.webp`,
 * a same-site path the content module accepts as `imageUrl` (the CSP's img-src is 'self').
 * SVG is refused: it can carry script.
 */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const CONTENT_IMAGE_MAX_EDGE = 2400;
const WEBP_QUALITY = 82;
export const CONTENT_IMAGE_PREFIX = '/content/uploads/';
const NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;
const FIELD = 'image';
const UPLOAD_LIMITS = { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 256, headerPairs: 32 };

const invalid = () => new AppError('KYC_FILE_INVALID', { field: FIELD, params: { field: FIELD } });
const tooLarge = () => new AppError('KYC_FILE_TOO_LARGE', { field: FIELD, params: { field: FIELD } });
const missing = () => new AppError('KYC_FILE_MISSING', { field: FIELD, params: { field: FIELD } });

/** Checks and re-encodes one uploaded image; anything that is not a real JPEG/PNG/WebP is refused. */
export async function normalizeContentImage(
  bytes: Buffer,
  maxPixels: number,
): Promise<{ webp: Buffer; width: number; height: number }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw invalid();
  await assertImagePixelsWithin(bytes, { maxPixels, field: FIELD, invalid });
  return imageWork.run(() => reencode(bytes, maxPixels));
}

async function reencode(bytes: Buffer, maxPixels: number): Promise<{ webp: Buffer; width: number; height: number }> {
  try {
    // limitInputPixels: the decoder's own guard, in case a header understated the size.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize(CONTENT_IMAGE_MAX_EDGE, CONTENT_IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && error.message.includes('pixel limit')) {
      throw new AppError('IMAGE_TOO_MANY_PIXELS', {
        field: FIELD,
        params: { field: FIELD, megapixels: Math.floor(maxPixels / 1_000_000) },
      });
    }
    throw invalid();
  }
}

/** Stores the WebP under its hash (the same image twice is one blob) and returns its public path. */
export async function storeContentImage(blobs: BlobStore, webp: Buffer): Promise<string> {
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  await blobs.put(`content/${name}`, webp, 'image/webp');
  return `${CONTENT_IMAGE_PREFIX}${name}`;
}

async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  let received: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== FIELD || received) {
        const field = part.fieldname.slice(0, 50);
        throw new AppError('INVALID_INPUT', { field, messageKey: 'validation.unknownField', params: { field } });
      }
      try {
        received = await part.toBuffer();
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw missing();
    if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) {
      throw new AppError('INVALID_INPUT', {
        field: 'files',
        messageKey: 'validation.tooManyItems',
        params: { field: 'files', max: 1 },
      });
    }
    throw new AppError('INVALID_INPUT');
  }
  if (!received?.length) throw missing();
  return received;
}

export async function uploadContentImage(db: Db, input: { blobs: BlobStore; maxPixels: number; bytes: Buffer } & Actor) {
  const { webp, width, height } = await normalizeContentImage(input.bytes, input.maxPixels);
  const imageUrl = await storeContentImage(input.blobs, webp);
  await recordAudit(db, {
    ...input,
    action: 'content.image.upload',
    targetType: 'content_image',
    targetId: imageUrl,
    before: null,
    after: { imageUrl, width, height, bytes: webp.length },
  });
  return { imageUrl, width, height, bytes: webp.length };
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/**
 * `POST /v2/admin/content/image/upload` (multipart, in its own scope so every other call stays
 * JSON-only; the staff guard runs before the body is read) and `GET /content/uploads/:name`
 * (public, immutable: the name is the content hash).
 */
export function registerContentImageRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const { uploadMaxPixels } = app.config;
  const { blobs } = app;
  const call = contentStaffCalls.adminContentImageUpload;

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      method: 'POST',
      url: call.path,
      schema: {
        summary: call.summary,
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(call.response) },
      },
      onRequest: staffGuard(call),
      handler: async (request) => {
        const bytes = await readImagePart(request);
        const { staff } = request;
        const image = await uploadContentImage(db, {
          blobs,
          maxPixels: uploadMaxPixels,
          bytes,
          staff: { id: staff.id, username: staff.username },
          ip: request.ip,
          now: new Date(),
        });
        return okEnvelope(request, call.response.parse(image));
      },
    });
  });

  app.get<{ Params: { name: string } }>(`${CONTENT_IMAGE_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!NAME_PATTERN.test(name)) throw new AppError('ROUTE_NOT_FOUND', { httpStatus: 404 });
    const image = await blobs.get(`content/${name}`);
    if (!image) throw new AppError('ROUTE_NOT_FOUND', { httpStatus: 404 });
    return reply
      .type('image/webp')
      .header('content-length', image.bytes.length)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
}
