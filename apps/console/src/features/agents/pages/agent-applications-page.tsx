import { useTranslation } from 'react-i18next';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName, StatusWithNote } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { decideAgentApplication } from '../api/decide-agent-application.ts';
import { agentApplicationQueueKey, listAgentApplications } from '../api/list-agent-applications.ts';
import { AgentRebates } from '../components/agent-rebates.tsx';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Decision = { action: 'approve' | 'reject'; reason?: string };

/** Agent applications: approve (agent code and place in the hierarchy) or reject with a reason. */
export function AgentApplicationsPage() {
  const { t } = useTranslation();
  return (
    <ReviewQueuePage title={t('sections.agentApplications.title')} description={t('sections.agentApplications.description')}>
      <ReviewQueue
        queryKey={agentApplicationQueueKey}
        statuses={STATUSES}
        initialStatus="pending"
        statusLabel={(status) => t(`status.kyc.${status}`)}
        list={({ status, pageNum, pageSize }) => listAgentApplications({ status, pageNum, pageSize })}
        table={{
          caption: t('sections.agentApplications.title'),
          columns: [
            { header: t('common.member'), cell: (application) => <MemberName {...application} /> },
            { header: t('agents.remark'), cell: (application) => application.remark ?? '—' },
            { header: t('common.date'), cell: (application) => formatDateTime(application.createdAt) },
            {
              header: t('common.status'),
              cell: (application) => (
                <>
                  <StatusWithNote
                    status={application.status}
                    label={t(`status.kyc.${application.status}`)}
                    note={application.reason}
                  />
                  {application.decidedBy ? (
                    <span className="mt-1 block text-xs text-slate-600">{application.decidedBy}</span>
                  ) : null}
                </>
              ),
            },
          ],
          rowKey: (application) => application.id,
          rowTestId: (application) => `agent-application-${application.username}`,
          decide: (application, input: Decision) => decideAgentApplication({ id: application.id, ...input }),
          decisions: (application): QueueDecision<Decision>[] =>
            application.status === 'pending'
              ? [
                  { kind: 'go', label: t('actions.approve'), input: { action: 'approve' } },
                  {
                    kind: 'reason',
                    label: t('actions.reject'),
                    confirmLabel: t('actions.confirmReject'),
                    toInput: (reason) => ({ action: 'reject', reason }),
                  },
                ]
              : [],
        }}
      />
      <AgentRebates />
    </ReviewQueuePage>
  );
}
