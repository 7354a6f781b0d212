import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useNotices } from '../api/list-notices.ts';
import { formatDay } from '../content-format.ts';
import { ContentBoundary } from './content-boundary.tsx';

const TICK_MS = 5000;

/**
 * The home page's notice ticker: the five latest notices, one at a time, each a link to its
 * detail. It changes every five seconds unless paused, hovered, focused or the visitor asks
 * for reduced motion; changes are not announced (they would interrupt a screen reader).
 */
export function NoticeTicker({ noticePath }: { noticePath: string }) {
  return (
    <ContentBoundary fallback={<div className="h-12" />}>
      <Ticker noticePath={noticePath} />
    </ContentBoundary>
  );
}

function Ticker({ noticePath }: { noticePath: string }) {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  // The list is drawn as a transition (useDeferredValue): React builds it in slices between frames,
  // not inside the query's synchronous update (Total Blocking Time on a phone).
  const notices = useDeferredValue(useNotices({ pageNum: 1, pageSize: 5 }).data)?.list ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (paused || holding || reducedMotion || notices.length < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % notices.length), TICK_MS);
    return () => window.clearInterval(timer);
  }, [paused, holding, reducedMotion, notices.length]);

  const notice = notices[index % Math.max(1, notices.length)];
  return (
    <section
      aria-labelledby="home-notices"
      className="panel flex h-12 items-center gap-3 px-3 sm:px-4"
      onPointerEnter={() => setHolding(true)}
      onPointerLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
      data-testid="notice-ticker"
    >
      <h2 id="home-notices" className="flex shrink-0 items-center gap-1.5 text-sm font-bold text-gold-300">
        <Icon name="megaphone" className="size-5" />
        <span className="max-sm:sr-only">{t('content:home.notices')}</span>
      </h2>
      <div className="min-w-0 flex-1">
        {notice ? (
          <Link
            key={notice.id}
            to={`${noticePath}?id=${notice.id}`}
            className="flex animate-fade-in items-baseline gap-2 truncate text-sm text-fg hover:text-gold-200"
          >
            <time dateTime={notice.startAt} className="shrink-0 text-xs text-fg-subtle max-sm:hidden">
              {formatDay(notice.startAt, i18n.language)}
            </time>
            <span className="truncate">{pick(notice, 'title')}</span>
          </Link>
        ) : null}
      </div>
      {notices.length > 1 ? (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          aria-label={paused ? t('content:home.playTicker') : t('content:home.pauseTicker')}
          className="flex size-8 shrink-0 items-center justify-center rounded-full text-fg-muted hover:text-fg"
        >
          <Icon name={paused ? 'play' : 'pause'} className="size-4" />
        </button>
      ) : null}
      <Link to={noticePath} className="shrink-0 text-xs font-semibold text-gold-300 hover:text-gold-200">
        {t('content:state.seeAll')}
      </Link>
    </section>
  );
}
