// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/test-i18n.ts';
import common from '../../../locales/ja-JP/common.json';
import { latestKycQueryKey } from '../api/get-latest-kyc.ts';
import type * as CompressImage from '../compress-image.ts';
import { KycSection } from './kyc-section.tsx';
import { jsonResponse, okEnvelopeResponse } from '../../../lib/http/test-responses.ts';
import { resetSession, updateSession } from '../../../lib/session/session-store.ts';

// The browser's canvas compression is not in jsdom: the photo goes up as chosen.
vi.mock('../compress-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CompressImage>()),
  compressImage: (file: File) => Promise.resolve(file),
}));

const NONE = { status: 'none', id: null, reason: null, requestedFields: [], submittedAt: null, reviewedAt: null };
const PENDING = {
  status: 'pending',
  id: '7',
  reason: null,
  requestedFields: [],
  submittedAt: '2026-11-27T09:00:00.000Z',
  reviewedAt: null,
};
const MORE_INFO = {
  ...PENDING,
  status: 'more_info',
  reason: '生年月日が書類と違います',
  requestedFields: ['birthDate', 'idNumber'],
  reviewedAt: '2026-11-27T10:00:00.000Z',
};

/** A signed-in member's profile; `identity` false leaves out what a KYC submission is checked against. */
function profile(identity: boolean) {
  return {
    id: '1001',
    username: 'player01',
    email: 'player01@example.com',
    nickname: null,
    firstName: identity ? '太郎' : null,
    lastName: identity ? '山田' : null,
    name: identity ? '山田 太郎' : null,
    pinyinName: null,
    phone: null,
    birthDate: identity ? '1990-04-01' : null,
    idNumberMasked: identity ? '****5678' : null,
    hasPaymentPassword: false,
    recommendedCode: null,
    kycStatus: 'none',
    balance: 0,
    lastLoginAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** The calls the section made, by path, with their JSON bodies (the photos' multipart body as null). */
type Sent = { path: string; body: unknown }[];

function stubServer(latest: unknown, answers: Record<string, unknown>): Sent {
  const sent: Sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      if (path.endsWith('/kyc/latest')) return okEnvelopeResponse(latest);
      if (path.endsWith('/kyc/image')) return new Response(new Blob([new Uint8Array([0xff, 0xd8])]));
      const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
      return okEnvelopeResponse(answer ? answer[1] : {});
    }),
  );
  return sent;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KycSection />
    </QueryClientProvider>,
  );
  return client;
}

async function choosePhotos() {
  for (const side of ['front', 'back', 'handheld'] as const) {
    const input = document.getElementById(`kyc-${side}`) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([1, 2, 3])], `${side}.jpg`, { type: 'image/jpeg' })] },
    });
    await screen.findByTestId(`kyc-preview-${side}`);
  }
}

const paths = (sent: Sent) => sent.map((call) => call.path.replace(/^.*\/v2\/app\//, ''));
/** What the section wrote: every call but the status and photo reads. */
const writesOf = (sent: Sent) => sent.filter((call) => !call.path.endsWith('/kyc/latest') && !call.path.endsWith('/kyc/image'));

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common } });
  // jsdom has no object URLs; the previews and thumbnails only need an address.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSession();
});

describe('KycSection', () => {
  it('keeps the pending submission when a status read begun before the upload answers after it', async () => {
    updateSession({ userInfo: profile(true) });
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
    // A complete profile: the form asks for no identity field.
    expect(screen.queryByTestId('kyc-identity-fields')).toBeNull();

    await choosePhotos();
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

  it('asks an empty profile for the identity fields, sends nothing without them, then saves them before the photos', async () => {
    updateSession({ userInfo: profile(false) });
    const sent = stubServer(NONE, {
      '/kyc/add': PENDING,
      '/user/update': profile(false),
      '/user/update/idNumber': profile(true),
    });
    renderSection();
    const fields = await screen.findByTestId('kyc-identity-fields');
    expect(screen.getByText(common.user.kyc.identityLead)).toBeTruthy();
    const lastName = screen.getByLabelText(common.user.fields.lastName);
    for (const label of ['firstName', 'birthDate', 'idNumber'] as const) {
      expect(screen.getByLabelText(common.user.fields[label])).toBeTruthy();
    }
    // The reading is not required for a submission, so it is not asked for.
    expect(screen.queryByLabelText(common.user.fields.pinyinName)).toBeNull();
    expect(fields.querySelectorAll('input')).toHaveLength(4);

    await choosePhotos();
    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.submit }));
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(lastName);
    // Every missing field says so at once, each marked required.
    for (const label of ['lastName', 'firstName', 'birthDate', 'idNumber'] as const) {
      const input = screen.getByLabelText(common.user.fields[label]);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(screen.getByText(`${common.user.fields[label]}を入力してください`)).toBeTruthy();
    }
    expect(writesOf(sent)).toEqual([]);

    fireEvent.change(lastName, { target: { value: ' 山田 ' } });
    fireEvent.change(screen.getByLabelText(common.user.fields.firstName), { target: { value: '太郎' } });
    fireEvent.change(screen.getByLabelText(common.user.fields.birthDate), { target: { value: '1990-04-01' } });
    fireEvent.change(screen.getByLabelText(common.user.fields.idNumber), { target: { value: 'AB1234567' } });
    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.submit }));
    await waitFor(() => expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.pending));
    const writes = writesOf(sent);
    // The names (trimmed) and the birth date, then the ID number, then the photos.
    expect(paths(writes).slice(0, 3)).toEqual(['user/update', 'user/update/idNumber', 'user/kyc/add']);
    expect(writes[0]!.body).toEqual({ lastName: '山田', firstName: '太郎', birthDate: '1990-04-01' });
    expect(writes[1]!.body).toEqual({ idNumber: 'AB1234567' });
  });

  it("shows the reviewer's reason and only the fields they unlocked, and sends the same submission back", async () => {
    updateSession({ userInfo: profile(true) });
    const sent = stubServer(MORE_INFO, {
      '/kyc/resubmit': PENDING,
      '/user/update': profile(true),
      '/user/update/idNumber': profile(true),
    });
    renderSection();
    const form = await screen.findByTestId('kyc-more-info-form');
    expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.more_info);
    expect(screen.getByTestId('kyc-reason').textContent).toBe(`${common.user.kyc.reason}: ${MORE_INFO.reason}`);
    // The photos stay: no upload form, the birth date and the ID number only.
    expect(screen.queryByRole('button', { name: common.user.kyc.submit })).toBeNull();
    expect(form.querySelectorAll('input')).toHaveLength(2);
    const birthDate = screen.getByLabelText<HTMLInputElement>(common.user.fields.birthDate);
    const idNumber = screen.getByLabelText<HTMLInputElement>(common.user.fields.idNumber);
    expect(birthDate.value).toBe('1990-04-01');
    expect(idNumber.value).toBe('');

    // The ID number must be typed again: without it nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.resubmit }));
    await waitFor(() => expect(idNumber.getAttribute('aria-invalid')).toBe('true'));
    expect(writesOf(sent)).toEqual([]);

    fireEvent.change(birthDate, { target: { value: '1990-04-10' } });
    fireEvent.change(idNumber, { target: { value: 'AB7654321' } });
    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.resubmit }));
    await waitFor(() => expect(screen.getByTestId('kyc-message').textContent).toBe(common.user.kyc.message.pending));
    expect(screen.queryByTestId('kyc-more-info-form')).toBeNull();
    const writes = writesOf(sent);
    expect(paths(writes).slice(0, 3)).toEqual(['user/update', 'user/update/idNumber', 'user/kyc/resubmit']);
    // Only the unlocked fields are written (the name was not asked about).
    expect(writes[0]!.body).toEqual({ birthDate: '1990-04-10' });
    expect(writes[1]!.body).toEqual({ idNumber: 'AB7654321' });
  });

  it('keeps the form and says why when the server refuses a field of the resubmission', async () => {
    updateSession({ userInfo: profile(true) });
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        sent.push(path);
        if (path.endsWith('/kyc/latest')) return okEnvelopeResponse({ ...MORE_INFO, requestedFields: ['idNumber'] });
        if (path.endsWith('/user/update/idNumber')) {
          return jsonResponse({
            code: 422,
            msg: 'この身分証番号は使えません',
            data: { reason: 'ID_NUMBER_TAKEN', field: 'idNumber' },
          });
        }
        return okEnvelopeResponse({});
      }),
    );
    renderSection();
    await screen.findByTestId('kyc-more-info-form');
    const idNumber = screen.getByLabelText(common.user.fields.idNumber);
    fireEvent.change(idNumber, { target: { value: 'AB7654321' } });
    fireEvent.click(screen.getByRole('button', { name: common.user.kyc.resubmit }));
    await screen.findByText('この身分証番号は使えません');
    expect(idNumber.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((path) => path.endsWith('/kyc/resubmit'))).toBe(false);
    expect(screen.getByTestId('kyc-more-info-form')).toBeTruthy();
  });
});
