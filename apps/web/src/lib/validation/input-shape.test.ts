import { describe, expect, it } from 'vitest';
import { clampNumber, cutToMaxLength, shapeOnBlur, shapeOnChange, stripNonNumeric } from './input-shape.ts';

describe('input shaping', () => {
  it('counts and cuts by characters, never splitting a surrogate pair', () => {
    expect(cutToMaxLength('😀😀😀', 2)).toBe('😀😀');
    expect(cutToMaxLength('abcdef', 4)).toBe('abcd');
    expect(cutToMaxLength('abc', undefined)).toBe('abc');
  });

  it('keeps only digits in a digit field, converting full-width digits', () => {
    expect(stripNonNumeric('１２３-45a6', 'digit')).toBe('123456');
    expect(stripNonNumeric('12.5', 'digit')).toBe('125');
  });

  it('keeps a decimal in a number field: one dot, a leading minus when allowed', () => {
    expect(stripNonNumeric('-12.3.4x', 'number')).toBe('-12.34');
    expect(stripNonNumeric('1-2', 'number')).toBe('12');
    expect(stripNonNumeric('-5', 'number', false)).toBe('5');
    expect(stripNonNumeric('¥1,000', 'number')).toBe('1000');
  });

  it('strips then cuts on change', () => {
    expect(shapeOnChange('12a34b56', { mode: 'digit', maxLength: 4 })).toBe('1234');
    expect(shapeOnChange('-3', { mode: 'number', min: 0 })).toBe('3');
    expect(shapeOnChange('こんにちは世界', { maxLength: 5 })).toBe('こんにちは');
  });

  it('clamps a number field to min/max on blur and tidies half-typed input', () => {
    expect(shapeOnBlur('5', { mode: 'number', min: 10, max: 100 })).toBe('10');
    expect(shapeOnBlur('500', { mode: 'number', min: 10, max: 100 })).toBe('100');
    expect(shapeOnBlur('50', { mode: 'number', min: 10, max: 100 })).toBe('50');
    expect(shapeOnBlur('12.', { mode: 'number' })).toBe('12');
    expect(shapeOnBlur('-', { mode: 'number' })).toBe('');
    expect(shapeOnBlur('', { mode: 'number', min: 10 })).toBe('');
    expect(shapeOnBlur('0012', { mode: 'digit' })).toBe('0012');
    expect(shapeOnBlur('abc', { mode: 'text', min: 10 })).toBe('abc');
  });

  it('clampNumber', () => {
    expect(clampNumber(5, 1, 3)).toBe(3);
    expect(clampNumber(-1, 0, undefined)).toBe(0);
    expect(clampNumber(2, undefined, undefined)).toBe(2);
  });
});
