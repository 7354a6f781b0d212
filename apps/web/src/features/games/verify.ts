import type * as Games from '@amigo/games';
import type { TFairRound } from './api/fairness-api.ts';
import type { KeptCommitment } from './kept-commitments.ts';

export interface RoundCheckRow {
  key: 'shownHash' | 'seedHash' | 'keptCommitment' | 'settingCommitment' | 'dayRoot' | 'win' | 'spins' | 'events' | 'outcome';
  recorded: string;
  recomputed: string;
  same: boolean;
}

export type RoundCheck =
  | { status: 'match' | 'mismatch'; rows: RoundCheckRow[] }
  /** Not everything is revealed yet; `rows` has the seed checks once the seed is. */
  | { status: 'unrevealed'; rows: RoundCheckRow[] }
  | { status: 'error'; rows: []; message: string };

/** JSON with object keys sorted, so two equal values print the same whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return inner;
  });
}

type GamesModule = Pick<
  typeof Games,
  'verifyRound' | 'hashServerSeed' | 'getModel' | 'settingCommitment' | 'boardHashFromPath' | 'chainRoot'
>;

/**
 * Replays a round in the browser from its revealed seeds with the same packages/games code
 * the server ran, and compares it with the record: the record's seed hash with the hash this
 * browser showed before play (`shownAt`: when it first did, null if it never did), the revealed
 * seed with that hash; the commitment and day root the play answer named (`kept`: what this
 * browser kept then, null if it did not) with the ones the proof names now; the day's revealed
 * setting and salt with the kept commitment; the kept commitment's Merkle path up the sealed board
 * to the kept root (sha256(previousRoot:boardHash:day)); then the win, the spins, the bonus events
 * and the model's whole outcome description. A commitment rewritten after the round fails against
 * what was kept. The games package is loaded only when a round is verified.
 */
export async function compareRound(
  round: TFairRound,
  shownAt: string | null,
  kept: KeptCommitment | null = null,
  load: () => Promise<GamesModule> = () => import('@amigo/games'),
): Promise<RoundCheck> {
  const { proof } = round;
  if (proof.serverSeed === null) return { status: 'unrevealed', rows: [] };
  try {
    const games = await load();
    const hash = games.hashServerSeed(proof.serverSeed);
    const seedRows: RoundCheckRow[] = [
      // The browser's own memory, not the record: was this the hash shown before the round?
      { key: 'shownHash', recorded: proof.serverSeedHash, recomputed: shownAt ?? '—', same: shownAt !== null },
      { key: 'seedHash', recorded: proof.serverSeedHash, recomputed: hash, same: hash === proof.serverSeedHash },
    ];
    // The commitment and root to hold the reveal against: what this browser kept at play, else the proof's.
    const heldCommitment = kept?.settingCommitment ?? proof.settingCommitment ?? '—';
    const heldRoot = kept?.dayRoot ?? proof.dayRoot ?? '—';
    const pathRoot = proof.board
      ? games.chainRoot({
          previousRoot: proof.board.previousRoot,
          boardHash: games.boardHashFromPath({ machineId: round.machineId, commitment: heldCommitment }, proof.board.path),
          day: kept?.settingDay ?? proof.settingDay,
        })
      : '—';
    const chainRows: RoundCheckRow[] = [
      {
        // This browser's own memory of the play answer, as for the seed hash.
        key: 'keptCommitment',
        recorded: proof.settingCommitment ?? '—',
        recomputed: kept?.settingCommitment ?? '—',
        same: kept !== null && kept.settingCommitment === proof.settingCommitment && kept.dayRoot === proof.dayRoot,
      },
      // The kept commitment is on the sealed board whose root was kept: checkable before the reveal.
      { key: 'dayRoot', recorded: heldRoot, recomputed: pathRoot, same: pathRoot === heldRoot },
    ];
    // The seed and the chain can be checked at once; the round waits for its day's setting (revealed after the day).
    if (proof.setting === null) return { status: 'unrevealed', rows: [...seedRows, ...chainRows] };
    if (!games.getModel(round.modelCode)) return { status: 'error', rows: [], message: `unknown model ${round.modelCode}` };
    const replay = games.verifyRound({
      model: round.modelCode,
      setting: proof.setting,
      state: proof.stateBefore,
      bet: round.betAmount,
      serverSeed: proof.serverSeed,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
    });
    const commitment = games.settingCommitment({
      machineId: round.machineId,
      day: proof.settingDay,
      setting: proof.setting,
      salt: proof.settingSalt ?? '',
    });
    const recordedEvents = round.bonuses.join(', ') || '—';
    const replayEvents = replay.events.map((event) => event.kind).join(', ') || '—';
    const rows: RoundCheckRow[] = [
      ...seedRows,
      chainRows[0]!,
      {
        key: 'settingCommitment',
        recorded: heldCommitment,
        recomputed: commitment,
        same: commitment === heldCommitment,
      },
      chainRows[1]!,
      {
        key: 'win',
        recorded: String(round.winningAmount),
        recomputed: String(replay.win),
        same: replay.win === round.winningAmount,
      },
      { key: 'spins', recorded: String(round.spins), recomputed: String(replay.spins), same: replay.spins === round.spins },
      { key: 'events', recorded: recordedEvents, recomputed: replayEvents, same: recordedEvents === replayEvents },
      {
        key: 'outcome',
        recorded: summarize(round.display),
        recomputed: summarize(replay.display),
        same: canonical(round.display) === canonical(replay.display),
      },
    ];
    return { status: rows.every((row) => row.same) ? 'match' : 'mismatch', rows };
  } catch (error) {
    return { status: 'error', rows: [], message: error instanceof Error ? error.message : String(error) };
  }
}

/** A short, readable line of an outcome for the comparison table (the full one is compared). */
export function summarize(display: Record<string, unknown>): string {
  if (Array.isArray(display.reels) && typeof display.flag === 'string') return `${display.flag}: ${display.reels.join(' ')}`;
  if (Array.isArray(display.grid)) {
    const grid = display.grid as unknown[][];
    return grid.map((column) => (Array.isArray(column) ? column.join('/') : '')).join(' | ');
  }
  if (typeof display.ballsLaunched === 'number') {
    return `balls ${String(display.ballsLaunched)} · entries ${String(display.entries)} · draws ${String(display.draws)} · won ${String(display.ballsWon)}`;
  }
  const text = canonical(display);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
