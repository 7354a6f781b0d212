import type agentSource from '../../locales/ja-JP/agent.json';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A key of the `agent` catalogue (src/locales/<lang>/agent.json), checked against the Japanese
 * source, for keys a page builds (`t(\`agent:${key}\`)` with `useI18n('agent')`).
 */
export type AgentKey = KeysOf<typeof agentSource>;
