import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import type { NavItem } from '../../../components/section-nav.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { openAuthDialog } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { hasUserInfo, useSession } from '../../../lib/session/session-store.ts';

/** The hero picture (public/hero): preloaded by index.html with the same srcset and sizes, so keep the three in step. */
export const HERO_IMAGE = {
  src: '/hero/hall-hero-800.webp',
  srcSet: '/hero/hall-hero-800.webp 800w, /hero/hall-hero-1600.webp 1600w',
  sizes: '100vw',
} as const;

interface HomePageProps {
  gameHallPath: string;
  userCenterPath: string;
  /** Shortcuts to the other sections (from the game menu). */
  shortcuts: NavItem[];
  /** The carousel around the hero: given the hero slide and the id of the heading that names it. */
  carousel: (hero: ReactNode, labelledBy: string) => ReactNode;
  ticker: ReactNode;
  promotions: ReactNode;
  /**
   * Popular / new games (SPEC §7 game/query/pop/new and latest/new). SLOT for the game hall
   * feature (features/games): pass its section from app/router/route-elements.tsx HomeRoute.
   * Until it is passed, the line-up note stands here.
   */
  games?: ReactNode;
}

const HIGHLIGHTS: Array<{ key: 'fair' | 'languages' | 'responsible'; icon: IconName }> = [
  { key: 'fair', icon: 'shield' },
  { key: 'languages', icon: 'globe' },
  { key: 'responsible', icon: 'heart' },
];

export function HomePage({ gameHallPath, userCenterPath, shortcuts, carousel, ticker, promotions, games }: HomePageProps) {
  const { t } = useTranslation();
  const loggedIn = hasUserInfo(useSession());

  // The LCP element: sized (no layout shift), eager, high priority and preloaded by index.html.
  const hero = (
    <>
      <img
        src={HERO_IMAGE.src}
        srcSet={HERO_IMAGE.srcSet}
        sizes={HERO_IMAGE.sizes}
        width={1600}
        height={800}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="aspect-[2/1] w-full object-cover md:aspect-[16/5]"
        data-testid="home-hero-image"
      />
      <div className="flex flex-col justify-center gap-3 p-4 md:absolute md:inset-y-0 md:left-0 md:max-w-xl md:bg-gradient-to-r md:from-night-950/95 md:via-night-950/70 md:to-transparent md:p-10">
        <p className="inline-flex items-center gap-2 self-start rounded-full border border-gold-400/40 bg-night-950/60 px-3 py-1 text-xs font-semibold text-gold-300">
          <Icon name="sparkles" className="size-4" />
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="home-hero-title" className="text-2xl leading-tight font-black tracking-tight text-fg sm:text-4xl">
          {t('home.hero.title')}
        </h1>
        <p className="max-w-lg text-sm leading-relaxed text-fg-muted sm:text-base">{t('home.hero.lead')}</p>
        <div className="mt-1 flex flex-wrap gap-3">
          <Link to={gameHallPath} className={buttonClass('primary', 'md')}>
            <Icon name="gamepad" />
            {t('home.hero.enterHall')}
          </Link>
          {loggedIn ? (
            <Link to={userCenterPath} className={buttonClass('secondary', 'md')}>
              <Icon name="user" />
              {t('routes.userCenter')}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void openAuthDialog('register')}>
              {t('header.register')}
            </Button>
          )}
        </div>
      </div>
    </>
  );

  return (
    <>
      <div className="mx-auto max-w-6xl md:px-6 md:pt-5">
        <div className="overflow-hidden border-b border-line/60 md:rounded-3xl md:border">
          {carousel(hero, 'home-hero-title')}
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
        {ticker}
        {/* Below the fold on phones: built just after the first paint (see AfterFirstPaint). */}
        <AfterFirstPaint>
          {promotions}

          {/* SLOT: popular / new games — owned by the game hall feature (see HomePageProps.games). */}
          {games ?? (
            <section aria-labelledby="home-lineup" className="mt-12">
              <h2 id="home-lineup" className="text-xl font-bold text-fg sm:text-2xl">
                {t('home.lineup.title')}
              </h2>
              <div className="panel mt-4 flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-violet-500/20 text-violet-400">
                  <Icon name="gamepad" className="size-6" />
                </span>
                <p className="text-fg-muted">{t('home.lineup.soon')}</p>
              </div>
            </section>
          )}

          <section aria-labelledby="home-highlights" className="mt-12">
            <h2 id="home-highlights" className="sr-only">
              {t('home.highlights.title')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {HIGHLIGHTS.map((item) => (
                <li key={item.key} className="panel p-5">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300">
                    <Icon name={item.icon} />
                  </span>
                  <h3 className="mt-3 font-bold text-fg">{t(`home.highlights.${item.key}.title`)}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-fg-muted">{t(`home.highlights.${item.key}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="home-shortcuts" className="mt-12">
            <h2 id="home-shortcuts" className="text-xl font-bold text-fg sm:text-2xl">
              {t('home.shortcuts.title')}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
              {shortcuts.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="panel flex h-full flex-col items-center gap-2 p-4 text-center text-sm font-medium text-fg-muted transition-colors hover:border-gold-400/60 hover:text-fg"
                  >
                    {item.icon ? <Icon name={item.icon} className="size-6 text-gold-300" /> : null}
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </AfterFirstPaint>
      </div>
    </>
  );
}
