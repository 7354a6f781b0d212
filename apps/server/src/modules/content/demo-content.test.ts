import { getModel } from '@amigo/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machines } from '../games/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_CONTENT } from './demo-content.ts';
import { findUnknownMachines, normalizeName, type FloorForMentions } from './machine-mentions.ts';

/**
 * Issue 17: the demo content is the home page of a licensed hall, so it may describe only what the
 * product does. Two checks: every machine it names is on the floor a new hall gets (the general
 * one: the same check the console runs on every save), and it offers none of the features the
 * product does not have.
 */
let t: TestApp;
let floor: FloorForMentions;
beforeAll(async () => {
  t = await createTestApp();
  // The floor the server lays at start (ensureHallFloor), read as the console's check reads it.
  const rows = await t.app.database.db.select().from(machines);
  floor = {
    machineIds: new Set(rows.map((row) => row.id)),
    modelsInService: new Set(rows.filter((row) => row.status === 'active').map((row) => row.modelCode)),
  };
});
afterAll(() => t.close());

const now = new Date('2026-12-01T00:00:00Z');
const items = DEMO_CONTENT.map((make) => make(now));

/** Everything a visitor reads or follows: titles and bodies in every language, the image and the link. */
function visibleText(item: (typeof items)[number]): string {
  return [...Object.values(item.title), ...Object.values(item.body ?? {}), item.imageUrl ?? '', item.linkUrl ?? ''].join('\n');
}

/**
 * Offers the product has no engine for, in the seven interface languages. Each is a feature, not a
 * word: "bonus" alone is a machine's BIG/REG, "rebate" is the agent programme's real daily rebate.
 * When one of these ships, its entry goes and the content may announce it.
 */
const OFFERS_THAT_DO_NOT_EXIST: Record<string, readonly string[]> = {
  'deposit or sign-up bonus': [
    'first deposit',
    'first-deposit',
    'deposit bonus',
    'welcome bonus',
    'sign-up bonus',
    'reload',
    '入金ボーナス',
    '初回入金',
    'リロード',
    '首充',
    '首儲',
    '充值加赠',
    '儲值加贈',
    '입금 보너스',
    '첫 입금',
    'thưởng nạp',
    'bonus sa deposito',
  ],
  'free spins or free coins': [
    'free spin',
    'free coin',
    'フリースピン',
    'プレゼント',
    '免费旋转',
    '免費旋轉',
    '赠送',
    '贈送',
    '무료 스핀',
    '무료 코인',
    'vòng quay miễn phí',
    'libreng spin',
  ],
  cashback: ['cashback', 'cash back', 'キャッシュバック', '返水', '캐시백', 'hoàn tiền'],
  'VIP programme': ['vip'],
  'tournament or leaderboard': [
    'tournament',
    'leaderboard',
    'prize pool',
    '大会',
    'ランキング',
    '锦标赛',
    '錦標賽',
    '奖池',
    '獎池',
    '토너먼트',
    'giải đấu',
    'paligsahan',
  ],
  'referral reward': [
    'invite a friend',
    'refer a friend',
    'referral bonus',
    'お友だち紹介',
    '紹介キャンペーン',
    '邀请好友',
    '邀請好友',
    '친구 초대',
    'mời bạn',
    'imbitahan',
  ],
};

describe('demo content (issue 17)', () => {
  it('names only machines that are on the floor a new hall gets, in every language', () => {
    expect(floor.machineIds.size).toBeGreaterThan(0);
    for (const item of items) {
      const texts = { title: item.title, body: item.body ?? {} };
      expect(findUnknownMachines(texts, floor), item.title.En).toEqual([]);
    }
  });

  it('tells about the floor: every model on it is named by its own name in each content language', () => {
    // Guards the check above against passing on content that names nothing.
    const everything = normalizeName(items.map(visibleText).join('\n'));
    for (const code of floor.modelsInService) {
      const model = getModel(code)!;
      for (const language of ['ja-JP', 'en-US', 'zh-CN', 'zh-TW'] as const) {
        expect(everything.includes(normalizeName(model.names[language])), `${code} ${language}`).toBe(true);
      }
    }
  });

  it('would have caught the machine the old demo notice invented', () => {
    const invented = {
      title: {
        Jp: '新機種「ネオン・セブン」導入',
        En: 'New machine: Neon Seven',
        Zh: '新机台「霓虹七」上线',
        ZhTW: '新機台「霓虹七」上線',
      },
      body: {},
    };
    expect(findUnknownMachines(invented, floor).map((w) => w.name)).toEqual(['ネオン・セブン', 'Neon Seven', '霓虹七', '霓虹七']);
  });

  it('offers nothing the product does not have', () => {
    for (const item of items) {
      const text = visibleText(item).toLowerCase();
      for (const [offer, terms] of Object.entries(OFFERS_THAT_DO_NOT_EXIST)) {
        for (const term of terms) expect(text.includes(term.toLowerCase()), `${item.title.En}: ${offer} ("${term}")`).toBe(false);
      }
    }
  });

  it('would have caught every offer of the old demo content', () => {
    const old = [
      '100% first deposit bonus',
      '毎日ログインでフリースピン',
      'VIP キャッシュバック',
      '週末老虎機錦標賽',
      'お友だち紹介キャンペーン',
      'Monday reload bonus 20%',
    ];
    for (const text of old) {
      const found = Object.values(OFFERS_THAT_DO_NOT_EXIST).some((terms) =>
        terms.some((term) => text.toLowerCase().includes(term.toLowerCase())),
      );
      expect(found, text).toBe(true);
    }
  });
});
