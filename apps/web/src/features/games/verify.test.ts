import {
  boardHash,
  chainRoot,
  createFairRandom,
  GENESIS_ROOT,
  hashServerSeed,
  merklePath,
  playRound,
  settingCommitment,
} from '@amigo/games';
import { describe, expect, it } from 'vitest';
import type { TFairRound } from './api/fairness-api.ts';
import { canonical, compareRound } from './verify.ts';

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky_7', nonce: 12 };
const DAY = { machineId: 7, day: '2026-11-21', setting: 4, salt: 'b'.repeat(32) };
/** When this browser showed the round's seed hash before play. */
const SHOWN = '2026-11-20T23:00:00.000Z';
/** The day's sealed board: machine 7 and two others. */
const BOARD = [
  { machineId: 5, commitment: '5'.repeat(64) },
  { machineId: 7, commitment: settingCommitment(DAY) },
  { machineId: 9, commitment: '9'.repeat(64) },
];
const SEALED = { previousRoot: GENESIS_ROOT, boardHash: boardHash(BOARD) };
const ROOT = chainRoot({ ...SEALED, day: DAY.day });
/** What this browser kept from the play answer. */
const KEPT = { settingDay: DAY.day, settingCommitment: settingCommitment(DAY), dayRoot: ROOT, keptAt: SHOWN };

/** A round as the server would record it, played with the real maths. */
function recorded(overrides: Partial<TFairRound> = {}): TFairRound {
  const result = playRound('golden-seven', { setting: 4, state: null, bet: 3, random: createFairRandom(SEEDS) });
  return {
    id: '42',
    gameName: 'Golden Seven',
    modelCode: 'golden-seven',
    type: 'pachislot',
    machineId: 7,
    betAmount: 3,
    winningAmount: result.win,
    profitLoss: result.win - 3,
    spins: result.spins,
    bonuses: result.events.map((event) => event.kind),
    createdOn: '2026-11-21T01:00:00.000Z',
    display: result.display,
    proof: {
      serverSeedHash: hashServerSeed(SEEDS.serverSeed),
      clientSeed: SEEDS.clientSeed,
      nonce: SEEDS.nonce,
      serverSeed: SEEDS.serverSeed,
      setting: DAY.setting,
      stateBefore: null,
      settingDay: DAY.day,
      settingCommitment: settingCommitment(DAY),
      settingSalt: DAY.salt,
      dayRoot: ROOT,
      board: { ...SEALED, path: merklePath(BOARD, 7)! },
    },
    ...overrides,
  };
}

describe('compareRound', () => {
  it('matches a round recomputed from its revealed seeds', async () => {
    const check = await compareRound(recorded(), SHOWN, KEPT);
    expect(check.status).toBe('match');
    expect(check.rows.map((row) => row.key)).toEqual([
      'shownHash',
      'seedHash',
      'keptCommitment',
      'settingCommitment',
      'dayRoot',
      'win',
      'spins',
      'events',
      'outcome',
    ]);
  });

  it('catches a setting rewritten after the round: the reveal does not give the commitment this browser kept', async () => {
    // The lab: setting 4 → 1 rewritten with a new salt and commitment in the database, and the
    // proof now names the rewritten commitment and a board path over the rewritten board.
    const rewritten = { ...DAY, setting: 1, salt: 'e'.repeat(32) };
    const board = BOARD.map((leaf) => (leaf.machineId === 7 ? { machineId: 7, commitment: settingCommitment(rewritten) } : leaf));
    const round = recorded();
    const check = await compareRound(
      {
        ...round,
        proof: {
          ...round.proof,
          setting: 1,
          settingSalt: rewritten.salt,
          settingCommitment: settingCommitment(rewritten),
          board: { previousRoot: GENESIS_ROOT, boardHash: boardHash(board), path: merklePath(board, 7)! },
        },
      },
      SHOWN,
      KEPT,
    );
    expect(check.status).toBe('mismatch');
    const failed = check.rows.filter((row) => !row.same).map((row) => row.key);
    expect(failed).toEqual(expect.arrayContaining(['keptCommitment', 'settingCommitment']));
  });

  it('fails a commitment the server answers with a root other than the one kept at play', async () => {
    const check = await compareRound(recorded(), SHOWN, { ...KEPT, dayRoot: 'f'.repeat(64) });
    expect(check.rows.filter((row) => !row.same).map((row) => row.key)).toEqual(['keptCommitment', 'dayRoot']);
  });

  it('fails a round whose seed hash this browser never showed before play', async () => {
    const check = await compareRound(recorded(), null, KEPT);
    expect(check.status).toBe('mismatch');
    expect(check.rows.find((row) => row.key === 'shownHash')?.same).toBe(false);
  });

  it('fails a revealed setting that is not the one committed for the day', async () => {
    const round = recorded();
    const check = await compareRound({ ...round, proof: { ...round.proof, settingSalt: 'c'.repeat(32) } }, SHOWN, KEPT);
    expect(check.status).toBe('mismatch');
    expect(check.rows.find((row) => row.key === 'settingCommitment')?.same).toBe(false);
  });

  it('finds a changed win', async () => {
    const round = recorded();
    const check = await compareRound({ ...round, winningAmount: round.winningAmount + 15 }, SHOWN, KEPT);
    expect(check.status).toBe('mismatch');
    expect(check.rows.find((row) => row.key === 'win')?.same).toBe(false);
  });

  it('finds a changed outcome and a seed that is not the committed one', async () => {
    const round = recorded();
    const other = await compareRound({ ...round, display: { ...round.display, reels: ['7', '7', '7'] } }, SHOWN, KEPT);
    expect(other.rows.find((row) => row.key === 'outcome')?.same).toBe(round.display.flag === 'big');
    const hash = await compareRound({ ...round, proof: { ...round.proof, serverSeedHash: '0'.repeat(64) } }, SHOWN, KEPT);
    expect(hash.status).toBe('mismatch');
    expect(hash.rows.find((row) => row.key === 'seedHash')?.same).toBe(false);
  });

  it('waits for the seed to be revealed, and for the day to end before the setting is', async () => {
    const round = recorded();
    expect((await compareRound({ ...round, proof: { ...round.proof, serverSeed: null, setting: null } }, SHOWN)).status).toBe(
      'unrevealed',
    );
    const daytime = await compareRound({ ...round, proof: { ...round.proof, setting: null, settingSalt: null } }, SHOWN, KEPT);
    expect(daytime.status).toBe('unrevealed');
    // The seed and the chain are checked already: the seed was shown before play and hashes to
    // the commitment; the commitment kept at play is on the sealed board of the kept root.
    expect(daytime.rows.map((row) => [row.key, row.same])).toEqual([
      ['shownHash', true],
      ['seedHash', true],
      ['keptCommitment', true],
      ['dayRoot', true],
    ]);
  });

  it('reports a model the browser does not know', async () => {
    expect((await compareRound(recorded({ modelCode: 'no-such-model' }), SHOWN)).status).toBe('error');
  });

  it('compares outcomes whatever the key order', () => {
    expect(canonical({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonical({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});
