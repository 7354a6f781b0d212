/** Only "/something" — never "//host" or "/\host", which browsers read as another site. */
export function isSameSitePath(value: string): boolean {
  const hasControlCharacter = [...value].some((char) => char.charCodeAt(0) < 0x20);
  return /^\/(?![/\\])/.test(value) && !hasControlCharacter;
}
