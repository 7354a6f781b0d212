import type { TContentItemWrite } from '@amigo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_CONTENT } from './demo-content.ts';
import { saveContentItem } from './index.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

function write(changes: Partial<TContentItemWrite> = {}): TContentItemWrite {
  return {
    kind: 'notice',
    type: 'general',
    title: { Jp: 'お知らせ', En: 'Notice', Zh: '公告', ZhTW: '公告' },
    body: { Jp: '<p>本文</p>', En: '<p>Body</p>', Zh: '<p>正文</p>', ZhTW: '<p>內文</p>' },
    startAt: at(-1),
    ...changes,
  };
}

const save = (changes: Partial<TContentItemWrite> = {}) =>
  saveContentItem(t.app.database.db, { item: write(changes), now: new Date() });

async function clear() {
  await t.app.database.db.delete(contentItems);
}

describe('publish windows and order', () => {
  it('shows only published items inside their window, by order then newest start', async () => {
    await clear();
    const second = await save({ sort: 2, title: { Jp: '二番目', En: 'second', Zh: '', ZhTW: '' } });
    const firstOlder = await save({ sort: 1, startAt: at(-5), title: { Jp: '古い一番', En: 'first older', Zh: '', ZhTW: '' } });
    const firstNewer = await save({ sort: 1, startAt: at(-2), title: { Jp: '新しい一番', En: 'first newer', Zh: '', ZhTW: '' } });
    await save({ startAt: at(1), title: { Jp: '未来', En: 'future', Zh: '', ZhTW: '' } });
    await save({ startAt: at(-3), endAt: at(-1), title: { Jp: '終了', En: 'ended', Zh: '', ZhTW: '' } });
    await save({ published: false, title: { Jp: '下書き', En: 'draft', Zh: '', ZhTW: '' } });
    const endsSoon = await save({ sort: 3, endAt: at(1), title: { Jp: 'もうすぐ終了', En: 'ends soon', Zh: '', ZhTW: '' } });
    await save({ kind: 'promotion', type: 'daily', title: { Jp: '別の種類', En: 'other kind', Zh: '', ZhTW: '' } });

    const { body } = await t.call('/v2/app/notice/query', {});
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(4);
    expect(body.data.list.map((n: { id: string }) => n.id)).toEqual([firstNewer.id, firstOlder.id, second.id, endsSoon.id]);
  });

  it('gives a detail only while it is visible', async () => {
    await clear();
    const live = await save();
    const future = await save({ startAt: at(2) });
    const promotion = await save({ kind: 'promotion', type: 'vip' });
    expect((await t.call('/v2/app/notice/detail', { id: live.id })).body.data.id).toBe(live.id);
    for (const id of [future.id, promotion.id, '999999']) {
      expect((await t.call('/v2/app/notice/detail', { id })).body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    }
    expect((await t.call('/v2/app/favorable/detail', { id: promotion.id })).body.data.type).toBe('vip');
  });

  it('filters by type and refuses a type the kind does not have', async () => {
    await clear();
    await save({ type: 'maintenance' });
    await save({ type: 'event' });
    const { body } = await t.call('/v2/app/notice/query', { type: 'maintenance' });
    expect(body.data.list.map((n: { type: string }) => n.type)).toEqual(['maintenance']);
    expect((await t.call('/v2/app/notice/query', { type: 'vip' })).body).toMatchObject({ code: 400, data: { field: 'type' } });
  });
});

describe('paging', () => {
  it('pages within bounds and answers an empty page past the end', async () => {
    await clear();
    for (let i = 0; i < 5; i++) await save({ sort: i });
    const page2 = (await t.call('/v2/app/notice/query', { pageNum: 2, pageSize: 2 })).body.data;
    expect(page2).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(page2.list.map((n: { sort: number }) => n.sort)).toEqual([2, 3]);
    expect((await t.call('/v2/app/notice/query', { pageNum: 9, pageSize: 2 })).body.data.list).toEqual([]);
  });

  it('refuses page sizes and numbers out of range, and unknown fields', async () => {
    for (const body of [{ pageSize: 0 }, { pageSize: 101 }, { pageNum: 0 }, { pageNum: 1.5 }, { pageNum: '1' }, { extra: 1 }]) {
      expect((await t.call('/v2/app/notice/query', body)).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('/v2/app/notice/detail', { id: 'abc' })).body.code).toBe(400);
    expect((await t.call('/v2/app/notice/detail', { id: '1'.repeat(19) })).body.code).toBe(400);
  });
});

describe('language fields', () => {
  it('answers all four language variants of titles and bodies, whatever the request language', async () => {
    await clear();
    await save();
    for (const lang of ['ja-JP', 'en-US', 'zh-TW', 'ko-KR']) {
      const [item] = (await t.call('/v2/app/notice/query', {}, { lang })).body.data.list;
      expect(item).toMatchObject({
        titleJp: 'お知らせ',
        titleEn: 'Notice',
        titleZh: '公告',
        titleZhTW: '公告',
        bodyJp: '<p>本文</p>',
        bodyEn: '<p>Body</p>',
        bodyZh: '<p>正文</p>',
        bodyZhTW: '<p>內文</p>',
      });
    }
  });
});

describe('banners, guide, FAQ, activities, countries', () => {
  it('serves the demo set: every kind, every topic, all four languages', async () => {
    await clear();
    const now = new Date();
    for (const make of DEMO_CONTENT) await saveContentItem(t.app.database.db, { item: make(now), now });
    const banners = (await t.call('/v2/app/banner/query', {})).body.data;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b: { sort: number }) => b.sort)).toEqual([...banners.map((b: { sort: number }) => b.sort)].sort());
    expect(banners.every((b: { imageUrl: string }) => b.imageUrl.startsWith('/content/'))).toBe(true);
    expect((await t.call('/v2/app/notice/query', {})).body.data.total).toBeGreaterThanOrEqual(6);
    expect((await t.call('/v2/app/favorable/query', {})).body.data.total).toBeGreaterThanOrEqual(4);
    expect((await t.call('/v2/app/activity/query', {})).body.data.total).toBeGreaterThanOrEqual(1);
    const guide = (await t.call('/v2/app/guide/query', {})).body.data;
    const faq = (await t.call('/v2/app/faq/query', {})).body.data;
    for (const topic of ['deposits', 'withdrawals', 'games', 'agents', 'accounts']) {
      expect(
        guide.some((g: { type: string }) => g.type === topic),
        topic,
      ).toBe(true);
      expect(
        faq.some((g: { type: string }) => g.type === topic),
        topic,
      ).toBe(true);
    }
    // Topics come in tab order.
    expect(guide.map((g: { type: string }) => g.type)).toEqual(['deposits', 'withdrawals', 'games', 'agents', 'accounts']);
    expect((await t.call('/v2/app/faq/query', { topic: 'games' })).body.data.every((f: any) => f.type === 'games')).toBe(true);
    for (const item of [...banners, ...guide, ...faq]) {
      for (const field of ['titleJp', 'titleEn', 'titleZh', 'titleZhTW', 'bodyJp', 'bodyEn', 'bodyZh', 'bodyZhTW']) {
        expect(item[field], `${item.id} ${field}`).not.toBe('');
      }
    }
  });

  it('lists countries with ISO code, dialing code and four names', async () => {
    const { body } = await t.call('/v2/app/country', {});
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data).toContainEqual({
      code: 'JP',
      dialCode: '+81',
      nameJp: '日本',
      nameEn: 'Japan',
      nameZh: '日本',
      nameZhTW: '日本',
    });
    expect(body.data.find((c: { code: string }) => c.code === 'US')).toMatchObject({ dialCode: '+1', nameEn: 'United States' });
    expect(body.data.find((c: { code: string }) => c.code === 'KR')).toMatchObject({ dialCode: '+82', nameJp: '韓国' });
  });
});

describe('cleaning rich text on write', () => {
  it('strips scripts, event handlers, styles and javascript: links and keeps the allowed markup', async () => {
    const hostile = [
      '<p onclick="steal()">Hello <strong>there</strong></p>',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href=" JaVaScRiPt:alert(1)">bad2</a>',
      '<a href="https://example.com/x">ok</a>',
      '<a href="/game/notice">inside</a>',
      '<iframe src="https://evil.test"></iframe>',
      '<style>body{display:none}</style>',
      '<svg><script>alert(1)</script></svg>',
      '<p style="position:fixed">styled</p>',
      '<a href="data:text/html,<script>alert(1)</script>">data</a>',
      '<a href="//evil.test">protocol-relative</a>',
    ].join('');
    const saved = await save({ body: { Jp: hostile, En: '', Zh: '', ZhTW: '' } });
    const body = saved.bodyJp;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<img',
      '<iframe',
      '<style',
      'style=',
      'data:',
      '//evil.test',
      '<svg',
    ]) {
      expect(body.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(body).toContain('<p>Hello <strong>there</strong></p>');
    expect(body).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(body).toContain('<a href="/game/notice">inside</a>');
    // What was stored is what visitors get.
    const detail = (await t.call('/v2/app/notice/detail', { id: saved.id })).body.data;
    expect(detail.bodyJp).toBe(body);
  });

  it('drops markup from titles', async () => {
    const saved = await save({ title: { Jp: '<b onmouseover="x()">重要</b> & お知らせ', En: '', Zh: '', ZhTW: '' } });
    expect(saved.titleJp).toBe('重要 & お知らせ');
  });

  it('keeps cleaning idempotent', () => {
    const once = sanitizeRichText('<p>a <em>b</em> <a href="https://x.test">c</a></p><ul><li>d</li></ul>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('decides isExternal from the link and refuses links and images that are not safe', async () => {
    expect(await save({ linkUrl: 'https://example.com' })).toMatchObject({ isExternal: true });
    expect(await save({ linkUrl: 'mailto:support@amigo-hall.example' })).toMatchObject({ isExternal: true });
    expect(await save({ linkUrl: '/game/promotion?id=1' })).toMatchObject({ isExternal: false, linkUrl: '/game/promotion?id=1' });
    for (const linkUrl of ['javascript:alert(1)', '//evil.test', 'data:text/html,x', 'game/notice', '/\\evil.test', 'https://']) {
      await expect(save({ linkUrl }), linkUrl).rejects.toMatchObject({ reason: 'INVALID_INPUT', field: 'linkUrl' });
    }
    for (const imageUrl of ['https://evil.test/a.png', '/../etc/passwd.png', '/a.html', 'javascript:x.png']) {
      await expect(save({ imageUrl }), imageUrl).rejects.toMatchObject({ reason: 'INVALID_INPUT', field: 'imageUrl' });
    }
  });

  it('refuses an unknown type, a window that ends before it starts, and a missing Japanese title', async () => {
    await expect(save({ type: 'vip' })).rejects.toMatchObject({ field: 'type' });
    await expect(save({ startAt: at(0), endAt: at(-1) })).rejects.toMatchObject({ field: 'endAt' });
    await expect(save({ title: { Jp: '<b></b>', En: 'x', Zh: '', ZhTW: '' } })).rejects.toMatchObject({ field: 'title.Jp' });
    await expect(save({ title: { Jp: 'x'.repeat(201), En: '', Zh: '', ZhTW: '' } })).rejects.toMatchObject({
      reason: 'INVALID_INPUT',
    });
  });
});
