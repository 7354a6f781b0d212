import clsx from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/icon.tsx';
import { Button } from './ui/button.tsx';

type Step = 'previous' | 'next';

/**
 * Previous / next with "page n of m"; nothing when everything fits on one page.
 * `labelled` (lists and records): buttons with words, spread across the width. `compact`
 * (content lists): arrow buttons named for screen readers, centred around the position.
 * The position is announced when it changes. When the button just pressed becomes disabled
 * (the first or last page), the focus moves to the other one instead of being lost, unless
 * `onPage` has put it somewhere else (a results heading).
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  variant = 'labelled',
  className = variant === 'compact' ? 'mt-6' : 'mt-4',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The name of the navigation landmark ("ゲーム履歴のページ"); a generic one without it. */
  label?: string;
  variant?: 'labelled' | 'compact';
  className?: string;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const pressed = useRef<Step | null>(null);

  useLayoutEffect(() => {
    const step = pressed.current;
    pressed.current = null;
    const root = nav.current;
    if (!step || !root) return;
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active)) return;
    const button = (which: Step) => root.querySelector<HTMLButtonElement>(`[data-pager="${which}"]`);
    const same = button(step);
    if (same && !same.disabled) {
      if (active !== same) same.focus();
      return;
    }
    button(step === 'next' ? 'previous' : 'next')?.focus();
  }, [page]);

  if (pages <= 1) return null;
  const go = (step: Step) => {
    pressed.current = step;
    onPage(step === 'next' ? page + 1 : page - 1);
  };
  const previous = t('pager.previous');
  const next = t('pager.next');
  const position = t('pager.position', { page, pages });
  const compact = variant === 'compact';
  return (
    <nav
      ref={nav}
      aria-label={label ?? t('pager.nav')}
      className={clsx('flex items-center gap-3', compact ? 'justify-center' : 'flex-wrap justify-between', className)}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => go('previous')}
        aria-label={compact ? previous : undefined}
        data-pager="previous"
      >
        <Icon name={compact ? 'chevronLeft' : 'arrowLeft'} className="size-4" />
        {compact ? null : previous}
      </Button>
      <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
        {position}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => go('next')}
        aria-label={compact ? next : undefined}
        data-pager="next"
      >
        {compact ? null : next}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}
