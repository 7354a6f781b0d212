import { Suspense } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** The box on the responsible-gaming policy pages that leads to the member's own limits. */
export function SetLimitsCallout({ to }: { to: string }) {
  return (
    <Suspense fallback={null}>
      <Callout to={to} />
    </Suspense>
  );
}

function Callout({ to }: { to: string }) {
  const { t } = useI18n('responsible');
  return (
    <aside
      aria-labelledby="set-limits-title"
      className="panel mt-6 flex max-w-prose flex-col gap-3 border-gold-400/50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="set-limits-callout"
    >
      <div>
        <h2 id="set-limits-title" className="flex items-center gap-2 font-bold text-fg">
          <Icon name="heart" className="size-5 text-gold-300" />
          {t('responsible:policy.title')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-fg-muted">{t('responsible:policy.body')}</p>
      </div>
      <Link to={to} className={buttonClass('primary', 'md', 'shrink-0')}>
        {t('responsible:policy.link')}
      </Link>
    </aside>
  );
}
