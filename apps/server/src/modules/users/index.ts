/** The users module's public use cases, for other modules. */
export { getLegalName, lockMemberLegalName, type LegalName } from './legal-name.ts';
export { userDirectory } from './views.ts';
export { assignAgentCode, lockMemberForAgentApproval } from './agent-code.ts';
export { createMember, type CreatedMember, type NewMember } from './create-member.ts';
export {
  findMemberByAccount,
  findMemberById,
  getMemberAudience,
  lockMember,
  memberIdByAgentCode,
  memberIdByEmail,
  memberIdByUsername,
  memberStatus,
  recordSignIn,
  setPasswordHash,
  setPaymentPasswordHash,
  type MemberCredentials,
} from './member-accounts.ts';
export { registrationsByAgent, registrationsByDay } from './figures.ts';
export { memberExists, usernamesByIds } from './member-directory.ts';
export { memberIdentitiesByIds, type MemberIdentity } from './member-identities.ts';
export { writeMemberFlag, type MemberFlagChange } from './flag-member.ts';
