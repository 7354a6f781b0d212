const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/i;

/**
 * SPEC §5: a link is external only if it starts with http, https, mailto or tel. Everything
 * else is an in-app path for the router; `javascript:` and other schemes are never external.
 */
export function isExternal(link: string): boolean {
  return EXTERNAL_LINK.test(link.trim());
}
