import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card: a real radio input (arrow keys move between
 * options, the label is its name), with the card showing checked and focus states.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  aside,
  testId,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  testId?: string;
  /** Shown but not choosable (the description says why). */
  disabled?: boolean;
}) {
  return (
    <label
      className={clsx(
        'flex min-w-0 items-start gap-3 rounded-xl border p-3.5 transition-colors',
        disabled ? 'cursor-not-allowed opacity-80' : 'cursor-pointer',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300',
        checked
          ? 'border-gold-400 bg-gold-400/10'
          : clsx('border-line bg-night-900/50', !disabled && 'hover:border-violet-400/60'),
      )}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="mt-1 size-4 shrink-0 accent-gold-400"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-fg-subtle">{description}</span> : null}
      </span>
      {aside}
    </label>
  );
}
