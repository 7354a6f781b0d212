// @vitest-environment jsdom
import { adminCalls, CONTENT_TYPES, type TAdminContentItem } from '@amigo/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, Refusal } from '../../../test/fake-admin-api.ts';
import { initTestI18n, ja, renderConsole } from '../../../test/render-console.tsx';
import { ContentEditor } from './content-editor.tsx';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ITEM: TAdminContentItem = {
  id: '15',
  kind: 'notice',
  type: CONTENT_TYPES.notice[0],
  titleJp: '年末年始の営業',
  titleEn: 'New Year hours',
  titleZh: '',
  titleZhTW: '',
  bodyJp: '<p>通常どおり営業します。</p>',
  bodyEn: '',
  bodyZh: '',
  bodyZhTW: '',
  imageUrl: null,
  linkUrl: null,
  isExternal: false,
  sort: 3,
  startAt: '2025-12-27T15:00:00.000Z',
  endAt: null,
  published: true,
  updatedAt: '2025-12-01T00:00:00.000Z',
};

/** The content API: saves answer the item as written, with the given warnings; checks find nothing. */
function contentApi(warnings: { kind: 'UNKNOWN_MACHINE'; name: string; field: string }[] = []) {
  return fakeAdminApi()
    .on(adminCalls.adminContentCheck, () => ({ warnings: [] }))
    .on(adminCalls.adminContentSave, ({ id, item }) => ({
      ...ITEM,
      id: id ?? '99',
      titleJp: item.title.Jp ?? '',
      published: item.published ?? true,
      warnings,
    }));
}

const editor = (name: string) => screen.getByRole('form', { name });
const language = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });

describe('content editor', () => {
  it('saves a new notice in Japanese and English with its window in Tokyo time', async () => {
    const api = contentApi([{ kind: 'UNKNOWN_MACHINE', name: '海物語', field: 'title.Jp' }]);
    const onDone = vi.fn();
    renderConsole(<ContentEditor kind="notice" item={null} onDone={onDone} />);
    const form = editor(ja.content.new);
    fireEvent.change(within(language(form, ja.content.languages.Jp)).getByLabelText(ja.content.title), {
      target: { value: '新台入荷 海物語' },
    });
    fireEvent.change(within(language(form, ja.content.languages.Jp)).getByLabelText(ja.content.body), {
      target: { value: '<p>本日より稼働</p>' },
    });
    fireEvent.change(within(language(form, ja.content.languages.En)).getByLabelText(ja.content.title), {
      target: { value: 'New machines' },
    });
    fireEvent.change(within(form).getByLabelText(ja.content.startAt), { target: { value: '2025-05-01T09:00' } });
    fireEvent.change(within(form).getByLabelText(ja.content.link), { target: { value: '  /game/promotion ' } });
    fireEvent.click(within(form).getByRole('button', { name: ja.content.save }));

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ title: '新台入荷 海物語', warnings: [expect.objectContaining({ name: '海物語' })] }),
    );
    expect(api.requests(adminCalls.adminContentSave)).toEqual([
      {
        item: {
          kind: 'notice',
          type: CONTENT_TYPES.notice[0],
          title: { Jp: '新台入荷 海物語', En: 'New machines', Zh: '', ZhTW: '' },
          body: { Jp: '<p>本日より稼働</p>', En: '', Zh: '', ZhTW: '' },
          imageUrl: null,
          linkUrl: '/game/promotion',
          sort: 0,
          startAt: '2025-05-01T00:00:00.000Z',
          endAt: null,
          published: true,
        },
      },
    ]);
    expect(api.problems).toEqual([]);
  });

  it('opens an item with its own values (times in Tokyo) and saves it under its id as a draft', async () => {
    const api = contentApi();
    const onDone = vi.fn();
    renderConsole(<ContentEditor kind="notice" item={ITEM} onDone={onDone} />);
    const form = editor(ja.content.edit);
    expect(within(language(form, ja.content.languages.Jp)).getByLabelText(ja.content.title)).toHaveProperty(
      'value',
      '年末年始の営業',
    );
    expect(within(form).getByLabelText(ja.content.startAt)).toHaveProperty('value', '2025-12-28T00:00');
    expect(within(form).getByLabelText(ja.content.sort)).toHaveProperty('value', '3');
    fireEvent.click(within(form).getByRole('checkbox', { name: ja.content.publish }));
    fireEvent.change(within(form).getByLabelText(ja.content.endAt), { target: { value: '2026-01-05T23:59' } });
    fireEvent.click(within(form).getByRole('button', { name: ja.content.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ title: '年末年始の営業', warnings: [] }));
    const [sent] = api.requests(adminCalls.adminContentSave);
    expect(sent).toMatchObject({
      id: '15',
      item: { published: false, sort: 3, startAt: '2025-12-27T15:00:00.000Z', endAt: '2026-01-05T14:59:00.000Z' },
    });
  });

  it('shows a refusal and stays open', async () => {
    fakeAdminApi()
      .on(adminCalls.adminContentCheck, () => ({ warnings: [] }))
      .on(adminCalls.adminContentSave, () => {
        throw new Refusal(400, 'VALIDATION', 'リンクの形式が正しくありません');
      });
    const onDone = vi.fn();
    renderConsole(<ContentEditor kind="notice" item={ITEM} onDone={onDone} />);
    fireEvent.click(within(editor(ja.content.edit)).getByRole('button', { name: ja.content.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('リンクの形式が正しくありません');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancels without saving', () => {
    const api = contentApi();
    const onDone = vi.fn();
    renderConsole(<ContentEditor kind="notice" item={ITEM} onDone={onDone} />);
    fireEvent.click(within(editor(ja.content.edit)).getByRole('button', { name: ja.common.cancel }));
    expect(onDone).toHaveBeenCalledWith();
    expect(api.requests(adminCalls.adminContentSave)).toEqual([]);
  });

  it('lists machines the draft names that are not on the floor, by name, field and language', async () => {
    fakeAdminApi().on(adminCalls.adminContentCheck, ({ item }) => ({
      warnings: item.title.Jp?.includes('北斗') ? [{ kind: 'UNKNOWN_MACHINE' as const, name: '北斗', field: 'title.Jp' }] : [],
    }));
    renderConsole(<ContentEditor kind="notice" item={null} onDone={() => undefined} />);
    const form = editor(ja.content.new);
    fireEvent.change(within(language(form, ja.content.languages.Jp)).getByLabelText(ja.content.title), {
      target: { value: '北斗 入荷' },
    });
    fireEvent.click(within(form).getByRole('button', { name: ja.content.check.run }));
    const warnings = await screen.findByTestId('machine-warnings');
    expect(warnings.textContent).toContain(ja.content.check.warningsTitle);
    expect(warnings.textContent).toContain('「北斗」（タイトル · 日本語）');
  });
});
