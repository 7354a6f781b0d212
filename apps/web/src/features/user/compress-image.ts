import Compressor from 'compressorjs';

/** SPEC §5/§9: uploads are compressed at quality 0.6 (the library's default is 0.8). */
export const UPLOAD_QUALITY = 0.6;
/** SPEC §5: a PNG larger than 5,000,000 bytes is converted to JPEG. */
export const PNG_TO_JPEG_ABOVE_BYTES = 5_000_000;
/**
 * Longest edge sent. Phone photos are far larger than a document needs; the server keeps at
 * most 2400 px and refuses more than 40 megapixels, so 4096 leaves room and stays under both.
 */
export const MAX_EDGE = 4096;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function compressionOptions(): Compressor.Options {
  return {
    quality: UPLOAD_QUALITY,
    convertTypes: ['image/png'],
    convertSize: PNG_TO_JPEG_ABOVE_BYTES,
    maxWidth: MAX_EDGE,
    maxHeight: MAX_EDGE,
    // Turn the photo the way the camera held it; the EXIF data itself is not kept.
    checkOrientation: true,
    // Keep the original when "compressing" would make it bigger.
    strict: true,
  };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The file name for the compressed result: the original's base name with the new type's extension. */
export function compressedName(original: string, type: string): string {
  const base = original.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.${EXTENSIONS[type] ?? 'jpg'}`;
}

/** Compresses an image in the browser (canvas) before it is uploaded. */
export function compressImage(file: File): Promise<File> {
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      ...compressionOptions(),
      success(result) {
        const type = result.type || file.type;
        resolve(new File([result], compressedName(file.name, type), { type, lastModified: Date.now() }));
      },
      error: reject,
    });
  });
}
