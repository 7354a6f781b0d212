import { describe, expect, it } from 'vitest';
import { createFairRandom, getModel, MODELS, parSheet, playRound, publishedRtp, verifyRound, type LanguageTag } from './index.ts';

const LANGUAGES: LanguageTag[] = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'];

describe('catalogue', () => {
  it('has every machine type, unique kebab-case codes and names in all seven languages', () => {
    expect(new Set(MODELS.map((model) => model.type))).toEqual(new Set(['pachinko', 'pachislot', 'slot']));
    expect(new Set(MODELS.map((model) => model.code)).size).toBe(MODELS.length);
    for (const model of MODELS) {
      expect(model.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(model.names).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(model.names[language].length).toBeGreaterThan(0);
      expect(model.settings).toContain(model.defaultSetting);
      expect(model.releasedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const bet of model.betOptions) {
        expect(Number.isInteger(bet) && bet > 0).toBe(true);
        if (model.type === 'pachinko') expect(bet % model.ballPrice!).toBe(0);
      }
    }
    expect(MODELS.filter((model) => model.type === 'pachinko').map((model) => model.ballPrice)).toEqual([4, 1]);
  });

  it('getModel finds by code and gives undefined otherwise', () => {
    expect(getModel('sakura-rush-4')?.type).toBe('pachinko');
    expect(getModel('no-such-model')).toBeUndefined();
    expect(() =>
      playRound('no-such-model', {
        setting: 1,
        state: null,
        bet: 1,
        random: createFairRandom({ serverSeed: 's', clientSeed: 'c', nonce: 0 }),
      }),
    ).toThrow(RangeError);
  });

  it('every model × setting: the exact RTP equals the published design RTP within 0.0001', () => {
    for (const model of MODELS) {
      const published = publishedRtp(model);
      for (const setting of model.settings) {
        const sheet = parSheet(model, setting);
        expect(Math.abs(sheet.rtp - published.bySetting[setting]!)).toBeLessThan(0.0001);
        expect(sheet.hitFrequency).toBeGreaterThan(0);
        expect(sheet.standardDeviation).toBeGreaterThan(0);
      }
      expect(published.min).toBeLessThanOrEqual(published.max);
    }
    expect(publishedRtp('golden-seven')).toMatchObject({ min: 0.97, max: 1.08 });
    expect(() => parSheet('golden-seven', 7)).toThrow(RangeError);
  });
});

describe('verifyRound', () => {
  it('replays a round exactly from its seeds', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'lucky', nonce: 42 };
    for (const model of MODELS) {
      const bet = model.betOptions[0]!;
      const played = playRound(model, { setting: model.defaultSetting, state: null, bet, random: createFairRandom(seeds) });
      const verified = verifyRound({ model: model.code, setting: model.defaultSetting, state: null, bet, ...seeds });
      expect(verified).toEqual(played);
      expect(JSON.parse(JSON.stringify(verified))).toEqual(verified); // JSON-serializable
    }
  });

  it('carries the state into the replay', () => {
    const seeds = { serverSeed: 'seed', clientSeed: 'c', nonce: 1 };
    const inRush = verifyRound({
      model: 'sakura-rush-4',
      setting: 1,
      state: { mode: 'rush', drawsLeft: 130 },
      bet: 1000,
      ...seeds,
    });
    expect(inRush.display.ballsLaunched).toBe(250);
    const bonusGame = verifyRound({ model: 'golden-seven', setting: 1, state: { bonus: 'big', gamesLeft: 1 }, bet: 3, ...seeds });
    expect(bonusGame).toMatchObject({ win: 15, state: null });
  });
});
