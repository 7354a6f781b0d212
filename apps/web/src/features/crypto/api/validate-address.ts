import * as calls from '../../../lib/http/calls.generated.ts';
import type { ResponseOf } from '../../../lib/http/call-ref.ts';
import type { TCryptoNetwork } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

export type AddressValidity = ResponseOf<typeof calls.coinsWithdrawalAddressValidit>;

/** POST /v2/cpp/coins/withdrawal/address/validit: the server's offline checksum check, shown as you type. */
export function validateAddress(network: TCryptoNetwork, address: string, signal?: AbortSignal): Promise<AddressValidity> {
  return callApi(calls.coinsWithdrawalAddressValidit, { network, address }, { silent: true, ...(signal ? { signal } : {}) });
}
