import clsx from 'clsx';

/** Chips that filter a list by type (radio semantics: one is chosen). */
export function TypeFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: Array<{ value: T | undefined; label: string }>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(option.value)}
            className={clsx(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm whitespace-nowrap transition-colors',
              checked
                ? 'border-gold-400/70 bg-gold-400/15 font-semibold text-gold-200'
                : 'border-line text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
