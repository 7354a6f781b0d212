import type { MultipartFile } from '@fastify/multipart';
import { KYC_SIDES } from '@amigo/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { KycSide } from './normalize-kyc-image.ts';

/** The three photos of a submission, as uploaded (not yet checked or re-encoded). */
export type KycUpload = Record<KycSide, Buffer>;

/**
 * Reads the multipart body of `user/kyc/add`: exactly the file fields front, back and
 * handheld, each at most KYC_MAX_BYTES (the multipart limits of the route enforce the size
 * while streaming, so an oversized file is never held whole). Anything else in the form is
 * refused by name, like an unknown field of a JSON call.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  const received: Partial<KycUpload> = {};
  try {
    for await (const part of request.parts()) {
      const side = sideOf(part.fieldname);
      if (part.type !== 'file' || !side || received[side]) throw unknownField(part.fieldname);
      received[side] = await readFile(part, side);
    }
  } catch (error) {
    throw toUploadError(error);
  }
  for (const side of KYC_SIDES) {
    if (!received[side]?.length) throw new AppError('KYC_FILE_MISSING', { field: side, params: { field: side } });
  }
  return received as KycUpload;
}

async function readFile(part: MultipartFile, side: KycSide): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError('KYC_FILE_TOO_LARGE', { field: side, params: { field: side } });
    }
    throw error;
  }
}

function sideOf(fieldname: string): KycSide | undefined {
  return KYC_SIDES.find((side) => side === fieldname);
}

function unknownField(fieldname: string): AppError {
  const field = fieldname.slice(0, 50);
  return new AppError('INVALID_INPUT', { field, messageKey: 'validation.unknownField', params: { field } });
}

/** Every failure while reading the form is the client's: a non-multipart body, too many parts, a broken body. */
function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
    return new AppError('KYC_FILE_MISSING', { field: 'front', params: { field: 'front' } });
  }
  if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) {
    return new AppError('INVALID_INPUT', {
      field: 'files',
      messageKey: 'validation.tooManyItems',
      params: { field: 'files', max: 3 },
    });
  }
  return new AppError('INVALID_INPUT');
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
