import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';

const TONES = {
  info: 'border-violet-400/40 bg-violet-500/10',
  success: 'border-emerald-400/40 bg-emerald-500/10',
  warning: 'border-gold-400/50 bg-gold-400/10',
  danger: 'border-red-400/50 bg-red-500/10',
} as const;

/** A boxed message: the network warning, a result, a missing prerequisite. */
export function Notice({ tone, title, children }: { tone: keyof typeof TONES; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={clsx('flex gap-3 rounded-xl border p-4', TONES[tone])}>
      <Icon name={tone === 'success' ? 'check' : tone === 'info' ? 'info' : 'alert'} className="mt-0.5 size-5 text-gold-300" />
      <div className="min-w-0 flex-1 text-sm leading-relaxed text-fg-muted">
        {title ? <p className="mb-1 font-semibold text-fg">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
