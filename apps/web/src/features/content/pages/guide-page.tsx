import { GUIDE_TOPICS } from '@amigo/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useGuide } from '../api/list-guide.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';

/** The tab of /game/guide/:tabIndex?: an index into the topics, else the first tab. */
export function guideTabFrom(tabIndex: string | undefined): number {
  const index = Number(tabIndex ?? 0);
  return /^\d+$/.test(tabIndex ?? '0') && index < GUIDE_TOPICS.length ? index : 0;
}

interface GuidePageProps {
  title: string;
  tabIndex: string | undefined;
  tabPath: (index: number) => string;
  faqPath: string;
}

/** The player's guide: one tab per topic, addressed by `tabIndex` so every tab has its own URL. */
export function GuidePage(props: GuidePageProps) {
  return (
    <ContentBoundary>
      <GuideContent {...props} />
    </ContentBoundary>
  );
}

function GuideContent({ title, tabIndex, tabPath, faqPath }: GuidePageProps) {
  const { t } = useI18n('content');
  const pick = useLocalizedPicker();
  const selected = guideTabFrom(tabIndex);
  const topic = GUIDE_TOPICS[selected] ?? 'deposits';
  const query = useGuide({});
  const sections = query.data?.filter((section) => section.type === topic) ?? [];

  return (
    <article>
      <PageHeading title={title} icon="book">
        <p>{t('content:guide.lead')}</p>
      </PageHeading>
      <nav aria-label={t('content:guide.tabsLabel')} className="-mx-4 overflow-x-auto px-4 pb-1">
        <ul className="flex w-max gap-2">
          {GUIDE_TOPICS.map((name, index) => (
            <li key={name}>
              <Link
                to={tabPath(index)}
                replace
                preventScrollReset
                aria-current={index === selected ? 'page' : undefined}
                className={clsx(
                  'inline-block rounded-full border px-4 py-1.5 text-sm whitespace-nowrap',
                  index === selected
                    ? 'border-gold-400/70 bg-gold-400/15 font-semibold text-gold-200'
                    : 'border-line text-fg-muted hover:text-fg',
                )}
              >
                {t(`content:guide.topics.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="panel mt-5 max-w-3xl p-5 sm:p-7" aria-labelledby="guide-topic" data-testid="guide-topic">
        <h2 id="guide-topic" className="text-lg font-bold text-fg">
          {t(`content:guide.topics.${topic}`)}
        </h2>
        {query.isPending ? (
          <LoadingState className="min-h-32" />
        ) : query.isError ? (
          <div className="mt-4">
            <StateMessage icon="alert" onRetry={() => void query.refetch()} retryLabel={t('content:state.retry')}>
              {t('content:state.loadFailed')}
            </StateMessage>
          </div>
        ) : sections.length === 0 ? (
          <p className="mt-3 text-fg-muted">{t('content:state.empty')}</p>
        ) : (
          sections.map((section) => (
            <section key={section.id} className="mt-5 border-t border-line/70 pt-5 first-of-type:border-t-0 first-of-type:pt-0">
              <h3 className="font-bold text-gold-200">{pick(section, 'title')}</h3>
              <RichText html={pick(section, 'body')} className="mt-2" />
            </section>
          ))
        )}
        <Link
          to={`${faqPath}?topic=${topic}`}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 hover:text-gold-200"
        >
          <Icon name="help" className="size-4" />
          {t('content:guide.faqLink')}
        </Link>
      </section>
    </article>
  );
}
