import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons/icon.tsx';

/** The h1 of a page, with an optional icon and a lead paragraph. */
export function PageHeading({ title, icon, children }: { title: string; icon?: IconName; children?: ReactNode }) {
  return (
    <header className="mb-6 sm:mb-8">
      <h1 className="flex items-center gap-3 text-2xl leading-tight font-bold text-fg sm:text-3xl">
        {icon ? (
          <span className="flex size-10 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
            <Icon name={icon} className="size-5" />
          </span>
        ) : null}
        {title}
      </h1>
      {children ? <div className="mt-3 max-w-prose text-fg-muted">{children}</div> : null}
    </header>
  );
}
