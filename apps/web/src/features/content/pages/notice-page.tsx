import { NOTICE_TYPES, type TContentItem } from '@amigo/contract';
import { Link, useSearchParams } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useNotice } from '../api/get-notice.ts';
import { useNotices } from '../api/list-notices.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';
import { ContentDetail } from '../components/content-detail.tsx';
import { TypeFilter } from '../components/type-filter.tsx';
import { formatDay, idFrom, pageFrom, pagesOf } from '../content-format.ts';

type NoticeType = (typeof NOTICE_TYPES)[number];
const PAGE_SIZE = 10;

/** /game/notice: the list (by type, paged); `?id=` opens one notice. Filters, page and item live in the address. */
export function NoticePage({ title }: { title: string }) {
  return (
    <ContentBoundary>
      <NoticeContent title={title} />
    </ContentBoundary>
  );
}

function NoticeContent({ title }: { title: string }) {
  const { t } = useI18n('content');
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  return (
    <article>
      <PageHeading title={title} icon="megaphone">
        <p>{t('content:notice.lead')}</p>
      </PageHeading>
      {id ? <NoticeDetail id={id} /> : <NoticeList />}
    </article>
  );
}

function NoticeDetail({ id }: { id: string }) {
  const { t } = useI18n('content');
  const query = useNotice({ id });
  return (
    <ContentDetail query={query} listPath="/game/notice" typeLabel={(type) => t(`content:notice.types.${type as NoticeType}`)} />
  );
}

function NoticeList() {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = (NOTICE_TYPES as readonly string[]).includes(typeParam ?? '') ? (typeParam as NoticeType) : undefined;
  const page = pageFrom(params.get('page'));
  const query = useNotices({ pageNum: page, pageSize: PAGE_SIZE, type });

  const update = (next: { type?: NoticeType | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const nextType = 'type' in next ? next.type : type;
    if (nextType) search.set('type', nextType);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <TypeFilter
        label={t('content:state.filterLabel')}
        value={type}
        options={[
          { value: undefined, label: t('content:state.all') },
          ...NOTICE_TYPES.map((value) => ({ value, label: t(`content:notice.types.${value}`) })),
        ]}
        onChange={(value) => update({ type: value })}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <StateMessage icon="alert" onRetry={() => void query.refetch()} retryLabel={t('content:state.retry')}>
          {t('content:state.loadFailed')}
        </StateMessage>
      ) : query.data.list.length === 0 ? (
        <StateMessage>{t('content:state.empty')}</StateMessage>
      ) : (
        <ul className="panel divide-y divide-line/70" data-testid="notice-list">
          {query.data.list.map((notice: TContentItem) => (
            <li key={notice.id}>
              <Link
                to={`/game/notice?id=${notice.id}`}
                className="flex flex-col gap-1 px-4 py-4 transition-colors hover:bg-white/5 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
              >
                <span className="flex shrink-0 items-center gap-2 text-xs text-fg-subtle sm:w-52">
                  <span className="rounded-full bg-violet-500/20 px-2 py-0.5 font-semibold text-violet-400 ring-1 ring-violet-400/40">
                    {t(`content:notice.types.${notice.type as NoticeType}`)}
                  </span>
                  <time dateTime={notice.startAt}>{formatDay(notice.startAt, i18n.language)}</time>
                </span>
                <span className="font-medium text-fg">{pick(notice, 'title')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pager
          page={page}
          pages={pagesOf(query.data.total, PAGE_SIZE)}
          onPage={(next) => update({ page: next })}
          variant="compact"
        />
      ) : null}
    </>
  );
}
