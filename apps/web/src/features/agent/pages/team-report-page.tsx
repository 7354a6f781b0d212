import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page.tsx';

/** /agent/team-report/:userId?: without a userId the agent's whole team, with one that member's team. */
export function TeamReportPage({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <PlannedPage title={t('routes.teamReport')} description={t('planned.teamReport')} icon="chart">
      <p className="mt-4 text-sm text-fg-subtle">
        {userId ? t('agent.reportScope.member', { userId }) : t('agent.reportScope.team')}
      </p>
    </PlannedPage>
  );
}
