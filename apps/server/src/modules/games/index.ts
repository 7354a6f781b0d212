/** The games module's public use cases, for the agents, responsible-gaming and console modules. */
export { hasSeat, leaveSeat } from './seats.ts';
export { createMemberSeeds } from './fairness.ts';
export { floorSettingPlan, planNextDaySetting, sealAhead } from './setting-days.ts';
export { auditFairChain, compareWithCopy, type CopiedChainDay, type FairAuditReport } from './fair-chain.ts';
export { memberGamePlay } from './views.ts';
export { settleEndedHolds } from './settle-held-feature.ts';
export { rollupHallFigures } from './rollup-hall-figures.ts';
export { listFloorMachines } from './hall-floor.ts';
export { playByAgent, playByDay } from './figures.ts';
export { listMemberRounds, type MemberRound } from './member-rounds.ts';
