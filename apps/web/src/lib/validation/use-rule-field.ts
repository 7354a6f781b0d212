import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, PathValue, UseFormProps, UseFormReturn } from 'react-hook-form';
import {
  hasRulesFor,
  shapeOnBlur,
  shapeOnChange,
  validateField,
  type FieldKind,
  type FieldRule,
  type InputShape,
  type RuleContext,
  type Trigger,
  type ValidationStatus,
} from './form-rules.ts';

/**
 * Forms that use rule fields let the rules decide when to validate (blur or change, per rule),
 * so react-hook-form itself only validates on submit.
 */
export const RULE_FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const satisfies UseFormProps;

export interface RuleFieldSpec extends InputShape {
  /** Translated field name for messages ("メールアドレス"). */
  label: string;
  kind?: FieldKind;
  rules: readonly FieldRule[];
}

/**
 * Connects one input to react-hook-form with the SPEC §5 field behaviour: shaping on change
 * and blur, the rules of each trigger checked on that event (every rule on submit, through
 * react-hook-form's validate), and a status of unvalidated / passed / failed.
 * Spread `inputProps` on an <input>.
 */
export function useRuleField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, spec: RuleFieldSpec) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ValidationStatus>('unvalidated');
  /**
   * Blur checks a field only once the player has typed in it: tabbing or clicking past an
   * untouched field (say, from the first field to "forgot password") raises no message, which
   * would also move what is under the pointer. Submit still checks every field.
   */
  const edited = useRef(false);
  const context: RuleContext = { label: spec.label, kind: spec.kind ?? 'input', t: (key, values) => t(key, values) };

  const registration = form.register(name, {
    validate: (value: unknown) => {
      const result = validateField(value, spec.rules, context);
      return result.status === 'passed' ? true : result.message;
    },
  });

  /** Blur and change check only their own rules, so the error is set here rather than by react-hook-form. */
  function validateOn(trigger: Trigger) {
    if (!hasRulesFor(spec.rules, trigger)) return;
    const result = validateField(form.getValues(name), spec.rules, context, trigger);
    if (result.status === 'passed') form.clearErrors(name);
    else form.setError(name, { type: trigger, message: result.message });
    setStatus(result.status);
  }

  /**
   * A field showing a message loses it as soon as its value passes every rule, without waiting
   * for the blur that would check it: the player sees the fix work while typing, and the
   * message does not vanish under the pointer on the way to the submit button.
   */
  function clearOnceFixed() {
    if (!form.getFieldState(name).error) return;
    if (validateField(form.getValues(name), spec.rules, context).status !== 'passed') return;
    form.clearErrors(name);
    setStatus('passed');
  }

  function setShapedValue(target: HTMLInputElement | HTMLTextAreaElement, shaped: string) {
    if (shaped === target.value) return;
    target.value = shaped;
    form.setValue(name, shaped as PathValue<T, Path<T>>);
  }

  const error = form.getFieldState(name, form.formState).error?.message;
  // After a submit, a field without an error has passed even if no blur/change ran.
  const shownStatus: ValidationStatus = error ? 'failed' : form.formState.isSubmitted ? 'passed' : status;

  return {
    status: shownStatus,
    error,
    inputProps: {
      ...registration,
      inputMode: spec.mode === 'digit' ? ('numeric' as const) : spec.mode === 'number' ? ('decimal' as const) : undefined,
      'aria-invalid': shownStatus === 'failed' ? true : undefined,
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        edited.current = true;
        setShapedValue(event.target, shapeOnChange(event.target.value, spec));
        await registration.onChange(event);
        validateOn('change');
        clearOnceFixed();
      },
      onBlur: async (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setShapedValue(event.target, shapeOnBlur(event.target.value, spec));
        await registration.onBlur(event);
        if (edited.current) validateOn('blur');
      },
    },
  };
}
