import { GUIDE_TOPICS, type TContentItem } from '@amigo/contract';
import { useDeferredValue, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useFaq } from '../api/list-faq.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';
import { TypeFilter } from '../components/type-filter.tsx';
import { excerpt } from '../content-format.ts';

type Topic = (typeof GUIDE_TOPICS)[number];
const MAX_QUERY = 60;

/** Width-insensitive, case-insensitive matching (NFKC folds full-width letters and half-width kana). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** /game/guide/faq: every question as an accordion entry, searchable; topic and search words live in the address. */
export function FaqPage({ title }: { title: string }) {
  return (
    <ContentBoundary>
      <FaqContent title={title} />
    </ContentBoundary>
  );
}

function FaqContent({ title }: { title: string }) {
  const { t } = useI18n('content');
  const pick = useLocalizedPicker();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const topicParam = params.get('topic');
  const topic = (GUIDE_TOPICS as readonly string[]).includes(topicParam ?? '') ? (topicParam as Topic) : undefined;
  const search = (params.get('q') ?? '').slice(0, MAX_QUERY);
  const deferred = useDeferredValue(search);
  const query = useFaq({});

  const entries = useMemo(() => {
    const words = normalizeSearch(deferred).split(' ').filter(Boolean);
    return (query.data ?? [])
      .filter((entry) => !topic || entry.type === topic)
      .filter((entry) => {
        if (words.length === 0) return true;
        const text = normalizeSearch(`${pick(entry, 'title')} ${excerpt(pick(entry, 'body'), 10_000)}`);
        return words.every((word) => text.includes(word));
      });
  }, [query.data, topic, deferred, pick]);

  const update = (next: { topic?: Topic | undefined; q?: string }) => {
    const search = new URLSearchParams(params);
    if ('topic' in next) {
      if (next.topic) search.set('topic', next.topic);
      else search.delete('topic');
    }
    if (next.q !== undefined) {
      if (next.q) search.set('q', next.q);
      else search.delete('q');
    }
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <article>
      <PageHeading title={title} icon="help">
        <p>{t('content:faq.lead')}</p>
      </PageHeading>
      <div className="mb-4 max-w-3xl">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-fg">
          {t('content:faq.search')}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-subtle" />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={MAX_QUERY}
            placeholder={t('content:faq.searchHint')}
            onChange={(event) => update({ q: event.target.value })}
            className="h-11 w-full rounded-xl border border-line bg-night-900/70 pr-3 pl-10 text-fg placeholder:text-fg-subtle focus:border-gold-400 focus:outline-none"
          />
        </div>
      </div>
      <TypeFilter
        label={t('content:faq.topicsLabel')}
        value={topic}
        options={[
          { value: undefined, label: t('content:state.all') },
          ...GUIDE_TOPICS.map((value) => ({ value, label: t(`content:guide.topics.${value}`) })),
        ]}
        onChange={(value) => update({ topic: value })}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <StateMessage icon="alert" onRetry={() => void query.refetch()} retryLabel={t('content:state.retry')}>
          {t('content:state.loadFailed')}
        </StateMessage>
      ) : (
        <div className="max-w-3xl">
          <p className="mb-3 text-sm text-fg-subtle" role="status" aria-live="polite">
            {entries.length === 0 && search
              ? t('content:faq.noResults', { query: search })
              : t('content:faq.results', { count: entries.length })}
          </p>
          <FaqList entries={entries} pick={pick} topicLabel={(topic) => t(`content:guide.topics.${topic as Topic}`)} />
        </div>
      )}
    </article>
  );
}

function FaqList({
  entries,
  pick,
  topicLabel,
}: {
  entries: TContentItem[];
  pick: (item: object, field: string) => string;
  topicLabel: (topic: string) => string;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="faq-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {/* Native details/summary: keyboard, screen readers and find-in-page work without script. */}
          <details className="group panel overflow-hidden">
            <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-3.5 font-medium text-fg hover:bg-white/5 [&::-webkit-details-marker]:hidden">
              <span className="mt-0.5 shrink-0 text-xs font-semibold text-gold-300">{topicLabel(entry.type)}</span>
              <span className="flex-1">{pick(entry, 'title')}</span>
              <Icon
                name="chevronDown"
                className="mt-0.5 size-5 shrink-0 text-fg-subtle transition-transform group-open:rotate-180"
              />
            </summary>
            <RichText html={pick(entry, 'body')} className="border-t border-line/70 px-4 py-3.5 text-sm" />
          </details>
        </li>
      ))}
    </ul>
  );
}
