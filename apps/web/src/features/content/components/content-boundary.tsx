import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../../../components/async-states.tsx';

/** Content pages render inside this: a spinner while the `content` catalogue loads. */
export function ContentBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback === undefined ? <LoadingState /> : fallback}>{children}</Suspense>;
}
