import type { TPlatformConfig } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const platformConfigCall = callRef('platformConfig', '/v2/app/platform/config');

/** POST /v2/app/platform/config: public settings (languages, exchange ratios, sign-in providers). */
export function getPlatformConfig(options: RequestOptions = {}): Promise<TPlatformConfig> {
  return callApi(platformConfigCall, {}, options);
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
