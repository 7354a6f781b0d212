import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const authGetCall = callRef('authGet', '/v2/app/auth/get');

export type Captcha = ResponseOf<typeof authGetCall>;

/** POST /v2/app/auth/get: a captcha picture (base64 GIF) and its id; single use, 5 minutes. */
export function getCaptcha(options: RequestOptions = {}): Promise<Captcha> {
  return callApi(authGetCall, {}, options);
}

/**
 * A fresh captcha for each form that shows one (never shared or cached: each is single use).
 * Renewed before its 5 minutes run out, and on demand with `refetch`.
 */
export function useCaptcha(form: 'login' | 'findPassword') {
  return useQuery({
    queryKey: ['auth', 'captcha', form],
    queryFn: ({ signal }) => getCaptcha({ signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: 4 * 60_000,
    refetchIntervalInBackground: false,
  });
}
