import type { z } from 'zod';

/** Decides the wording of the required message: please input / select / choose / upload {name}. */
export type FieldKind = 'input' | 'select' | 'choose' | 'upload';

/** What the player reads about one field of a form. */
export interface FieldText {
  /** The field's visible name, already translated: it fills {{name}} in the messages. */
  label: string;
  kind?: FieldKind;
  /** Replaces the "please input {name}" message of an empty field. */
  required?: string;
  /** Replaces every message about a value that is there but wrong (format, length, range). */
  invalid?: string;
}

export type FieldTexts<Name extends string = string> = Partial<Record<Name, FieldText>>;

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

type Issue = z.core.$ZodRawIssue;

/** Empty as a player sees it: nothing typed (or only spaces), nothing chosen, a box not ticked. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

interface Bounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** The length bounds of a plain string schema (zod's minLength/maxLength), else those the issue names. */
function lengthBounds(fieldSchema: unknown, issue: Issue): Bounds {
  const string = fieldSchema as { minLength?: number | null; maxLength?: number | null } | undefined;
  const fromIssue = issue.code === 'too_small' ? { min: Number(issue.minimum) } : { max: Number(issue.maximum) };
  if (typeof string?.minLength !== 'number' && typeof string?.maxLength !== 'number') return fromIssue;
  return { min: string.minLength ?? undefined, max: string.maxLength ?? undefined };
}

function boundsMessage(kind: 'length' | 'range', bounds: Bounds, name: string, t: ValidationTranslate): string {
  const { min, max } = bounds;
  if (kind === 'length' && min !== undefined && min === max) return t('validation.length.exact', { name, len: min });
  if (min !== undefined && max !== undefined) return t(`validation.${kind}.between`, { name, min, max });
  if (min !== undefined) return t(`validation.${kind}.min`, { name, min });
  return t(`validation.${kind}.max`, { name, max: max ?? 0 });
}

/**
 * A zod error map (`schema.safeParse(values, { error })`) that words each failure of a form's
 * schema the way SPEC §5 does, in the player's language: an empty field "please input {name}"
 * (or the field's own `required` text), a length or value range with its bounds, anything else
 * "{name} is not valid" (or the field's own `invalid` text). A message given to a form's own
 * `.refine` is kept as it is. Fields without a text fall back to the generic message.
 */
export function fieldErrorMap(
  fields: FieldTexts,
  t: ValidationTranslate,
  shape: Record<string, unknown> = {},
): (issue: Issue) => string {
  return (issue) => {
    const name = String(issue.path?.[0] ?? '');
    const field = fields[name] ?? { label: name };
    const label = field.label;
    if (isEmptyValue(issue.input)) {
      return field.required ?? t(`validation.required.${field.kind ?? 'input'}`, { name: label });
    }
    if (field.invalid) return field.invalid;
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      if (issue.origin === 'string') return boundsMessage('length', lengthBounds(shape[name], issue), label, t);
      if (issue.origin === 'number' || issue.origin === 'int') {
        const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        return boundsMessage('range', issue.code === 'too_small' ? { min: bound } : { max: bound }, label, t);
      }
    }
    return t('validation.type', { name: label });
  };
}
