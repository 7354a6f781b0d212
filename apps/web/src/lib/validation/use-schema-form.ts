import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../i18n/use-i18n.ts';
import { fieldErrorMap, isEmptyValue, type FieldTexts } from './field-messages.ts';
import { shapeOnBlur, shapeOnChange, type InputShape } from './input-shape.ts';

/** A form's schema: the contract's request schema of its call, picked, extended or refined by the form. */
export type FormSchema = z.ZodType<FieldValues, FieldValues> & { shape?: Record<string, unknown> };

export interface SchemaFormOptions<S extends FormSchema> {
  schema: S;
  /** Labels and messages by field name (field-messages.ts). */
  fields: FieldTexts<keyof z.input<S> & string>;
  defaultValues: DefaultValues<z.input<S>>;
}

/**
 * react-hook-form validated by a zod schema (zodResolver), its failures worded by `fields` in
 * the player's language. The values stay as typed (`raw`): the submit handler trims and converts.
 * The form itself validates on submit only; each field's own events are `useSchemaField`'s.
 */
export function useSchemaForm<S extends FormSchema>({ schema, fields, defaultValues }: SchemaFormOptions<S>) {
  const { t } = useI18n();
  const error = fieldErrorMap(fields, (key, values) => t(key, values), schema.shape);
  return useForm<z.input<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
    // The texts change with the language: the resolver is made on every render, as cheap as the map.
    resolver: zodResolver(schema, { error }, { raw: true }),
  });
}

export type ValidationStatus = 'unvalidated' | 'passed' | 'failed';

export interface SchemaFieldOptions extends InputShape {
  /**
   * Every failure shows while the player types (an amount over the balance). Without it a value
   * that is there but wrong is told when the field is left; an emptied field is told at once.
   */
  eager?: boolean;
}

/**
 * Connects one input to a `useSchemaForm` form with the SPEC §5 field behaviour:
 * - shaping on change and blur (digits only, max length, clamping: input-shape.ts);
 * - on change an emptied field fails at once, a shown message goes as soon as the value passes,
 *   and other failures wait for blur (unless `eager`);
 * - on blur the field is checked, once the player has typed in it: tabbing or clicking past an
 *   untouched field raises nothing (which would also move what is under the pointer);
 * - submit checks every field. The status is unvalidated, passed or failed.
 * Spread `inputProps` on an <input>.
 */
export function useSchemaField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options: SchemaFieldOptions = {}) {
  const [status, setStatus] = useState<ValidationStatus>('unvalidated');
  const edited = useRef(false);
  const registration = form.register(name);

  async function check(event: 'change' | 'blur') {
    const shown = Boolean(form.getFieldState(name).error);
    if (event === 'change' && !shown && !options.eager && !isEmptyValue(form.getValues(name))) {
      // Nothing to tell while typing: the value is there, its shape is checked on blur.
      setStatus('unvalidated');
      return;
    }
    const valid = await form.trigger(name);
    setStatus(valid ? 'passed' : 'failed');
  }

  function setShapedValue(target: HTMLInputElement | HTMLTextAreaElement, shaped: string) {
    if (shaped === target.value) return;
    target.value = shaped;
    form.setValue(name, shaped as PathValue<T, Path<T>>);
  }

  const error = form.getFieldState(name, form.formState).error?.message;
  // After a submit, a field without an error has passed even if no blur/change ran.
  const shownStatus: ValidationStatus = error ? 'failed' : form.formState.isSubmitted ? 'passed' : status;
  const isCheckbox = (target: EventTarget) => target instanceof HTMLInputElement && target.type === 'checkbox';

  return {
    status: shownStatus,
    error,
    inputProps: {
      ...registration,
      inputMode: options.mode === 'digit' ? ('numeric' as const) : options.mode === 'number' ? ('decimal' as const) : undefined,
      'aria-invalid': shownStatus === 'failed' ? true : undefined,
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        edited.current = true;
        if (!isCheckbox(event.target)) setShapedValue(event.target, shapeOnChange(event.target.value, options));
        await registration.onChange(event);
        await check('change');
      },
      onBlur: async (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (!isCheckbox(event.target)) setShapedValue(event.target, shapeOnBlur(event.target.value, options));
        await registration.onBlur(event);
        if (edited.current) await check('blur');
      },
    },
  };
}

export type SchemaField = ReturnType<typeof useSchemaField>;
