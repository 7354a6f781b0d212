import clsx from 'clsx';
import { useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icon.tsx';

/** What a field hook (`useSchemaField`) gives a field: its message and the props for the <input>. */
export interface RuleField {
  error: string | undefined;
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur'> & {
    name: string;
    ref: (instance: HTMLInputElement | null) => void;
    onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
    onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  };
}

export const inputClass = clsx(
  'h-11 w-full min-w-0 rounded-xl border border-line bg-night-900/80 px-3.5 text-base text-fg',
  'placeholder:text-fg-subtle/70 transition-colors hover:border-violet-400/60',
  'focus-visible:border-gold-400 aria-[invalid=true]:border-danger',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export const labelClass = 'block text-sm font-medium text-fg-muted';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'inputMode' | 'children'
>;

export interface TextFieldProps extends NativeProps {
  id: string;
  label: ReactNode;
  field: RuleField;
  /** A short help text under the input, read with it by screen readers. */
  hint?: ReactNode;
  /** Something beside the input: a captcha picture, a send-code button. */
  addon?: ReactNode;
  /** Something under the input, before the message: the password-strength meter. */
  below?: ReactNode;
  /** Id of an element under the input that also describes it (e.g. the strength meter). */
  describedBy?: string | undefined;
  /** A password field with a show/hide button. */
  revealable?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * One labelled input of a form: the label is tied to the input, the message and the hint
 * describe it (aria-describedby), and aria-invalid follows the field's status, so a screen
 * reader hears the problem when the focus lands on the field.
 */
export function TextField({
  id,
  label,
  field,
  hint,
  addon,
  below,
  describedBy,
  revealable,
  required,
  type = 'text',
  className,
  inputMode,
  ...native
}: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [field.error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');
  const input = (
    <input
      id={id}
      type={revealable && revealed ? 'text' : type}
      className={clsx(inputClass, revealable && 'pr-12', className)}
      aria-required={required || undefined}
      {...native}
      {...field.inputProps}
      inputMode={inputMode ?? field.inputProps.inputMode}
      aria-describedby={described || undefined}
    />
  );
  return (
    <div>
      {/* The required mark stays outside the label, so the field's name is the label text alone. */}
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {required ? (
          <span className="text-sm text-gold-400" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="flex items-stretch gap-2">
        {revealable ? (
          <div className="relative min-w-0 flex-1">
            {input}
            <button
              type="button"
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-fg-subtle hover:text-fg"
              aria-label={revealed ? t('forms.hidePassword') : t('forms.showPassword')}
              aria-pressed={revealed}
              aria-controls={id}
              onClick={() => setRevealed((value) => !value)}
            >
              <Icon name={revealed ? 'eyeOff' : 'eye'} className="size-5" />
            </button>
          </div>
        ) : (
          <div className="min-w-0 flex-1">{input}</div>
        )}
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
      {below}
      {field.error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1 text-sm text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{field.error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label (which may hold a link) and its message. */
export function CheckboxField({ id, field, children }: { id: string; field: RuleField; children: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-gold-400"
          {...field.inputProps}
          inputMode={undefined}
          aria-describedby={field.error ? errorId : undefined}
        />
        <label htmlFor={id} className="text-sm leading-snug text-fg-muted">
          {children}
        </label>
      </div>
      {field.error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1 text-sm text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{field.error}</span>
        </p>
      ) : null}
    </div>
  );
}
