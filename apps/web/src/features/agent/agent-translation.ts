import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type agentSource from '../../locales/ja-JP/agent.json';

/**
 * The `agent` namespace (src/locales/<lang>/agent.json): the agent centre's pages. It loads
 * the first time an agent page renders (the page suspends inside AgentBoundary until then).
 * Keys are checked at compile time against the Japanese source.
 */
export const AGENT_NAMESPACE = 'agent';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AgentKey = KeysOf<typeof agentSource>;
export type AgentValues = Record<string, string | number>;
export type AgentTranslate = (key: AgentKey, values?: AgentValues) => string;

type LooseTranslate = (key: string, options?: AgentValues) => string;

/** `at` reads the agent catalogue; `t` and `i18n` are the ordinary (common) ones. Suspends while it loads. */
export function useAgentTranslation() {
  const agent = useTranslation(AGENT_NAMESPACE as never);
  const common = useTranslation();
  const loose = agent.t as unknown as LooseTranslate;
  const at = useCallback<AgentTranslate>((key, values) => loose(key, values), [loose]);
  return { at, t: common.t, i18n: common.i18n, language: common.i18n.language };
}
