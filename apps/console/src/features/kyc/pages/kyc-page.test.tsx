// @vitest-environment jsdom
import { adminCalls, type TKycQueueItem } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { KycPage } from './kyc-page.tsx';

beforeAll(initTestI18n);
beforeEach(() => {
  // jsdom has no object URLs: each photo becomes a readable stand-in.
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${(n += 1)}`, revokeObjectURL: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL_TICKED = {
  nameMatches: true,
  birthDateMatches: true,
  idNumberMatches: true,
  photoMatchesFace: true,
  documentNotExpired: true,
};

const pending = (overrides: Partial<TKycQueueItem> = {}): TKycQueueItem => ({
  id: '7',
  userId: '42',
  username: 'hanako',
  name: '山田 花子',
  idNumberMasked: '*****6543',
  profile: { lastName: '山田', firstName: '花子', reading: 'ヤマダ ハナコ', birthDate: '1990-04-01', idNumber: 'XY9876543' },
  status: 'pending',
  reason: null,
  requestedFields: [],
  checklist: null,
  reviewedBy: null,
  createdAt: '2025-04-01T01:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

/** The fake API, plus the photo call answering JPEG bytes as the server does (not an envelope). */
function api(items: TKycQueueItem[]) {
  const fake = fakeAdminApi().on(adminCalls.adminKycList, () => pageOf(items));
  const envelopeFetch = globalThis.fetch;
  const images: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      if (input.toString() !== adminCalls.adminKycImage.path) return envelopeFetch(input, init);
      images.push(JSON.parse(init?.body as string));
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });
    }),
  );
  return Object.assign(fake, { images });
}

const checkbox = (card: HTMLElement, label: string) => within(card).getByRole('checkbox', { name: label });
const approveButton = (card: HTMLElement) => within(card).getByRole<HTMLButtonElement>('button', { name: ja.actions.approve });

describe('KYC review', () => {
  it('shows the profile beside the photos, and the full-size viewer for the chosen photo', async () => {
    const fake = api([pending()]);
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    const profile = within(card).getByTestId('kyc-profile');
    for (const value of ['山田 花子', 'ヤマダ ハナコ', '1990-04-01', 'XY9876543']) expect(profile.textContent).toContain(value);
    expect(fake.images).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: ja.kyc.showPhotos }));
    // Each photo fetched once (one audited view each), the front in the viewer.
    await waitFor(() => expect(fake.images).toHaveLength(3));
    expect(fake.images).toEqual([
      { id: '7', side: 'front' },
      { id: '7', side: 'back' },
      { id: '7', side: 'handheld' },
    ]);
    const viewer = await within(card).findByRole('img', { name: ja.kyc.side.front });
    expect(viewer).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: ja.kyc.side.handheld }));
    expect(within(card).getByRole('button', { name: ja.kyc.side.handheld }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByRole('img', { name: ja.kyc.side.handheld })).toBeTruthy();
    expect(fake.images).toHaveLength(3);
    expect(fake.problems).toEqual([]);
  });

  it('flags a profile field an approval needs when it is missing', async () => {
    api([pending({ profile: { lastName: '山田', firstName: '花子', reading: null, birthDate: null, idNumber: 'XY9876543' } })]);
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    expect(within(card).getByTestId('kyc-profile').textContent).toContain(ja.kyc.missing);
  });

  it('approves only with every checklist item ticked, and sends the checklist', async () => {
    const fake = api([pending()]).on(adminCalls.adminKycDecide, (body) => ({
      item: pending({
        status: 'approved',
        checklist: body.checklist ?? null,
        reviewedBy: 'alice',
        reviewedAt: '2025-04-01T02:00:00.000Z',
      }),
      changed: true,
    }));
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    expect(approveButton(card).disabled).toBe(true);
    const items = ['nameMatches', 'birthDateMatches', 'idNumberMatches', 'photoMatchesFace', 'documentNotExpired'] as const;
    for (const item of items.slice(0, 4)) fireEvent.click(checkbox(card, ja.kyc.checklist[item]));
    expect(approveButton(card).disabled).toBe(true);
    expect(within(card).getByText(ja.kyc.checklist.hint, { selector: 'fieldset p' })).toBeTruthy();
    fireEvent.click(checkbox(card, ja.kyc.checklist.documentNotExpired));
    expect(approveButton(card).disabled).toBe(false);
    fireEvent.click(approveButton(card));
    await waitFor(() => expect(fake.requests(adminCalls.adminKycDecide)).toHaveLength(1));
    expect(fake.requests(adminCalls.adminKycDecide)).toEqual([{ id: '7', decision: 'approved', checklist: ALL_TICKED }]);
    expect(fake.problems).toEqual([]);
  });

  it('shows the server’s refusal (a profile field missing) and keeps the submission pending on screen', async () => {
    api([pending()]).on(adminCalls.adminKycDecide, () => {
      throw new Refusal(422, 'KYC_PROFILE_INCOMPLETE', '会員のプロフィールに生年月日がないため承認できません');
    });
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    for (const checkboxEl of within(card).getAllByRole('checkbox')) fireEvent.click(checkboxEl);
    fireEvent.click(approveButton(card));
    expect((await within(card).findByRole('alert')).textContent).toContain('生年月日がないため承認できません');
    expect(within(card).getByText(ja.status.kyc.pending)).toBeTruthy();
  });

  it('rejects with a reason, sending what was ticked', async () => {
    const fake = api([pending()]).on(adminCalls.adminKycDecide, (body) => ({
      item: pending({ status: 'rejected', reason: body.reason ?? null, checklist: body.checklist ?? null }),
      changed: true,
    }));
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    fireEvent.click(checkbox(card, ja.kyc.checklist.nameMatches));
    fireEvent.click(within(card).getByRole('button', { name: ja.actions.reject }));
    fireEvent.change(within(card).getByLabelText(ja.common.reason), { target: { value: '期限切れの旅券' } });
    fireEvent.click(within(card).getByRole('button', { name: ja.actions.confirmReject }));
    await waitFor(() => expect(fake.requests(adminCalls.adminKycDecide)).toHaveLength(1));
    expect(fake.requests(adminCalls.adminKycDecide)[0]).toEqual({
      id: '7',
      decision: 'rejected',
      reason: '期限切れの旅券',
      checklist: {
        nameMatches: true,
        birthDateMatches: false,
        idNumberMatches: false,
        photoMatchesFace: false,
        documentNotExpired: false,
      },
    });
  });

  it('shows a decided submission’s reviewer and checklist in its history, without decisions', async () => {
    api([
      pending({
        status: 'approved',
        checklist: ALL_TICKED,
        reviewedBy: 'alice',
        reviewedAt: '2025-04-01T02:00:00.000Z',
        profile: { lastName: '山田', firstName: '花子', reading: null, birthDate: '1990-04-01', idNumber: '*****6543' },
      }),
    ]);
    renderConsole(<KycPage />, { path: '/kyc' });
    const card = await screen.findByRole('listitem', { name: 'hanako の提出書類' });
    expect(card.textContent).toContain(ja.kyc.decidedBy.replace('{{name}}', 'alice'));
    expect(card.textContent).toContain('2025/04/01 11:00');
    const list = within(card).getByRole('list', { name: ja.kyc.checklist.legend });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).queryByRole('button', { name: ja.actions.approve })).toBeNull();
  });
});
