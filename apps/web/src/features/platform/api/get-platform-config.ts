import * as calls from '../../../lib/http/calls.generated.ts';
import type { TPlatformConfig } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/platform/config: public settings (languages, exchange ratios, sign-in providers). */
export function getPlatformConfig(options: RequestOptions = {}): Promise<TPlatformConfig> {
  return callApi(calls.platformConfig, {}, options);
}

export const platformConfigQueryKey = ['platform', 'config'] as const;

/** Settings change rarely; one fetch per visit is enough. */
export function usePlatformConfig() {
  return useQuery({
    queryKey: platformConfigQueryKey,
    queryFn: ({ signal }) => getPlatformConfig({ signal }),
    staleTime: 10 * 60_000,
  });
}
