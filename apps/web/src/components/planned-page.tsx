import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons/icon.tsx';
import { PageHeading } from './page-heading.tsx';

interface PlannedPageProps {
  title: string;
  /** What the page will offer once its feature ships, in the reader's language. */
  description: string;
  icon?: IconName;
  children?: ReactNode;
}

/**
 * A page whose feature ships in a later release: its real title and a plain statement of
 * what it will hold. Deliberately no sample figures or lists that could be taken for data.
 */
export function PlannedPage({ title, description, icon, children }: PlannedPageProps) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeading title={title} icon={icon} />
      <section className="panel max-w-3xl p-5 sm:p-7" aria-labelledby="planned-notice">
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-violet-500/20 px-3 py-1 text-xs font-semibold text-violet-400 ring-1 ring-violet-400/40">
          <Icon name="clock" className="size-3.5" />
          <span id="planned-notice">{t('planned.badge')}</span>
        </p>
        <p className="max-w-prose leading-relaxed text-fg-muted">{description}</p>
        {children}
      </section>
    </article>
  );
}
