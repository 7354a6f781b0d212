import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/async-states.tsx';

/** The inbox is its own chunk; the header badge (below) is small and on every page for members. */
const StationLetterPage = lazy(() => import('./pages/station-letter-page.tsx').then((m) => ({ default: m.StationLetterPage })));

export function StationLetterRoute({ title }: { title: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <StationLetterPage title={title} />
    </Suspense>
  );
}

export { LetterBadge } from './components/letter-badge.tsx';
