// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/test-i18n.ts';
import common from '../../../locales/ja-JP/common.json';
import { latestKycQueryKey } from '../api/get-latest-kyc.ts';
import type * as CompressImage from '../compress-image.ts';
import { KycSection } from './kyc-section.tsx';
import { okEnvelopeResponse } from '../../../lib/http/test-responses.ts';

// The browser's canvas compression is not in jsdom: the photo goes up as chosen.
vi.mock('../compress-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CompressImage>()),
  compressImage: (file: File) => Promise.resolve(file),
}));

const NONE = { status: 'none', id: null, reason: null, submittedAt: null, reviewedAt: null };
const PENDING = { status: 'pending', id: '7', reason: null, submittedAt: '2026-11-27T09:00:00.000Z', reviewedAt: null };

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common } });
  // jsdom has no object URLs; the previews and thumbnails only need an address.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KycSection', () => {
  it('keeps the pending submission when a status read begun before the upload answers after it', async () => {
    let latestReads = 0;
    let answerLateRead: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.endsWith('/kyc/latest')) {
          latestReads += 1;
          // The second read is the one under way while the photos go up: it answers last, with
          // what the server had when it began.
          if (latestReads === 2) await new Promise<void>((resolve) => (answerLateRead = resolve));
          return okEnvelopeResponse(NONE);
        }
        if (path.endsWith('/kyc/add')) return okEnvelopeResponse(PENDING);
        if (path.endsWith('/kyc/image')) return new Response(new Blob([new Uint8Array([0xff, 0xd8])]));
        return okEnvelopeResponse({});
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <KycSection />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.none));

    for (const side of ['front', 'back', 'handheld'] as const) {
      const input = document.getElementById(`kyc-${side}`) as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File([new Uint8Array([1, 2, 3])], `${side}.jpg`, { type: 'image/jpeg' })] },
      });
      await screen.findByTestId(`kyc-preview-${side}`);
    }
    void client.refetchQueries({ queryKey: latestKycQueryKey });
    await waitFor(() => expect(answerLateRead).toBeDefined());

    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.submit }));
    await waitFor(() => expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.pending));
    answerLateRead?.();
    // Let the late answer arrive, then the page must still say pending.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.pending);
    expect(client.getQueryData(latestKycQueryKey)).toEqual(PENDING);
  });
});
