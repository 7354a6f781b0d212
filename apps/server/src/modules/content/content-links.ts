import { AppError } from '../../http/app-error.ts';

function hasControlCharacters(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/** SPEC §5: a link is external only if it starts with http, https, mailto or tel. */
export function isExternalLink(link: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(link);
}

/** A same-site path: one leading slash (not `//host`), no backslashes, spaces or control characters. */
function isSameSitePath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link) && !hasControlCharacters(link);
}

/**
 * The link of an item as stored: a same-site path, or an http(s), mailto or tel address.
 * Anything else (javascript:, data:, //host, relative paths) is refused on its field.
 */
export function normalizeLink(link: string | null): { linkUrl: string | null; isExternal: boolean } {
  const value = link?.trim() ?? '';
  if (!value) return { linkUrl: null, isExternal: false };
  if (isSameSitePath(value)) return { linkUrl: value, isExternal: false };
  if (isExternalLink(value) && isWellFormedExternal(value)) return { linkUrl: value, isExternal: true };
  throw new AppError('INVALID_INPUT', { field: 'linkUrl', messageKey: 'validation.invalidFormat', params: { field: 'linkUrl' } });
}

function isWellFormedExternal(value: string): boolean {
  if (/\s/.test(value) || hasControlCharacters(value)) return false;
  if (/^(mailto|tel):/i.test(value)) return value.length > value.indexOf(':') + 1;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Item images come from the site itself (the CSP's img-src is 'self'): a plain path to an image file. */
export function normalizeImage(image: string | null): string | null {
  const value = image?.trim() ?? '';
  if (!value) return null;
  if (
    /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|webp|png|jpe?g|avif)$/i.test(value) &&
    !value.includes('..')
  ) {
    return value;
  }
  throw new AppError('INVALID_INPUT', {
    field: 'imageUrl',
    messageKey: 'validation.invalidFormat',
    params: { field: 'imageUrl' },
  });
}
