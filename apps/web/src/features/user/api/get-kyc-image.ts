import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { postForBlob, type RequestOptions } from '../../../lib/http/client.ts';
import type { KycSide } from './submit-kyc.ts';

const userKycImageCall = callRef('userKycImage', '/v2/app/user/kyc/image');

/**
 * POST /v2/app/user/kyc/image: one of the member's own KYC photos as JPEG bytes. An <img src>
 * cannot send the TOKEN header, so the bytes are fetched and shown from a blob: address
 * (the CSP allows img-src blob:).
 */
export function getKycImage(id: string, side: KycSide, options: RequestOptions = {}): Promise<Blob> {
  return postForBlob(userKycImageCall.path, { id, side }, { ...options, silent: true });
}

/** The photo's bytes (cached for the visit: a submitted photo never changes). */
export function useKycImage(id: string, side: KycSide) {
  return useQuery({
    queryKey: ['user', 'kyc', 'image', id, side],
    queryFn: ({ signal }) => getKycImage(id, side, { signal }),
    staleTime: Infinity,
  });
}
