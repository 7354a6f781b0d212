import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** A query's loading and failure states in the agent pages' words; the content once there. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useI18n('agent');
  if (query.isPending) return <p className="panel p-5 text-sm text-fg-subtle">{t('agent:shared.loading')}</p>;
  if (query.isError) {
    return (
      <div className="panel p-5" role="alert">
        <p className="text-sm text-fg-subtle">{t('agent:shared.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('agent:shared.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
