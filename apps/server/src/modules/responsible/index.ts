/**
 * The responsible module's public use cases: the guards other modules call before deposits,
 * play and agent transfers in, and the operator's end of an indefinite self-exclusion.
 */
export { assertMayDeposit, assertNotBlocked } from './guards.ts';
export { endIndefiniteExclusion } from './blocks.ts';
export { getStatus as getResponsibleStatus } from './status.ts';
export { PLAY_SESSION_GAP_MS } from './reality-check.ts';
export { settlePendingLimits } from './set-limit.ts';
