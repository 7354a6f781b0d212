import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('scores 0 below six characters whatever they are', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('aA1_!')).toBe(0);
  });

  it('adds one point each for lowercase, uppercase, digit, symbol or underscore', () => {
    expect(passwordStrength('abcdef')).toBe(1);
    expect(passwordStrength('ABCDEF')).toBe(1);
    expect(passwordStrength('123456')).toBe(1);
    expect(passwordStrength('______')).toBe(1);
    expect(passwordStrength('abcDEF')).toBe(2);
    expect(passwordStrength('abcD12')).toBe(3);
    expect(passwordStrength('abD12_')).toBe(4);
    expect(passwordStrength('abD12!')).toBe(4);
  });

  it('counts characters, not UTF-16 units', () => {
    // Five emoji are ten UTF-16 units but five characters: still too short.
    expect(passwordStrength('😀😀😀😀😀')).toBe(0);
    expect(passwordStrength('😀😀😀😀😀a')).toBe(2);
  });
});
