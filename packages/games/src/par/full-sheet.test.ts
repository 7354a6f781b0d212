import { describe, expect, it } from 'vitest';
import { compileSlot, DRAGON_PEARL, capTailBounds, enumerateBaseSpin, type SlotSpec, createSlot } from '../models/slot.ts';
import { fullParSheet, MODELS, playRound, recallRound, verifyRound } from '../play.ts';
import { scriptedRandom } from '../testing.ts';
import { confidenceLimits, volatilityOf, Z_SCORES, type FullParSheet } from './full-sheet.ts';
import { publishedFigures } from './figures.ts';
import committedFigures from './figures.generated.json' with { type: 'json' };
import { gameRules } from './game-rules.ts';
import { renderModel } from './render.ts';

const SHEETS: FullParSheet[] = MODELS.flatMap((model) => model.settings.map((setting) => fullParSheet(model, setting)));

describe('full PAR sheets', () => {
  it.each(SHEETS.map((sheet) => [`${sheet.summary.model} #${sheet.summary.setting}`, sheet] as const))(
    '%s: the contributions add up to the exact RTP',
    (_, sheet) => {
      expect(sheet.baseRtp + sheet.featureRtp).toBeCloseTo(sheet.summary.rtp, 12);
      expect(sheet.featureRtp).toBeGreaterThan(0);
    },
  );

  it.each(SHEETS.map((sheet) => [`${sheet.summary.model} #${sheet.summary.setting}`, sheet] as const))(
    '%s: every section counts all its combinations exactly once',
    (_, sheet) => {
      const sections = new Map<string, { combinations: number; outOf: number; probability: number }>();
      for (const row of sheet.contributions) {
        // Pachislot: BIG / REG are values of the same lottery; slot: lines and scatters are two counts of one space.
        const key = `${sheet.type === 'slot' ? row.section : ''}:${row.outOf}`;
        const entry = sections.get(key) ?? { combinations: 0, outOf: row.outOf!, probability: 0 };
        entry.combinations += row.combinations!;
        entry.probability += row.probability;
        sections.set(key, entry);
      }
      for (const section of sections.values()) expect(section.combinations).toBe(section.outOf);
    },
  );

  it('probabilities per unit sum to 1 (pachinko: over both modes; slot: per payline and over scatter counts)', () => {
    for (const sheet of SHEETS.filter((s) => s.type === 'pachinko')) {
      expect(sheet.contributions.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 12);
    }
    const slot = SHEETS.find((s) => s.type === 'slot')!;
    for (const section of new Set(slot.contributions.map((row) => row.section))) {
      const rows = slot.contributions.filter((row) => row.section === section);
      expect(rows.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 12);
    }
    // Pachislot: the lottery rows are per game, weighted by the normal games' share; bonus games are the rest.
    for (const sheet of SHEETS.filter((s) => s.type === 'pachislot')) {
      const normal = sheet.contributions.filter((row) => row.section === 'normal game lottery');
      const bonusGames = sheet.hitFrequency.separately.find((item) => item.label.startsWith('bonus games'))!.value;
      const starts = sheet.contributions.filter((row) => row.section !== 'normal game lottery');
      expect(
        normal.reduce((sum, row) => sum + row.probability, 0) +
          starts.reduce((sum, row) => sum + row.probability, 0) +
          bonusGames,
      ).toBeCloseTo(1, 12);
    }
  });

  it('slot: line and scatter pays counted per line add up to the base game of the full enumeration', () => {
    const sheet = SHEETS.find((s) => s.type === 'slot')!;
    expect(sheet.baseRtp).toBeCloseTo(sheet.summary.details!.baseGameRtp!, 12);
    expect(sheet.featureRtp).toBeCloseTo(sheet.summary.details!.freeSpinsRtp!, 12);
  });

  it('the hit frequency is the existing per-unit figure for pachislot and slot, and per paid call for pachinko', () => {
    for (const sheet of SHEETS) {
      if (sheet.type === 'pachinko') {
        const model = MODELS.find((m) => m.code === sheet.summary.model)!;
        const balls = Math.min(...model.betOptions) / model.ballPrice!;
        // A call misses only when none of its balls enters: between the normal and the rush pocket odds.
        expect(sheet.hitFrequency.value).toBeGreaterThan(1 - (1 - sheet.summary.hitFrequency) ** balls - 0.05);
        expect(sheet.hitFrequency.value).toBeLessThan(1);
      } else {
        expect(sheet.hitFrequency.value).toBe(sheet.summary.hitFrequency);
      }
      expect(sheet.hitFrequency.definition.length).toBeGreaterThan(50);
    }
  });
});

describe('max win', () => {
  it('pachislot: 15 coins is reachable by a watermelon and by a bonus game, and nothing pays more', () => {
    const sheet = SHEETS.find((s) => s.type === 'pachislot')!;
    expect(sheet.maxWin).toMatchObject({ multiplier: 5, coins: 15, probabilityKind: 'exact', cap: null });
    // Setting 1: BIG 228 + REG 144 + replay 8978 + cherry 1170 + bell 6919 values come before the watermelons.
    const watermelon = playRound('golden-seven', {
      setting: 1,
      state: null,
      bet: 3,
      random: scriptedRandom([228 + 144 + 8978 + 1170 + 6919]),
    });
    expect(watermelon.display.flag).toBe('watermelon');
    expect(watermelon.win).toBe(sheet.maxWin.coins);
    const bonusGame = playRound('golden-seven', {
      setting: 1,
      state: { bonus: 'big', gamesLeft: 3 },
      bet: 3,
      random: scriptedRandom([]),
    });
    expect(bonusGame.win).toBe(sheet.maxWin.coins);
    expect(Math.max(...sheet.contributions.filter((row) => row.section === 'normal game lottery').map((row) => row.pay))).toBe(
      15,
    );
  });

  it('pachinko: every ball entering and hitting the 10R jackpot pays the max win, from normal mode', () => {
    for (const sheet of SHEETS.filter((s) => s.type === 'pachinko')) {
      const model = MODELS.find((m) => m.code === sheet.summary.model)!;
      const bet = Math.min(...model.betOptions);
      const balls = bet / model.ballPrice!;
      // Value 0 enters the pocket and draws the first (10R, rush) jackpot kind in both tables.
      const result = playRound(model, { setting: 1, state: null, bet, random: scriptedRandom(new Array(balls * 2).fill(0)) });
      expect(result.win).toBe(sheet.maxWin.multiplier! * bet);
      expect(sheet.maxWin.probabilityKind).toBe('exact');
      expect(sheet.maxWin.probabilityLog10).toBeLessThan(0);
    }
  });

  it('slot: the cap stops one call at maxWinMultiplier × bet and says so; below the cap nothing changes', () => {
    const capped: SlotSpec = {
      ...DRAGON_PEARL,
      maxWinMultiplier: 1,
      definition: { ...DRAGON_PEARL.definition, code: 'capped-test' },
    };
    const model = createSlot(capped);
    // Three scatters (PEARL at index 9 of every strip) pay 2 × bet, then ten quiet free spins.
    const stops = [9, 9, 9, 0, 0, ...new Array(50).fill(0)];
    const result = model.play({ setting: 1, state: null, bet: 20, random: scriptedRandom(stops) });
    expect(result.win).toBe(20);
    expect(result.display.capped).toMatchObject({ cap: 20 });
    expect((result.display.capped as { uncappedWin: number }).uncappedWin).toBeGreaterThan(20);
    expect(result.events).toEqual([{ kind: 'free_spins', payout: 0 }]);
    const uncapped = createSlot(DRAGON_PEARL).play({ setting: 1, state: null, bet: 20, random: scriptedRandom(stops) });
    expect(uncapped.display.capped).toBeUndefined();
    expect(uncapped.win).toBe((result.display.capped as { uncappedWin: number }).uncappedWin);
  });

  it('slot: the Chernoff bound is never below an exact probability it must cover', () => {
    const slot = compileSlot(DRAGON_PEARL);
    const moments = enumerateBaseSpin(slot);
    for (const capBets of [1, 5, 20]) {
      // P(W ≥ c) ≥ P(base spin alone pays ≥ c), which the enumeration gives exactly.
      let ways = 0;
      moments.payCounts.forEach((count, pay) => pay >= capBets * 20 && (ways += count));
      moments.triggeringPayCounts.forEach((count, pay) => pay >= capBets * 20 && (ways += count));
      const bounds = capTailBounds(slot, moments, capBets * 20);
      expect(10 ** bounds.tailLog10).toBeGreaterThanOrEqual(ways / moments.combinations);
    }
    const sheet = SHEETS.find((s) => s.type === 'slot')!;
    expect(sheet.maxWin.cap!.rtpEffectUpperBound).toBeLessThan(1e-12);
    expect(sheet.maxWin.probability).toBeLessThan(1e-12);
  });
});

describe('confidence limits', () => {
  it('a coin-flip game (pays 2 with probability ½: RTP 1, σ 1) has RTP ± z/√n', () => {
    const limits = confidenceLimits(1, 1, 100);
    expect(limits['95'][0]).toBeCloseTo(1 - 0.196, 3);
    expect(limits['95'][1]).toBeCloseTo(1 + 0.196, 3);
    expect(limits['90'][1]).toBeCloseTo(1 + 0.16449, 4);
    expect(limits['99'][0]).toBeCloseTo(1 - 0.25758, 4);
  });

  it('the z scores are the two-sided normal quantiles (Φ(z) = 1 − α/2)', () => {
    // Φ by the Abramowitz–Stegun 26.2.17 approximation (error < 7.5e-8).
    const phi = (z: number) => {
      const t = 1 / (1 + 0.2316419 * z);
      const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
      return 1 - (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
    };
    expect(phi(Z_SCORES['90'])).toBeCloseTo(0.95, 6);
    expect(phi(Z_SCORES['95'])).toBeCloseTo(0.975, 6);
    expect(phi(Z_SCORES['99'])).toBeCloseTo(0.995, 6);
  });

  it('the sheet gives 10³ … 10⁷ units with limits narrowing by √10 each step', () => {
    const volatility = volatilityOf(SHEETS[0]!.summary);
    expect(volatility.confidence.map((row) => row.rounds)).toEqual([1e3, 1e4, 1e5, 1e6, 1e7]);
    const width = (index: number) =>
      volatility.confidence[index]!.limits['95'][1] - volatility.confidence[index]!.limits['95'][0];
    expect(width(0) / width(1)).toBeCloseTo(Math.sqrt(10), 10);
  });
});

describe('rules panel figures', () => {
  it('the committed figures are the exact sheets of today (run `npm run docs:par` after a model changes)', () => {
    for (const model of MODELS) {
      const sheets = SHEETS.filter((sheet) => sheet.summary.model === model.code);
      expect(committedFigures[model.code as keyof typeof committedFigures]).toEqual(publishedFigures(model, sheets));
    }
  });

  it('every model has its rules: pays of its own type and figures; an unknown model has none', () => {
    for (const model of MODELS) {
      const rules = gameRules(model.code)!;
      expect(rules.pays.type).toBe(model.type);
      expect(rules.figures.rtp.min).toBeLessThanOrEqual(rules.figures.rtp.max);
    }
    expect(gameRules('no-such-model')).toBeUndefined();
  });
});

describe('rendered sheet', () => {
  it('names every pay, the max win and the hit frequency definition', () => {
    for (const model of MODELS) {
      const sheets = SHEETS.filter((sheet) => sheet.summary.model === model.code);
      const text = renderModel(model, sheets);
      expect(text).toContain('### Pays and their RTP contribution');
      expect(text).toContain('### Max win per paid call');
      expect(text).toContain(sheets[0]!.hitFrequency.definition);
      for (const row of sheets[0]!.contributions) expect(text).toContain(row.name);
    }
  });
});

describe('game recall', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'recall-test' };

  it('slot: the recalled round is the played one, with every free spin (the display keeps 50)', () => {
    // Find a nonce whose paid spin triggers free spins.
    let nonce = 0;
    let recalled = recallRound({ model: 'dragon-pearl', setting: 1, state: null, bet: 20, ...seeds, nonce });
    while (recalled.result.spins === 1) {
      nonce += 1;
      recalled = recallRound({ model: 'dragon-pearl', setting: 1, state: null, bet: 20, ...seeds, nonce });
    }
    const played = verifyRound({ model: 'dragon-pearl', setting: 1, state: null, bet: 20, ...seeds, nonce });
    expect(recalled.result).toEqual(played);
    expect(recalled.units).toHaveLength(played.spins - 1);
    const shown = (played.display.freeSpins as { spins: Record<string, unknown>[] }).spins;
    recalled.units.slice(0, shown.length).forEach((unit, index) => expect(unit).toMatchObject(shown[index]!));
    expect(recalled.units.reduce((sum, unit) => sum + (unit.win as number), 0)).toBe(
      (played.display.freeSpins as { win: number }).win,
    );
  });

  it('pachinko: every draw of the call, the last 50 equal to the display', () => {
    const input = { model: 'sakura-rush-1', setting: 1, state: { mode: 'rush', drawsLeft: 50 }, bet: 250, ...seeds, nonce: 7 };
    const recalled = recallRound(input);
    const played = verifyRound(input);
    expect(recalled.result).toEqual(played);
    expect(recalled.units).toHaveLength(played.spins);
    expect(played.spins).toBeGreaterThan(50);
    const shown = played.display.shownDraws as Record<string, unknown>[];
    recalled.units.slice(-shown.length).forEach((unit, index) => expect(unit).toMatchObject(shown[index]!));
    expect(recalled.units.map((unit) => unit.draw)).toEqual(Array.from({ length: played.spins }, (_, index) => index + 1));
  });
});
