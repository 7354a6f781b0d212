/** The users module's public use cases, for other modules. */
export { getLegalName, type LegalName } from './legal-name.ts';
export { userDirectory } from './views.ts';
export { assignAgentCode, lockMemberForAgentApproval } from './agent-code.ts';
