import { adminCalls } from '@amigo/contract';
import { adminUpload } from '../../../lib/api.ts';

/**
 * POST /v2/admin/content/image/upload as multipart with one `image` field: the server checks it,
 * re-encodes it as WebP and answers its public path.
 */
export function uploadContentImage(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return adminUpload(adminCalls.adminContentImageUpload, form);
}
