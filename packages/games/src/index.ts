/**
 * Pure game maths: the provably fair RNG, the machine models, their PAR sheets. No I/O, no
 * Node-only APIs: the same code plays rounds on the server and verifies them in the browser.
 *
 * Public surface (everything else is internal):
 * - `hashServerSeed(seed)`          sha256 hex of a server seed (the published commitment)
 * - `settingCommitment(day)`        sha256 hex of `machineId:day:setting:salt` (a day's setting commitment)
 * - `boardHash`, `merklePath`, `boardHashFromPath`, `chainRoot`  the chain of sealed day boards (fair-chain.ts)
 * - `generateServerSeed()`          64 hex chars from crypto.getRandomValues
 * - `isValidClientSeed(seed)`       1–64 chars of [A-Za-z0-9_-]
 * - `createFairRandom({ serverSeed, clientSeed, nonce })`  RandomSource over
 *                                   HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
 * - `createSimulationRandom(seed)`  fast seeded RandomSource for Monte-Carlo runs
 * - `MODELS`, `getModel(code)`      the catalogue of ModelDefinition
 * - `playRound(model, input)`       one play call → RoundResult (throws RangeError on a bad bet/setting)
 * - `verifyRound({ model, setting, state, bet, serverSeed, clientSeed, nonce })` → RoundResult
 * - `parSheet(model, setting)`      the exact ParSheet
 * - `fullParSheet(model, setting)`  the lab's full PAR sheet (contributions, max win, confidence limits)
 * - `recallRound(verifyInput)`      a round replayed with every free spin / draw (game recall)
 * - `gameRules(code)`               the rules panel's data: pays, features and PAR figures
 * - `publishedRtp(model)`           the RTP shown to players: min–max over settings and per setting
 * - `SLOT_PAYLINES`                 the video slot's payline rows (for lighting winning lines)
 *
 * `model` is a code or a ModelDefinition; `getModel` returns `undefined` for an unknown code.
 */
export * from './types.ts';
export { createFairRandom, generateServerSeed, hashServerSeed, isValidClientSeed, type FairSeeds } from './fair.ts';
export { createSimulationRandom } from './simulation.ts';
export { settingCommitment, type SettingDay } from './setting-commitment.ts';
export {
  boardHash,
  boardHashFromPath,
  boardLeafHash,
  chainRoot,
  GENESIS_ROOT,
  merklePath,
  type BoardLeaf,
  type MerkleStep,
} from './fair-chain.ts';
export {
  fullParSheet,
  getModel,
  MODELS,
  parSheet,
  recallRound,
  playRound,
  publishedRtp,
  verifyRound,
  type ModelRef,
  type PublishedRtp,
  type RecalledRound,
  type VerifyInput,
} from './play.ts';
export type { ContributionRow, FullParSheet, HitFrequency, MaxWin } from './par/full-sheet.ts';
export { HIT_FREQUENCY_DEFINITIONS } from './par/full-sheet.ts';
export { gameRules } from './par/game-rules.ts';
export type { GameRules, ModelPays, PublishedFigures } from './par/rules.ts';
/** The video slot's payline rows (row 0 top … 2 bottom on reels 1..5), for screens that light winning lines. */
export { PAYLINES as SLOT_PAYLINES } from './models/slot.ts';
