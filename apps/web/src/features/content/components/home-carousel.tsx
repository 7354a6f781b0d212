import type { TContentItem } from '@amigo/contract';
import clsx from 'clsx';
import { Suspense, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { useBanners } from '../api/list-banners.ts';
import { excerpt } from '../content-format.ts';

const AUTO_ADVANCE_MS = 6000;

/** The frame every slide shares: the image on top (mobile) or behind the caption (desktop). */
export const slideImageClass = 'aspect-[2/1] w-full object-cover md:aspect-[16/5]';
export const slideCaptionClass = clsx(
  'flex flex-col justify-center gap-2 p-4 md:absolute md:inset-y-0 md:left-0 md:max-w-xl md:p-10',
  'md:bg-gradient-to-r md:from-night-950/95 md:via-night-950/70 md:to-transparent',
);

/**
 * The home carousel: the hero first (rendered at once, it is the page's LCP image), then the
 * operator's banners. Slides sit in a scroll-snap row, so a swipe on a phone is the browser's
 * own scrolling; buttons, dots and a 6-second auto-advance drive the same row. Auto-advance
 * stops while the pointer or focus is inside, when the visitor pauses it, and for visitors who
 * ask for reduced motion (WCAG 2.2.2).
 */
export function HomeCarousel({ hero, labelledBy }: { hero: ReactNode; labelledBy: string }) {
  // The banners are drawn as a transition (useDeferredValue): React builds it in slices between frames,
  // not inside the query's synchronous update (Total Blocking Time on a phone).
  const list = useDeferredValue(useBanners({ position: 'home' }).data) ?? [];
  const scroller = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = list.length + 1;

  const goTo = useCallback(
    (next: number) => {
      const element = scroller.current;
      if (!element) return;
      const target = (next + count) % count;
      element.scrollTo({ left: target * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (paused || hovered || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => goTo(index + 1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, reducedMotion, count, index, goTo]);

  return (
    <section
      aria-labelledby={labelledBy}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <ul
        ref={scroller}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onScroll={(event) => {
          const element = event.currentTarget;
          setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        data-testid="home-carousel"
      >
        <li className="relative w-full shrink-0 snap-start">{hero}</li>
        {list.map((banner) => (
          <li key={banner.id} className="relative w-full shrink-0 snap-start" data-testid="banner-slide">
            <BannerSlide banner={banner} />
          </li>
        ))}
      </ul>
      {/* On phones the controls sit below the slides: their height is kept from the first paint, so the
          banners and the catalogue arriving later shift nothing (CLS). */}
      <div className="min-h-[3.25rem] md:min-h-0">
        {count > 1 ? (
          <Suspense fallback={null}>
            <CarouselControls
              count={count}
              index={index}
              paused={paused}
              onGo={goTo}
              onTogglePause={() => setPaused((value) => !value)}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

function BannerSlide({ banner }: { banner: TContentItem }) {
  const pick = useLocalizedPicker();
  const title = pick(banner, 'title');
  return (
    <>
      {banner.imageUrl ? (
        <img src={banner.imageUrl} alt="" width={1600} height={800} loading="lazy" decoding="async" className={slideImageClass} />
      ) : null}
      <div className={slideCaptionClass}>
        <h2 className="text-xl font-black text-fg sm:text-3xl">{title}</h2>
        <p className="text-sm text-fg-muted sm:text-base">{excerpt(pick(banner, 'body'), 80)}</p>
        {banner.linkUrl ? (
          <AppLink
            to={banner.linkUrl}
            className="mt-1 inline-flex items-center gap-1 self-start rounded-full bg-gold-400 px-4 py-1.5 text-sm font-semibold text-night-950 hover:bg-gold-300"
          >
            {title}
            <Icon name="chevronRight" className="size-4" />
          </AppLink>
        ) : null}
      </div>
    </>
  );
}

function CarouselControls({
  count,
  index,
  paused,
  onGo,
  onTogglePause,
}: {
  count: number;
  index: number;
  paused: boolean;
  onGo: (index: number) => void;
  onTogglePause: () => void;
}) {
  const { t } = useI18n('content');
  const round =
    'flex size-9 items-center justify-center rounded-full bg-night-950/80 text-fg ring-1 ring-line hover:text-gold-200';
  return (
    <div className="mx-auto flex max-w-6xl items-center justify-center gap-3 px-4 py-2 md:absolute md:inset-x-0 md:bottom-3 md:justify-end">
      <p className="sr-only" aria-live="polite">
        {t('content:carousel.position', { index: index + 1, count })}
      </p>
      <button type="button" className={round} onClick={() => onGo(index - 1)} aria-label={t('content:carousel.previous')}>
        <Icon name="chevronLeft" className="size-5" />
      </button>
      <ol className="flex items-center gap-1">
        {Array.from({ length: count }, (_, dot) => (
          <li key={dot}>
            <button
              type="button"
              onClick={() => onGo(dot)}
              aria-label={t('content:carousel.goTo', { index: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={clsx('block h-2 rounded-full transition-all', dot === index ? 'w-5 bg-gold-300' : 'w-2 bg-fg-subtle')}
              />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={round} onClick={() => onGo(index + 1)} aria-label={t('content:carousel.next')}>
        <Icon name="chevronRight" className="size-5" />
      </button>
      <button
        type="button"
        className={round}
        onClick={onTogglePause}
        aria-label={paused ? t('content:carousel.play') : t('content:carousel.pause')}
        aria-pressed={paused}
      >
        <Icon name={paused ? 'play' : 'pause'} className="size-4" />
      </button>
    </div>
  );
}
