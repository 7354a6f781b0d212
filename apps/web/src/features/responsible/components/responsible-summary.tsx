import { Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/async-states.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useResponsibleStatus } from '../api/get-responsible-status.ts';

/** The account settings page's "Responsible gaming" section: where things stand, and the way to the page. */
export function ResponsibleSummary({ to }: { to: string }) {
  return (
    <Suspense fallback={<LoadingState className="min-h-16" />}>
      <Summary to={to} />
    </Suspense>
  );
}

function Summary({ to }: { to: string }) {
  const { t, language } = useI18n('responsible');
  const status = useResponsibleStatus();
  const data = status.data;
  const limitsInForce = data?.limits.filter((limit) => limit.amount !== null).length ?? 0;
  return (
    <div className="grid gap-4" data-testid="responsible-summary">
      <p className="max-w-prose text-sm leading-relaxed text-fg-muted">{t('responsible:summary.description')}</p>
      {data ? (
        <ul className="grid gap-1 text-sm text-fg">
          {data.block ? (
            <li className="font-semibold text-red-200">
              {t(`responsible:block.active.${data.block.kind}`)}
              {data.block.until ? ` — ${formatDateTimeIn(data.block.until, language)}` : ''}
            </li>
          ) : null}
          <li>
            {limitsInForce > 0
              ? t('responsible:summary.limitsSet', { number: limitsInForce })
              : t('responsible:summary.limitsNone')}
          </li>
          <li>
            {data.realityCheckMinutes === null
              ? t('responsible:summary.realityOff')
              : t('responsible:summary.realityOn', { minutes: data.realityCheckMinutes })}
          </li>
        </ul>
      ) : null}
      <div>
        <Link to={to} className={buttonClass('secondary', 'md')}>
          {t('responsible:summary.open')}
        </Link>
      </div>
    </div>
  );
}
