import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import type { FiatCurrency } from '../../../lib/format/money.ts';

const platformConfigCall = callRef('platformConfig', '/v2/app/platform/config');

/** SPEC §1 ratios, used until the settings have arrived. */
const DEFAULT_RATIOS: Record<FiatCurrency, number> = { JPY: 1, CNY: 20 };

/**
 * Coins per unit of fiat from POST /v2/app/platform/config (the same cached answer the shell
 * reads, under the same query key).
 */
export function useExchangeRatios(): Record<FiatCurrency, number> {
  const config = useQuery({
    queryKey: ['platform', 'config'],
    queryFn: ({ signal }) => callApi(platformConfigCall, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  return config.data ? { JPY: config.data.coinsPerYen, CNY: config.data.coinsPerYuan } : DEFAULT_RATIOS;
}
