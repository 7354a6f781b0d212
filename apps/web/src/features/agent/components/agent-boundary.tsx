import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-48 items-center justify-center" role="status">
      <span className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-300" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/** Agent pages render inside this: a spinner while the `agent` catalogue loads. */
export function AgentBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
