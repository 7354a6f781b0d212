import type { ACTIVITY_TYPES } from '@amigo/contract';
import { useSearchParams } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useActivities } from '../api/list-activities.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';
import { formatWindow, pageFrom, pagesOf } from '../content-format.ts';

type ActivityType = (typeof ACTIVITY_TYPES)[number];
const PAGE_SIZE = 10;

/** /activity: the hall's events, each in full (they are short), paged. */
export function ActivityPage({ title }: { title: string }) {
  return (
    <ContentBoundary>
      <ActivityContent title={title} />
    </ContentBoundary>
  );
}

function ActivityContent({ title }: { title: string }) {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useActivities({ pageNum: page, pageSize: PAGE_SIZE });
  const pages = query.data ? pagesOf(query.data.total, PAGE_SIZE) : 1;

  return (
    <article>
      <PageHeading title={title} icon="sparkles">
        <p>{t('content:activity.lead')}</p>
      </PageHeading>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <StateMessage icon="alert" onRetry={() => void query.refetch()} retryLabel={t('content:state.retry')}>
          {t('content:state.loadFailed')}
        </StateMessage>
      ) : query.data.list.length === 0 ? (
        <StateMessage>{t('content:state.empty')}</StateMessage>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2" data-testid="activity-list">
          {query.data.list.map((item) => (
            <li key={item.id} className="panel overflow-hidden">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  width={1200}
                  height={600}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-cover"
                />
              ) : null}
              <div className="p-5">
                <p className="flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
                  <span className="rounded-full bg-gold-400/15 px-2.5 py-0.5 font-semibold text-gold-300 ring-1 ring-gold-400/40">
                    {t(`content:activity.types.${item.type as ActivityType}`)}
                  </span>
                  {formatWindow(item, i18n.language, t)}
                </p>
                <h2 className="mt-2 text-lg font-bold text-fg">{pick(item, 'title')}</h2>
                <RichText html={pick(item, 'body')} className="mt-2 text-sm" />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
        variant="compact"
      />
    </article>
  );
}
