/**
 * Form-field rules of SPEC §5, independent of any form library:
 * - a field has rules: required, a type, a pattern, a length or number range, or a custom check;
 * - each rule runs on blur, on change, or both (no trigger = both), and every rule runs on submit;
 * - a field's status goes from unvalidated to passed or failed;
 * - text fields cut at their max length by characters; number and digit fields drop anything
 *   non-numeric; a number field's min/max clamps the value when it loses focus;
 * - default messages (required, type, number range, string length) come from the catalogue.
 * `use-rule-field.ts` connects these rules to react-hook-form.
 */

export type Trigger = 'blur' | 'change';
export type ValidationStatus = 'unvalidated' | 'passed' | 'failed';

/** Decides the wording of the required message: please input / select / choose / upload {name}. */
export type FieldKind = 'input' | 'select' | 'choose' | 'upload';

/** What a value must look like. `number`/`integer` make min/max a value range, else a length. */
export type ValueType = 'string' | 'number' | 'integer' | 'email' | 'url';

export interface FieldRule {
  required?: boolean;
  type?: ValueType;
  pattern?: RegExp;
  /** Smallest value (number types) or fewest characters (other types). */
  min?: number;
  /** Largest value (number types) or most characters (other types). */
  max?: number;
  /** Exact number of characters. */
  len?: number;
  /** Custom check: return a message or `false` to fail, `true`/`undefined` to pass. */
  validator?: (value: unknown) => string | boolean | undefined;
  /** Replaces the default message of this rule. */
  message?: string;
  trigger?: Trigger | readonly Trigger[];
}

export type ValidationMessageKey =
  | 'validation.required.input'
  | 'validation.required.select'
  | 'validation.required.choose'
  | 'validation.required.upload'
  | 'validation.type'
  | 'validation.range.between'
  | 'validation.range.min'
  | 'validation.range.max'
  | 'validation.length.between'
  | 'validation.length.min'
  | 'validation.length.max'
  | 'validation.length.exact';

export type ValidationTranslate = (key: ValidationMessageKey, values: Record<string, string | number>) => string;

export interface RuleContext {
  /** The field's visible name, already translated: it fills {{name}} in messages. */
  label: string;
  kind?: FieldKind;
  t: ValidationTranslate;
}

export type ValidationResult = { status: 'passed' } | { status: 'failed'; message: string };

/** Counts characters as people do for most text: code points, so 😀 or 𠮷 is one, not two. */
export function characterLength(value: string): number {
  return [...value].length;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length === 0;
  return false;
}

/** A rule without a trigger runs on every event; `undefined` (submit) runs every rule. */
export function appliesOn(rule: FieldRule, trigger: Trigger | undefined): boolean {
  if (trigger === undefined || rule.trigger === undefined) return true;
  return typeof rule.trigger === 'string' ? rule.trigger === trigger : rule.trigger.includes(trigger);
}

export function hasRulesFor(rules: readonly FieldRule[], trigger: Trigger): boolean {
  return rules.some((rule) => appliesOn(rule, trigger));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function matchesType(value: unknown, type: ValueType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isFinite(number) && (type === 'number' || Number.isInteger(number));
    }
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim());
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value.trim());
  }
}

function rangeMessage(rule: FieldRule, ctx: RuleContext): string {
  const name = ctx.label;
  if (rule.min !== undefined && rule.max !== undefined) {
    return ctx.t('validation.range.between', { name, min: rule.min, max: rule.max });
  }
  if (rule.min !== undefined) return ctx.t('validation.range.min', { name, min: rule.min });
  return ctx.t('validation.range.max', { name, max: rule.max ?? 0 });
}

function lengthMessage(rule: FieldRule, ctx: RuleContext): string {
  const name = ctx.label;
  if (rule.len !== undefined) return ctx.t('validation.length.exact', { name, len: rule.len });
  if (rule.min !== undefined && rule.max !== undefined) {
    return ctx.t('validation.length.between', { name, min: rule.min, max: rule.max });
  }
  if (rule.min !== undefined) return ctx.t('validation.length.min', { name, min: rule.min });
  return ctx.t('validation.length.max', { name, max: rule.max ?? 0 });
}

/** Checks one rule against a non-empty value; returns the failure message or null. */
function checkRule(value: unknown, rule: FieldRule, ctx: RuleContext): string | null {
  const name = ctx.label;
  if (rule.type && !matchesType(value, rule.type)) return rule.message ?? ctx.t('validation.type', { name });
  if (rule.pattern && !rule.pattern.test(String(value))) return rule.message ?? ctx.t('validation.type', { name });

  const numeric = rule.type === 'number' || rule.type === 'integer';
  if (numeric && (rule.min !== undefined || rule.max !== undefined)) {
    const number = Number(value);
    if ((rule.min !== undefined && number < rule.min) || (rule.max !== undefined && number > rule.max)) {
      return rule.message ?? rangeMessage(rule, ctx);
    }
  }
  if (!numeric && (rule.min !== undefined || rule.max !== undefined || rule.len !== undefined)) {
    const length = Array.isArray(value) ? value.length : characterLength(String(value));
    const tooShort = rule.min !== undefined && length < rule.min;
    const tooLong = rule.max !== undefined && length > rule.max;
    const wrongLength = rule.len !== undefined && length !== rule.len;
    if (tooShort || tooLong || wrongLength) return rule.message ?? lengthMessage(rule, ctx);
  }
  if (rule.validator) {
    const outcome = rule.validator(value);
    if (typeof outcome === 'string') return outcome;
    if (outcome === false) return rule.message ?? ctx.t('validation.type', { name });
  }
  return null;
}

/**
 * Validates a value against the rules that apply to `trigger` (all rules when undefined, as
 * on submit). The first failing rule wins. An empty value fails only a `required` rule; the
 * other rules are about the shape of a value that is there.
 */
export function validateField(
  value: unknown,
  rules: readonly FieldRule[],
  ctx: RuleContext,
  trigger?: Trigger,
): ValidationResult {
  const active = rules.filter((rule) => appliesOn(rule, trigger));
  if (isEmpty(value)) {
    const required = active.find((rule) => rule.required);
    if (!required) return { status: 'passed' };
    const message = required.message ?? ctx.t(`validation.required.${ctx.kind ?? 'input'}`, { name: ctx.label });
    return { status: 'failed', message };
  }
  for (const rule of active) {
    const message = checkRule(value, rule, ctx);
    if (message !== null) return { status: 'failed', message };
  }
  return { status: 'passed' };
}

// Input shaping lives in input-shape.ts (the schema forms use it too).
export {
  clampNumber,
  cutToMaxLength,
  shapeOnBlur,
  shapeOnChange,
  stripNonNumeric,
  type InputMode,
  type InputShape,
} from './input-shape.ts';
