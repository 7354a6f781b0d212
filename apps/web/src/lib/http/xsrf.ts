/**
 * XSRF double-submit (ARCHITECTURE §4): the server sets a readable cookie `XSRF-TOKEN`;
 * every POST repeats its value in the `X-XSRF-TOKEN` header. A cross-site page can make
 * the browser send the cookie but cannot read it, so it cannot forge the header.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The token to send: the cookie's value, or, before the server has set one, a fresh random
 * token that we set as the cookie ourselves so both halves of the pair still match.
 */
export function ensureXsrfToken(): string {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  const token = crypto.randomUUID();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${XSRF_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Strict${secure}`;
  return token;
}
