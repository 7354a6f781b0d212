import {
  ClipboardIcon,
  DashboardIcon,
  DepositIcon,
  DocumentIcon,
  IdCardIcon,
  ListIcon,
  ReelsIcon,
  ShieldIcon,
  UsersIcon,
  WithdrawIcon,
  type IconComponent,
} from '../components/icons.tsx';

export type SectionKey =
  'dashboard' | 'kyc' | 'withdrawals' | 'deposits' | 'agentApplications' | 'members' | 'content' | 'games' | 'auditLog' | 'staff';

export type SectionGroup = 'overview' | 'queues' | 'management' | 'administration';

export type Section = {
  key: SectionKey;
  /** Path under /console; '' is the index (the dashboard). */
  path: string;
  group: SectionGroup;
  icon: IconComponent;
};

/**
 * The console's work areas, in menu order. The operator-console issue replaces each
 * placeholder page with the real queue or tool; the paths stay.
 */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '', group: 'overview', icon: DashboardIcon },
  { key: 'kyc', path: 'kyc', group: 'queues', icon: IdCardIcon },
  { key: 'withdrawals', path: 'withdrawals', group: 'queues', icon: WithdrawIcon },
  { key: 'deposits', path: 'deposits', group: 'queues', icon: DepositIcon },
  { key: 'agentApplications', path: 'agent-applications', group: 'queues', icon: ClipboardIcon },
  { key: 'members', path: 'members', group: 'management', icon: UsersIcon },
  { key: 'content', path: 'content', group: 'management', icon: DocumentIcon },
  { key: 'games', path: 'games', group: 'management', icon: ReelsIcon },
  { key: 'auditLog', path: 'audit-log', group: 'administration', icon: ListIcon },
  { key: 'staff', path: 'staff', group: 'administration', icon: ShieldIcon },
];

export const SECTION_GROUPS: readonly SectionGroup[] = ['overview', 'queues', 'management', 'administration'];
