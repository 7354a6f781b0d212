import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, cellClass, ErrorNote, Table } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { decideAdjustment } from '../api/decide-adjustment.ts';
import { usePendingAdjustments } from '../api/list-pending-adjustments.ts';

/** Adjustments waiting for a second pair of eyes; the requester cannot approve their own. */
export function PendingAdjustments() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const query = usePendingAdjustments();
  const decide = useMutation({
    mutationFn: (input: { id: string; approve: boolean }) => decideAdjustment(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  if (!query.data?.list.length) return <ErrorNote error={query.error} />;
  return (
    <section aria-labelledby="adjustments-heading" className="flex flex-col gap-2">
      <h2 id="adjustments-heading" className="text-base font-semibold text-slate-900">
        {t('members.pendingAdjustments')}
      </h2>
      <Table
        caption={t('members.pendingAdjustments')}
        head={[t('common.member'), t('common.amount'), t('common.reason'), t('members.requestedBy'), t('common.actions')]}
      >
        {query.data.list.map((adjustment) => (
          <tr key={adjustment.id}>
            <td className={cellClass}>
              {adjustment.username} <span className="text-xs text-slate-500">#{adjustment.userId}</span>
            </td>
            <td className={`${cellClass} tabular-nums`}>{formatCoins(adjustment.amount)}</td>
            <td className={cellClass}>{adjustment.reason}</td>
            <td className={cellClass}>
              {adjustment.requestedBy}
              <span className="block text-xs text-slate-600">{formatDateTime(adjustment.createdAt)}</span>
            </td>
            <td className={cellClass}>
              {adjustment.requestedBy === me?.username ? (
                <span className="text-xs text-slate-600">{t('members.needsOther')}</span>
              ) : (
                <div className="flex gap-1.5">
                  <Button
                    variant="primary"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: adjustment.id, approve: true })}
                  >
                    {t('actions.approve')}
                  </Button>
                  <Button
                    variant="danger"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: adjustment.id, approve: false })}
                  >
                    {t('actions.reject')}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <ErrorNote error={decide.error} />
    </section>
  );
}
