import { describe, expect, it } from 'vitest';
import { compressedName, compressionOptions } from './compress-image.ts';

describe('KYC photo compression', () => {
  it('uses quality 0.6 and turns PNGs over 5,000,000 bytes into JPEG (SPEC §5)', () => {
    const options = compressionOptions();
    expect(options.quality).toBe(0.6);
    expect(options.convertTypes).toEqual(['image/png']);
    expect(options.convertSize).toBe(5_000_000);
    expect(options.strict).toBe(true);
  });

  it('names the result after the original with the extension of its new type', () => {
    expect(compressedName('IMG_0001.PNG', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(compressedName('front.webp', 'image/webp')).toBe('front.webp');
    expect(compressedName('.png', 'image/png')).toBe('photo.png');
  });
});
