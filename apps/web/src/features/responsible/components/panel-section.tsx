import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';

/** One block of the responsible-gaming page: a panel with its own heading (h2), reachable by #id. */
export function PanelSection({
  id,
  title,
  icon,
  description,
  children,
}: {
  id: string;
  title: string;
  icon: IconName;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="panel scroll-mt-32 p-5 sm:p-6" data-testid={id}>
      <h2 id={`${id}-title`} className="flex items-center gap-2.5 text-lg font-bold text-fg">
        <Icon name={icon} className="size-5 text-gold-300" />
        {title}
      </h2>
      {description ? <p className="mt-1.5 max-w-prose text-sm leading-relaxed text-fg-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
