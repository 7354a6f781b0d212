import { useEffect, type ReactNode } from 'react';
import { updateSession, useSession } from '../../../lib/session/session-store.ts';
import { useIsAgent } from '../api/is-agent.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { QueryState } from './query-state.tsx';

/**
 * Agent pages show their content to agents only; anyone else gets the application panel
 * (apply, and where the application stands). The answer also keeps the session's isAgent
 * (which shows the agent menu) current, e.g. right after an approval.
 */
export function AgentGate({ children }: { children: ReactNode }) {
  const query = useIsAgent();
  const { isAgent } = useSession();
  useEffect(() => {
    if (query.data !== undefined && query.data !== isAgent) updateSession({ isAgent: query.data });
  }, [query.data, isAgent]);
  return <QueryState query={query}>{(agent) => (agent ? children : <ApplyPanel />)}</QueryState>;
}
