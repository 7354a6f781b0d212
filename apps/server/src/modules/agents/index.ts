/** The agents module's public use cases (the operator console and the jobs CLI drive these). */
export { decideAgentApplication, type AgentDecision } from './decide-agent-application.ts';
export { isAgent } from './agent-access.ts';
export { rollupGameRecords } from './rollup-game-records.ts';
export { settleAgentRebates } from './settle-agent-rebates.ts';
export { runAgentJobs } from './run-agent-jobs.ts';
export { addTopLevelAgent } from './add-top-level-agent.ts';
export { pendingAgentApplicationCount } from './figures.ts';
export { agentPositionOf } from './agent-position.ts';
export { agentTransferFlagsSince, markAgentTransferFlagReviewed, type AgentTransferFlag } from './transfer-flags.ts';
