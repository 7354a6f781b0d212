import type { KYC_SIDES } from '@amigo/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';
import { assertImagePixelsWithin, imageWork } from '../../http/image-work.ts';

export type KycSide = (typeof KYC_SIDES)[number];

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Plenty for an operator to read a document, and it bounds what we store. */
export const KYC_MAX_EDGE = 2400;
const JPEG_QUALITY = 85;

/**
 * Turns an uploaded photo into the JPEG we store. The type comes from the magic bytes, never
 * from the client's file name or content type. The size the header states is checked against
 * `maxPixels` before anything is decoded (a small file can claim enormous dimensions), and the
 * decoder gets the same limit as a second guard. Decoding runs in the process's bounded image
 * pool. Re-encoding drops every piece of metadata (EXIF with GPS position, camera serials, ICC,
 * XMP), and anything that is not a real image of an accepted type fails here instead of
 * reaching the disk.
 */
export async function normalizeKycImage(input: { side: KycSide; bytes: Buffer; maxPixels: number }): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw invalid(input.side);
  await assertImagePixelsWithin(input.bytes, {
    maxPixels: input.maxPixels,
    field: input.side,
    invalid: () => invalid(input.side),
  });
  return imageWork.run(() => reencode(input));
}

async function reencode(input: { side: KycSide; bytes: Buffer; maxPixels: number }): Promise<Buffer> {
  try {
    return await sharp(input.bytes, { limitInputPixels: input.maxPixels, failOn: 'error' })
      // Apply the EXIF orientation before the metadata that carries it is dropped.
      .rotate()
      .resize(KYC_MAX_EDGE, KYC_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: a transparent PNG/WebP would otherwise turn black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && error.message.includes('pixel limit')) {
      throw new AppError('IMAGE_TOO_MANY_PIXELS', {
        field: input.side,
        params: { field: input.side, megapixels: Math.floor(input.maxPixels / 1_000_000) },
      });
    }
    // Truncated or corrupt data behind valid magic bytes.
    throw invalid(input.side);
  }
}

function invalid(side: KycSide): AppError {
  return new AppError('KYC_FILE_INVALID', { field: side, params: { field: side } });
}
