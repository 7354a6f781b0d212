import type { PROMOTION_TYPES } from '@amigo/contract';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { usePromotions } from '../api/list-promotions.ts';
import { formatWindow } from '../content-format.ts';
import { ContentBoundary } from './content-boundary.tsx';
import { ContentCard } from './content-card.tsx';

/**
 * Room kept for the promotions while they load: what follows them stays put instead of being
 * pushed down the screen when they arrive (layout shift).
 */
const placeholder = <div className="mt-12 min-h-96" aria-hidden="true" />;

/** The home page's promotions: the first four, each a card to its detail. */
export function HomePromotions({ promotionPath }: { promotionPath: string }) {
  return (
    <ContentBoundary fallback={placeholder}>
      <Promotions promotionPath={promotionPath} />
    </ContentBoundary>
  );
}

function Promotions({ promotionPath }: { promotionPath: string }) {
  const { t, i18n } = useI18n('content');
  const query = usePromotions({ pageNum: 1, pageSize: 4 });
  // The cards are drawn as a transition (useDeferredValue): React builds it in slices between frames,
  // not inside the query's synchronous update (Total Blocking Time on a phone).
  const data = useDeferredValue(query.data);
  if (data === undefined) return query.isError ? null : placeholder;
  const promotions = data.list;
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" className="mt-12">
      <div className="flex items-end justify-between gap-3">
        <h2 id="home-promotions" className="text-xl font-bold text-fg sm:text-2xl">
          {t('content:home.promotions')}
        </h2>
        <Link to={promotionPath} className="text-sm font-semibold text-gold-300 hover:text-gold-200">
          {t('content:state.seeAll')}
        </Link>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-promotions">
        {promotions.map((item) => (
          <li key={item.id}>
            <ContentCard
              item={item}
              to={`${promotionPath}?id=${item.id}`}
              headingLevel="h3"
              typeLabel={t(`content:promotion.types.${item.type as (typeof PROMOTION_TYPES)[number]}`)}
              meta={formatWindow(item, i18n.language, t)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
