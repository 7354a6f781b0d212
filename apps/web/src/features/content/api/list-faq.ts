import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const faqQueryCall = callRef('faqQuery', '/v2/app/faq/query');

export type FaqRequest = RequestOf<typeof faqQueryCall>;

/** POST /v2/app/faq/query: FAQ entries (title = question, body = answer) by topic. */
export function listFaq(payload: FaqRequest, options: RequestOptions = {}) {
  return callApi(faqQueryCall, payload, options);
}

export const faqQueryKey = (payload: FaqRequest) => ['content', 'faqQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function useFaq(payload: FaqRequest) {
  return useQuery({
    queryKey: faqQueryKey(payload),
    queryFn: ({ signal }) => listFaq(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
