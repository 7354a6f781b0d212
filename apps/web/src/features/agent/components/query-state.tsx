import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAgentTranslation } from '../agent-translation.ts';

/** A query's loading and failure states in the agent pages' words; the content once there. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { at } = useAgentTranslation();
  if (query.isPending) return <p className="panel p-5 text-sm text-fg-subtle">{at('shared.loading')}</p>;
  if (query.isError) {
    return (
      <div className="panel p-5" role="alert">
        <p className="text-sm text-fg-subtle">{at('shared.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {at('shared.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
