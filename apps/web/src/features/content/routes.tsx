import { lazy, type ReactNode } from 'react';
import { ContentBoundary } from './components/content-boundary.tsx';

/**
 * The content pages as the router shows them, each its own chunk loaded on visit: the home
 * route's first download carries only the carousel, ticker and promotion cards (exported
 * below, eagerly, because the home page shows them at once).
 */
const NoticePage = lazy(() => import('./pages/notice-page.tsx').then((m) => ({ default: m.NoticePage })));
const PromotionPage = lazy(() => import('./pages/promotion-page.tsx').then((m) => ({ default: m.PromotionPage })));
const ActivityPage = lazy(() => import('./pages/activity-page.tsx').then((m) => ({ default: m.ActivityPage })));
const GuidePage = lazy(() => import('./pages/guide-page.tsx').then((m) => ({ default: m.GuidePage })));
const FaqPage = lazy(() => import('./pages/faq-page.tsx').then((m) => ({ default: m.FaqPage })));
const DepositGuidePage = lazy(() => import('./pages/deposit-guide-page.tsx').then((m) => ({ default: m.DepositGuidePage })));
const DownloadPage = lazy(() => import('./pages/download-page.tsx').then((m) => ({ default: m.DownloadPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <ContentBoundary>{children}</ContentBoundary>;
}

export const NoticeRoute = ({ title }: { title: string }) => (
  <Lazy>
    <NoticePage title={title} />
  </Lazy>
);
export const PromotionRoute = ({ title, depositPath }: { title: string; depositPath: string }) => (
  <Lazy>
    <PromotionPage title={title} depositPath={depositPath} />
  </Lazy>
);
export const ActivityRoute = ({ title }: { title: string }) => (
  <Lazy>
    <ActivityPage title={title} />
  </Lazy>
);
export const GuideRoute = (props: {
  title: string;
  tabIndex: string | undefined;
  tabPath: (index: number) => string;
  faqPath: string;
}) => (
  <Lazy>
    <GuidePage {...props} />
  </Lazy>
);
export const FaqRoute = ({ title }: { title: string }) => (
  <Lazy>
    <FaqPage title={title} />
  </Lazy>
);
export const DepositGuideRoute = (props: {
  title: string;
  depositPath: string;
  coinsPerYen?: number | undefined;
  coinsPerYuan?: number | undefined;
}) => (
  <Lazy>
    <DepositGuidePage {...props} />
  </Lazy>
);
export const DownloadRoute = ({ title }: { title: string }) => (
  <Lazy>
    <DownloadPage title={title} />
  </Lazy>
);

export { HomeCarousel } from './components/home-carousel.tsx';
export { HomePromotions } from './components/home-promotions.tsx';
export { NoticeTicker } from './components/notice-ticker.tsx';
