import { z } from 'zod';

/**
 * Schemas for what an <input> holds, built around a call's own field schema. A form's values
 * are the strings as typed (use-schema-form.ts validates them raw); these read a typed string
 * the way the submit handler will send it, then check it with the call's schema.
 */

/**
 * A number typed into a digit or number field: required (an empty field is "please input"),
 * then read as a number and checked by `number` — the call's own amount schema, narrowed by the
 * form (limits, the balance) with messages of the form's own.
 */
export function numberInput<S extends z.ZodType<number, number>>(number: S) {
  return z.string().trim().min(1).pipe(z.coerce.number<string>()).pipe(number);
}

/**
 * An optional text field: blank (or only spaces) is "not given", anything else is checked by
 * the call's own optional schema (`ZEmail.optional()`), as the submit handler sends it.
 */
export function optionalInput<S extends z.ZodType<string | undefined, string | undefined>>(schema: S) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema);
}
