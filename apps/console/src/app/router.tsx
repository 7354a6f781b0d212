import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ApprovalsPage } from '../features/approvals/pages/approvals-page.tsx';
import { AgentApplicationsPage } from '../features/agents/pages/agent-applications-page.tsx';
import { AuditPage } from '../features/audit/pages/audit-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { ContentPage } from '../features/content/pages/content-page.tsx';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { DepositsPage } from '../features/deposits/pages/deposits-page.tsx';
import { GamesPage } from '../features/games/pages/games-page.tsx';
import { KycPage } from '../features/kyc/pages/kyc-page.tsx';
import { RiskPage } from '../features/risk/pages/risk-page.tsx';
import { LegacyImportPage } from '../features/legacy/pages/legacy-import-page.tsx';
import { LettersPage } from '../features/letters/pages/letters-page.tsx';
import { MemberFilePage } from '../features/members/pages/member-file-page.tsx';
import { MembersPage } from '../features/members/pages/members-page.tsx';
import { StaffPage } from '../features/staff/pages/staff-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/pages/withdrawals-page.tsx';
import { ConsoleLayout } from './layouts/console-layout.tsx';
import { ForbiddenPage } from './pages/forbidden-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SECTIONS, type SectionKey } from './sections.ts';
import { RequirePermission } from './require-permission.tsx';

const PAGES: Record<SectionKey, ReactNode> = {
  dashboard: <DashboardPage />,
  kyc: <KycPage />,
  withdrawals: <WithdrawalsPage />,
  deposits: <DepositsPage />,
  approvals: <ApprovalsPage />,
  agentApplications: <AgentApplicationsPage />,
  risk: <RiskPage />,
  members: <MembersPage />,
  content: <ContentPage />,
  letters: <LettersPage />,
  games: <GamesPage />,
  legacyImport: <LegacyImportPage />,
  auditLog: <AuditPage />,
  staff: <StaffPage />,
};

const sectionRoutes: RouteObject[] = SECTIONS.map(({ key, path, permission }) => {
  const element = (
    <RequirePermission permission={permission} fallback={<ForbiddenPage />}>
      {PAGES[key]}
    </RequirePermission>
  );
  return path === '' ? { index: true, element } : { path, element };
});

/** Pages below a section, behind the section's permission. */
const subpageRoutes: RouteObject[] = [
  {
    path: 'members/:userId',
    element: (
      <RequirePermission permission="members.read" fallback={<ForbiddenPage />}>
        <MemberFilePage />
      </RequirePermission>
    ),
  },
];

/** Paths are relative to /console, where the server serves the built console. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    errorElement: <RouteErrorPage />,
    children: [...sectionRoutes, ...subpageRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes, { basename: '/console' });
}
