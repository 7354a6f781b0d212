import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import type { Language } from '../../../lib/i18n/languages.ts';

const authGetCall = callRef('authGet', '/v2/app/auth/get');

export type Captcha = ResponseOf<typeof authGetCall>;

/**
 * POST /v2/app/auth/get: the same captcha as the login dialog (single use, 5 minutes), for the
 * legacy login step. Never cached; renewed before it runs out and after every failed try.
 */
export function useMigrationCaptcha(language: Language) {
  return useQuery({
    queryKey: ['migration', 'captcha'],
    queryFn: ({ signal }) => callApi(authGetCall, {}, { signal, language }),
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: 4 * 60_000,
    refetchIntervalInBackground: false,
  });
}
