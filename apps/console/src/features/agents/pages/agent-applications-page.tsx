import { adminCalls, type TAgentApplicationItem } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  Loading,
  Page,
  PageHeader,
  Pager,
  ReasonAction,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AgentRebates } from '../components/agent-rebates.tsx';

type Status = 'pending' | 'approved' | 'rejected';

/** Agent applications: approve (agent code and place in the hierarchy) or reject with a reason. */
export function AgentApplicationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pending');
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'agent-applications', status, pageNum],
    queryFn: () => adminFetch(adminCalls.adminAgentApplicationList, { status, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page>
      <PageHeader title={t('sections.agentApplications.title')} description={t('sections.agentApplications.description')} />
      <Segmented
        label={t('common.status')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNum(1);
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(`status.kyc.${value}`) }))}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('sections.agentApplications.title')}
          head={[t('common.member'), t('agents.remark'), t('common.date'), t('common.status'), t('common.actions')]}
        >
          {query.data.list.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
      <AgentRebates />
    </Page>
  );
}

type Application = TAgentApplicationItem;

function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: { action: 'approve' | 'reject'; reason?: string }) =>
      adminFetch(adminCalls.adminAgentApplicationDecide, { id: application.id, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <tr data-testid={`agent-application-${application.username}`}>
      <td className={cellClass}>
        {application.username} <span className="text-xs text-slate-500">#{application.userId}</span>
      </td>
      <td className={cellClass}>{application.remark ?? '—'}</td>
      <td className={cellClass}>{formatDateTime(application.createdAt)}</td>
      <td className={cellClass}>
        <StatusBadge status={application.status} label={t(`status.kyc.${application.status}`)} />
        {application.reason ? <span className="mt-1 block text-xs text-red-800">{application.reason}</span> : null}
        {application.decidedBy ? <span className="mt-1 block text-xs text-slate-600">{application.decidedBy}</span> : null}
      </td>
      <td className={cellClass}>
        {application.status === 'pending' ? (
          <div className="flex flex-wrap gap-1.5">
            <Button variant="primary" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'approve' })}>
              {t('actions.approve')}
            </Button>
            <ReasonAction
              label={t('actions.reject')}
              confirmLabel={t('actions.confirmReject')}
              busy={decide.isPending}
              onSubmit={(reason) => decide.mutate({ action: 'reject', reason })}
            />
          </div>
        ) : null}
        <ErrorNote error={decide.error} />
      </td>
    </tr>
  );
}
