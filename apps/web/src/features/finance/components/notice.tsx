import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';

const TONES = {
  info: 'border-violet-400/40 bg-violet-500/10',
  success: 'border-emerald-400/40 bg-emerald-500/10',
  warning: 'border-gold-400/50 bg-gold-400/10',
  danger: 'border-red-400/50 bg-red-500/10',
} as const;

const ICONS: Record<keyof typeof TONES, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };
const ICON_COLOURS = { info: 'text-violet-400', success: 'text-emerald-300', warning: 'text-gold-300', danger: 'text-danger' };

/** A boxed message: the deposit note, a result, a missing prerequisite. */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('flex gap-3 rounded-xl border p-4', TONES[tone], className)}>
      <Icon name={ICONS[tone]} className={clsx('mt-0.5 size-5', ICON_COLOURS[tone])} />
      <div className="min-w-0 flex-1 text-sm leading-relaxed text-fg-muted">
        {title ? <p className="font-semibold text-fg">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
