import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace } from '../../lib/i18n/i18n.ts';

/**
 * The game hall's pages as the router shows them. Every one is its own chunk, loaded when
 * its route is visited: the home route's first download carries none of it (the game screen
 * with its canvas renderers, the verifier with packages/games, the hall and the records tab).
 */
const HallPage = lazy(() => import('./pages/hall-page.tsx').then((module) => ({ default: module.HallPage })));
const SpringboardPage = lazy(() => import('./screen/springboard-page.tsx'));
const FairnessPage = lazy(() => import('./pages/fairness-page.tsx').then((module) => ({ default: module.FairnessPage })));
const FairChainPage = lazy(() => import('./pages/fair-chain-page.tsx').then((module) => ({ default: module.FairChainPage })));
/** The records tab and the home rows show outside the game routes: their catalogue loads beside their code. */
const GameRecordsPanel = lazy(async () => {
  const [module] = await Promise.all([import('./components/game-records-panel.tsx'), loadNamespace('games')]);
  return { default: module.GameRecordsPanel };
});
const HomeGameRowsLazy = lazy(async () => {
  const [module] = await Promise.all([import('./components/home-game-rows.tsx'), loadNamespace('games')]);
  return { default: module.HomeGameRows };
});

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-48 items-center justify-center" role="status">
      <span className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-300" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

function Boundary({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return <Suspense fallback={quiet ? null : <Loading />}>{children}</Suspense>;
}

/** /amigo */
export function GameHallRoute({ title }: { title: string }) {
  return (
    <Boundary>
      <HallPage title={title} />
    </Boundary>
  );
}

/** /amigo-springboard?machine=<id> */
export function SpringboardRoute() {
  return (
    <Boundary>
      <SpringboardPage />
    </Boundary>
  );
}

/** /amigo/fairness */
export function FairnessRoute({ title }: { title: string }) {
  return (
    <Boundary>
      <FairnessPage title={title} />
    </Boundary>
  );
}

/** /fairness/chain (public) */
export function FairChainRoute({ title }: { title: string }) {
  return (
    <Boundary>
      <FairChainPage title={title} />
    </Boundary>
  );
}

/** The games tab of /user/record. */
export function GameRecordsTab() {
  return (
    <Boundary>
      <GameRecordsPanel />
    </Boundary>
  );
}

/** Popular and new games for the home page; shows nothing until loaded (never holds the page). */
export function HomeGameRows() {
  return (
    <Boundary quiet>
      <HomeGameRowsLazy />
    </Boundary>
  );
}
