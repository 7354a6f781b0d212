import {
  ClipboardIcon,
  DashboardIcon,
  DepositIcon,
  DocumentIcon,
  IdCardIcon,
  ImportIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  ReelsIcon,
  ShieldIcon,
  AlertIcon,
  UsersIcon,
  WithdrawIcon,
  type IconComponent,
} from '../components/icons.tsx';
import type { Permission } from '@amigo/contract';

export type SectionKey =
  | 'dashboard'
  | 'kyc'
  | 'withdrawals'
  | 'deposits'
  | 'approvals'
  | 'agentApplications'
  | 'risk'
  | 'members'
  | 'content'
  | 'letters'
  | 'games'
  | 'legacyImport'
  | 'auditLog'
  | 'staff';

export type SectionGroup = 'overview' | 'queues' | 'management' | 'administration';

export type Section = {
  key: SectionKey;
  /** Path under /console; '' is the index (the dashboard). */
  path: string;
  group: SectionGroup;
  icon: IconComponent;
  /** Shown in the menu only to staff holding it. */
  permission: Permission;
};

/**
 * The console's work areas, in menu order, each with the permission that opens it.
 */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '', group: 'overview', icon: DashboardIcon, permission: 'dashboard.read' },
  { key: 'kyc', path: 'kyc', group: 'queues', icon: IdCardIcon, permission: 'kyc.review' },
  { key: 'withdrawals', path: 'withdrawals', group: 'queues', icon: WithdrawIcon, permission: 'withdrawals.review' },
  { key: 'deposits', path: 'deposits', group: 'queues', icon: DepositIcon, permission: 'deposits.review' },
  { key: 'approvals', path: 'approvals', group: 'queues', icon: LockIcon, permission: 'balance.approve' },
  { key: 'agentApplications', path: 'agent-applications', group: 'queues', icon: ClipboardIcon, permission: 'agents.review' },
  { key: 'risk', path: 'risk', group: 'queues', icon: AlertIcon, permission: 'risk.review' },
  { key: 'members', path: 'members', group: 'management', icon: UsersIcon, permission: 'members.read' },
  { key: 'content', path: 'content', group: 'management', icon: DocumentIcon, permission: 'content.write' },
  { key: 'letters', path: 'letters', group: 'management', icon: MailIcon, permission: 'letters.send' },
  { key: 'games', path: 'games', group: 'management', icon: ReelsIcon, permission: 'games.manage' },
  { key: 'legacyImport', path: 'legacy-import', group: 'management', icon: ImportIcon, permission: 'members.lock' },
  { key: 'auditLog', path: 'audit-log', group: 'administration', icon: ListIcon, permission: 'audit.read' },
  { key: 'staff', path: 'staff', group: 'administration', icon: ShieldIcon, permission: 'staff.manage' },
];

export const SECTION_GROUPS: readonly SectionGroup[] = ['overview', 'queues', 'management', 'administration'];
