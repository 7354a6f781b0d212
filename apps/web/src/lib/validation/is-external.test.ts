import { describe, expect, it } from 'vitest';
import { isExternal } from './is-external.ts';

describe('isExternal', () => {
  it('is true only for http, https, mailto and tel', () => {
    expect(isExternal('http://example.com')).toBe(true);
    expect(isExternal('https://example.com/a?b=c')).toBe(true);
    expect(isExternal('mailto:support@example.com')).toBe(true);
    expect(isExternal('tel:+81312345678')).toBe(true);
    expect(isExternal('HTTPS://EXAMPLE.COM')).toBe(true);
  });

  it('is false for in-app paths and every other scheme', () => {
    expect(isExternal('/game/notice')).toBe(false);
    expect(isExternal('game/notice')).toBe(false);
    expect(isExternal('//example.com')).toBe(false);
    expect(isExternal('javascript:alert(1)')).toBe(false);
    expect(isExternal('ftp://example.com')).toBe(false);
    expect(isExternal('httpx://example.com')).toBe(false);
    expect(isExternal('')).toBe(false);
  });
});
