import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';
import type { NavItem } from '../../../components/section-nav.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { openAuthDialog } from '../../../lib/auth-dialog/auth-dialog-store.ts';
import { hasUserInfo, useSession } from '../../../lib/session/session-store.ts';
import { HeroReels } from '../components/hero-reels.tsx';

interface HomePageProps {
  gameHallPath: string;
  userCenterPath: string;
  /** Shortcuts to the other sections (from the game menu). */
  shortcuts: NavItem[];
}

const HIGHLIGHTS: Array<{ key: 'fair' | 'languages' | 'responsible'; icon: IconName }> = [
  { key: 'fair', icon: 'shield' },
  { key: 'languages', icon: 'globe' },
  { key: 'responsible', icon: 'heart' },
];

export function HomePage({ gameHallPath, userCenterPath, shortcuts }: HomePageProps) {
  const { t } = useTranslation();
  const loggedIn = hasUserInfo(useSession());

  return (
    <>
      <section className="relative overflow-hidden border-b border-line/60">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 md:grid-cols-[1.2fr_1fr] md:px-6 lg:py-20">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold text-gold-300">
              <Icon name="sparkles" className="size-4" />
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="text-3xl leading-tight font-black tracking-tight text-fg sm:text-4xl lg:text-5xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-fg-muted sm:text-lg">{t('home.hero.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={gameHallPath} className={buttonClass('primary', 'lg')}>
                <Icon name="gamepad" />
                {t('home.hero.enterHall')}
              </Link>
              {loggedIn ? (
                <Link to={userCenterPath} className={buttonClass('secondary', 'lg')}>
                  <Icon name="user" />
                  {t('routes.userCenter')}
                </Link>
              ) : (
                <Button variant="secondary" size="lg" onClick={() => void openAuthDialog('register')}>
                  {t('header.register')}
                </Button>
              )}
            </div>
          </div>
          <div className="flex justify-center md:justify-end">
            <HeroReels />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <section aria-labelledby="home-highlights">
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
      </div>
    </>
  );
}
