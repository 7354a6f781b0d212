// @vitest-environment jsdom
import { adminCalls, type Permission, type TStaffLetter } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, pageOf } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole, staffMe } from '../../../test/render-console.tsx';
import { LettersPage } from './letters-page.tsx';

beforeAll(initTestI18n);

/** A catalogue text with its {{placeholders}} filled in. */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Support holds letters.send but not content.write: the letters screen is theirs too. */
const SUPPORT: Permission[] = ['dashboard.read', 'members.read', 'letters.send'];

function lettersApi() {
  const sent: TStaffLetter[] = [
    {
      id: '9',
      audience: 'all',
      userId: null,
      username: null,
      title: { Jp: 'メンテナンスのお知らせ', En: 'Maintenance', Zh: '', ZhTW: '' },
      sentAt: '2025-04-01T01:00:00.000Z',
      sentBy: 'carol',
      reads: 1234,
    },
  ];
  return fakeAdminApi()
    .on(adminCalls.adminLetterList, () => pageOf(sent))
    .on(adminCalls.adminLetterAudience, (body) => ({ recipients: body.audience === 'member' ? 1 : 5321 }))
    .on(adminCalls.adminLetterBroadcast, (body) => {
      sent.unshift({
        id: '10',
        audience: body.audience,
        userId: '42',
        username: body.username ?? null,
        title: { Jp: body.title.Jp ?? '', En: body.title.En ?? '', Zh: '', ZhTW: '' },
        sentAt: '2025-04-02T01:00:00.000Z',
        sentBy: 'alice',
        reads: 0,
      });
      return { id: '10', sent: true };
    });
}

describe('letters screen', () => {
  it('lists the letters staff sent with who sent them and the read count', async () => {
    const api = lettersApi();
    renderConsole(<LettersPage />, { path: '/letters', me: staffMe(SUPPORT) });
    const table = await screen.findByRole('table', { name: ja.letters.history });
    const row = within(table).getByText('メンテナンスのお知らせ').closest('tr')!;
    expect(row.textContent).toContain(ja.letters.audiences.all);
    expect(row.textContent).toContain('carol');
    expect(row.textContent).toContain('1,234');
    expect(row.textContent).toContain('2025/04/01 10:00 JST');
    expect(api.problems).toEqual([]);
  });

  it('sends a one-member letter by username and shows it in the history', async () => {
    const api = lettersApi();
    renderConsole(<LettersPage />, { path: '/letters', me: staffMe(SUPPORT) });
    await screen.findByRole('table', { name: ja.letters.history });
    fireEvent.change(screen.getByLabelText(ja.letters.audience), { target: { value: 'member' } });
    fireEvent.change(screen.getByLabelText(ja.letters.username), { target: { value: ' hanako ' } });
    fireEvent.change(screen.getAllByLabelText(ja.content.title)[0]!, { target: { value: '上限について' } });
    fireEvent.click(screen.getByRole('button', { name: ja.letters.send }));
    fireEvent.click(await screen.findByRole('button', { name: fill(ja.letters.confirmSend, { count: 1 }) }));
    expect(await screen.findByText(fill(ja.letters.sentTo, { count: 1 }))).toBeTruthy();
    expect(api.requests(adminCalls.adminLetterBroadcast)).toEqual([
      expect.objectContaining({ audience: 'member', username: 'hanako' }),
    ]);
    const table = screen.getByRole('table', { name: ja.letters.history });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'hanako' }).getAttribute('href')).toBe('/members/42'));
  });

  it('says how many members a letter to everyone reaches and sends only once that is confirmed', async () => {
    const api = lettersApi();
    renderConsole(<LettersPage />, { path: '/letters', me: staffMe(SUPPORT) });
    await screen.findByRole('table', { name: ja.letters.history });
    fireEvent.change(screen.getAllByLabelText(ja.content.title)[0]!, { target: { value: 'メンテナンス' } });
    fireEvent.click(screen.getByRole('button', { name: ja.letters.send }));
    const question = await screen.findByText(fill(ja.letters.confirm, { count: '5,321', audience: ja.letters.audiences.all }));
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.click(screen.getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByText(question.textContent)).toBeNull());
    expect(api.requests(adminCalls.adminLetterBroadcast)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: ja.letters.send }));
    fireEvent.click(await screen.findByRole('button', { name: fill(ja.letters.confirmSend, { count: '5,321' }) }));
    expect(await screen.findByText(fill(ja.letters.sentTo, { count: '5,321' }))).toBeTruthy();
    expect(api.requests(adminCalls.adminLetterAudience)).toEqual([{ audience: 'all' }, { audience: 'all' }]);
    expect(api.requests(adminCalls.adminLetterBroadcast)).toEqual([expect.objectContaining({ audience: 'all' })]);
    expect(api.problems).toEqual([]);
  });
});
