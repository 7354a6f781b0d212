/**
 * A session's device in a few words, read from its User-Agent ("iPhone · Safari",
 * "Windows · Chrome"); the raw string stays in the cell's title. Null without a User-Agent.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /(Chrome|CriOS)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  if (!system && !browser) return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
  return [system, browser].filter(Boolean).join(' · ');
}
