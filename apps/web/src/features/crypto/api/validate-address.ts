import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import type { TCryptoNetwork } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const coinsWithdrawalAddressValiditCall = callRef('coinsWithdrawalAddressValidit', '/v2/cpp/coins/withdrawal/address/validit');

export type AddressValidity = ResponseOf<typeof coinsWithdrawalAddressValiditCall>;

/** POST /v2/cpp/coins/withdrawal/address/validit: the server's offline checksum check, shown as you type. */
export function validateAddress(network: TCryptoNetwork, address: string, signal?: AbortSignal): Promise<AddressValidity> {
  return callApi(coinsWithdrawalAddressValiditCall, { network, address }, { silent: true, ...(signal ? { signal } : {}) });
}
