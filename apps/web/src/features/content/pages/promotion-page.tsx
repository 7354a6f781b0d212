import { PROMOTION_TYPES } from '@amigo/contract';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { usePromotions } from '../api/list-promotions.ts';
import { ContentBoundary } from '../components/content-boundary.tsx';
import { ContentCard } from '../components/content-card.tsx';
import { ContentDetail } from '../components/content-detail.tsx';
import { TypeFilter } from '../components/type-filter.tsx';
import { formatWindow, idFrom, pageFrom, pagesOf } from '../content-format.ts';

type PromotionType = (typeof PROMOTION_TYPES)[number];
const PAGE_SIZE = 12;

/** /game/promotion: promotions as cards (by type, paged); `?id=` opens one. */
export function PromotionPage({ title, depositPath }: { title: string; depositPath: string }) {
  return (
    <ContentBoundary>
      <PromotionContent title={title} depositPath={depositPath} />
    </ContentBoundary>
  );
}

function PromotionContent({ title, depositPath }: { title: string; depositPath: string }) {
  const { t } = useI18n('content');
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  return (
    <article>
      <PageHeading title={title} icon="gift">
        <p>{t('content:promotion.lead')}</p>
      </PageHeading>
      {id ? <PromotionDetail id={id} depositPath={depositPath} /> : <PromotionList />}
    </article>
  );
}

function PromotionDetail({ id, depositPath }: { id: string; depositPath: string }) {
  const { t } = useI18n('content');
  const query = usePromotion({ id });
  return (
    <ContentDetail
      query={query}
      listPath="/game/promotion"
      typeLabel={(type) => t(`content:promotion.types.${type as PromotionType}`)}
      footer={(item) => (
        <AppLink to={item.linkUrl ?? depositPath} className={buttonClass('primary', 'lg')}>
          {t('content:promotion.join')}
        </AppLink>
      )}
    />
  );
}

function PromotionList() {
  const { t, i18n } = useI18n('content');
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = (PROMOTION_TYPES as readonly string[]).includes(typeParam ?? '') ? (typeParam as PromotionType) : undefined;
  const page = pageFrom(params.get('page'));
  const query = usePromotions({ pageNum: page, pageSize: PAGE_SIZE, type });

  const update = (next: { type?: PromotionType | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const nextType = 'type' in next ? next.type : type;
    if (nextType) search.set('type', nextType);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search, { replace: true, preventScrollReset: true });
  };
  const pages = query.data ? pagesOf(query.data.total, PAGE_SIZE) : 1;

  return (
    <>
      <TypeFilter
        label={t('content:state.filterLabel')}
        value={type}
        options={[
          { value: undefined, label: t('content:state.all') },
          ...PROMOTION_TYPES.map((value) => ({ value, label: t(`content:promotion.types.${value}`) })),
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
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-list">
          {query.data.list.map((item) => (
            <li key={item.id}>
              <ContentCard
                item={item}
                to={`/game/promotion?id=${item.id}`}
                typeLabel={t(`content:promotion.types.${item.type as PromotionType}`)}
                meta={formatWindow(item, i18n.language, t)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(next) => update({ page: next })} variant="compact" />
    </>
  );
}
