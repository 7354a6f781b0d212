import clsx from 'clsx';
import { useId } from 'react';

/** The Amigo Hall mark: a gold coin with a star, and the name. The name is the brand in every language. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  // The gradient needs an id; header and footer both show the logo, so it must be unique.
  const gradientId = useId();
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 40 40" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fbe9ae" />
            <stop offset="0.55" stopColor="#f2c14e" />
            <stop offset="1" stopColor="#b9821a" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="18" fill={`url(#${gradientId})`} />
        <circle cx="20" cy="20" r="14" fill="none" stroke="#8a5f0c" strokeWidth="1.5" strokeDasharray="2 2.2" />
        <path d="m20 10.5 2.9 5.9 6.5.9-4.7 4.6 1.1 6.4L20 25.3l-5.8 3 1.1-6.4-4.7-4.6 6.5-.9z" fill="#5a3a06" />
      </svg>
      <span className={clsx('leading-none font-extrabold tracking-tight', compact ? 'text-lg' : 'text-xl')}>
        <span className="text-gold-gradient">Amigo</span> <span className="text-fg">Hall</span>
      </span>
    </span>
  );
}
