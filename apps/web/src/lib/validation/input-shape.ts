/**
 * Input shaping of SPEC §5: what a field does to a value while it is typed and when it is left.
 * Text fields cut at their max length by characters; number and digit fields drop anything
 * non-numeric; a number field's min/max clamps the value when it loses focus.
 */

/** text: free text; number: a decimal (sign allowed when min < 0 or no min); digit: 0–9 only. */
export type InputMode = 'text' | 'number' | 'digit';

/** Cuts a string to at most `max` characters (code points), never splitting a surrogate pair. */
export function cutToMaxLength(value: string, max: number | undefined): string {
  if (max === undefined || max < 0) return value;
  const characters = [...value];
  return characters.length > max ? characters.slice(0, max).join('') : value;
}

/**
 * Keeps only what a number or digit field accepts. Full-width digits from Japanese and Chinese
 * input methods (１２３) are first turned into ASCII so they are not thrown away.
 */
export function stripNonNumeric(value: string, mode: 'number' | 'digit', allowNegative = true): string {
  const ascii = value.normalize('NFKC');
  if (mode === 'digit') return ascii.replace(/[^0-9]/g, '');
  let result = '';
  let seenDot = false;
  for (const char of ascii) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '.' && !seenDot) {
      seenDot = true;
      result += char;
    } else if (char === '-' && allowNegative && result === '') result += char;
  }
  return result;
}

export interface InputShape {
  mode?: InputMode;
  maxLength?: number;
  /** For number fields: the value range that blur clamps to. */
  min?: number;
  max?: number;
}

/** Applied on every change: strip (number/digit) then cut to the max length. */
export function shapeOnChange(value: string, shape: InputShape): string {
  const mode = shape.mode ?? 'text';
  const allowNegative = shape.min === undefined || shape.min < 0;
  const stripped = mode === 'text' ? value : stripNonNumeric(value, mode, allowNegative);
  return cutToMaxLength(stripped, shape.maxLength);
}

/** Applied on blur: a number outside min/max is set to the nearest bound; half-typed input is tidied. */
export function shapeOnBlur(value: string, shape: InputShape): string {
  const mode = shape.mode ?? 'text';
  if (mode === 'text' || value === '') return value;
  if (value === '-' || value === '.' || value === '-.') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  const clamped = clampNumber(number, shape.min, shape.max);
  if (clamped !== number) return String(clamped);
  // "12." reads as 12; keep the typed digits otherwise (leading zeros in a digit code matter).
  return mode === 'number' && value.endsWith('.') ? value.slice(0, -1) : value;
}

export function clampNumber(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}
