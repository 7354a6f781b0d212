import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useResponsibleStatus } from '../api/get-responsible-status.ts';
import { ActiveBlockBanner } from '../components/active-block-banner.tsx';
import { BlockSection } from '../components/block-section.tsx';
import { LimitRules, LimitSection } from '../components/limit-section.tsx';
import { RealityCheckSection } from '../components/reality-check-section.tsx';

const SECTIONS = ['deposit-limits', 'loss-limits', 'reality-check', 'cool-off', 'self-exclusion'] as const;

/**
 * /user/responsible-gaming (issue 11): deposit and loss limits per day, week and month (with
 * what is used and any raise waiting its 24 hours), the reality-check interval, and a cool-off
 * or self-exclusion behind a confirm step. A block in force is shown first, above everything.
 */
export function ResponsibleGamingPage({ title, policyPath }: { title: string; policyPath: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <ResponsibleGamingContent title={title} policyPath={policyPath} />
    </Suspense>
  );
}

function ResponsibleGamingContent({ title, policyPath }: { title: string; policyPath: string }) {
  const { t } = useI18n('responsible');
  const status = useResponsibleStatus();
  const bannerHeading = useRef<HTMLHeadingElement>(null);
  const sectionTitles: Record<(typeof SECTIONS)[number], string> = {
    'deposit-limits': t('responsible:limits.depositTitle'),
    'loss-limits': t('responsible:limits.lossTitle'),
    'reality-check': t('responsible:realityCheck.title'),
    'cool-off': t('responsible:block.coolOffTitle'),
    'self-exclusion': t('responsible:block.selfExclusionTitle'),
  };

  let body;
  if (status.isPending) {
    body = <LoadingState />;
  } else if (!status.data) {
    body = (
      <StateMessage icon="alert" onRetry={() => void status.refetch()} retryLabel={t('responsible:page.retry')}>
        {t('responsible:page.loadFailed')}
      </StateMessage>
    );
  } else {
    const { limits, realityCheckMinutes, block } = status.data;
    body = (
      <div className="flex flex-col gap-6">
        {block ? <ActiveBlockBanner block={block} headingRef={bannerHeading} /> : null}
        <nav aria-label={t('responsible:page.sections')}>
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex rounded-full border border-line px-3 py-1 text-sm text-fg-muted hover:border-gold-400/60 hover:text-fg"
                >
                  {sectionTitles[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LimitRules />
        <LimitSection kind="deposit" limits={limits} />
        <LimitSection kind="loss" limits={limits} />
        <RealityCheckSection minutes={realityCheckMinutes} />
        <div className="grid gap-6 lg:grid-cols-2">
          <BlockSection kind="cool_off" block={block} onStarted={() => bannerHeading.current?.focus()} />
          <BlockSection kind="self_exclusion" block={block} onStarted={() => bannerHeading.current?.focus()} />
        </div>
      </div>
    );
  }

  return (
    <article>
      <PageHeading title={title} icon="heart">
        <p>{t('responsible:page.lead')}</p>
        <p className="mt-2 text-sm">
          <Link to={policyPath} className="text-gold-300 underline-offset-4 hover:underline">
            {t('responsible:page.policyLink')}
          </Link>
        </p>
      </PageHeading>
      {body}
    </article>
  );
}
