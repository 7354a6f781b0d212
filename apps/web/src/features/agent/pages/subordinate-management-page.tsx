import { PageHeading } from '../../../components/page-heading.tsx';
import { AgentBoundary } from '../components/agent-boundary.tsx';
import { AgentGate } from '../components/agent-gate.tsx';
import { OverviewPanel } from '../components/overview-panel.tsx';
import { ReferralCard } from '../components/referral-card.tsx';
import { SubordinateList } from '../components/subordinate-list.tsx';

export interface SubordinateManagementProps {
  title: string;
  /** The team report of a sub-agent (the app's route table knows the path). */
  reportPath: (userId: string) => string;
  paymentPasswordPath: string;
}

/**
 * /agent/subordinate-management (and /agent/agent-center): the agent centre. Agents see their
 * team's overview, the referral link and their direct subordinates; anyone else applies here.
 */
export function SubordinateManagementPage(props: SubordinateManagementProps) {
  return (
    <AgentBoundary>
      <AgentGate>
        <Content {...props} />
      </AgentGate>
    </AgentBoundary>
  );
}

function Content({ title, reportPath, paymentPasswordPath }: SubordinateManagementProps) {
  return (
    <article className="grid gap-6">
      <PageHeading title={title} icon="users" />
      <OverviewPanel />
      <ReferralCard />
      <SubordinateList reportPath={reportPath} paymentPasswordPath={paymentPasswordPath} />
    </article>
  );
}
