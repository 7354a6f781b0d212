import { MONEY_APPROVAL_STATUSES, type MoneyPath, type TMoneyApproval, type TPage } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmAction, ConfirmDetails } from '../../../components/decision-forms.tsx';
import type { QueueDecision } from '../../../components/review-queue/decision-bar.tsx';
import { MemberName } from '../../../components/review-queue/queue-cells.tsx';
import { ReviewQueuePage } from '../../../components/review-queue/review-queue-page.tsx';
import { ReviewQueue } from '../../../components/review-queue/review-queue.tsx';
import { StatusBadge } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { decideMoneyApproval } from '../api/decide-money-approval.ts';
import { approvalQueueKey, listMoneyApprovals } from '../api/list-money-approvals.ts';

type Decision = { approve: boolean };

/**
 * The one approval queue of the money controls (docs/console.md): every path's requests that
 * passed their threshold wait here for a second staff member, who approves (the path applies it
 * once) or rejects. The requester sees their own items without buttons; Approve and Reject are
 * far apart, and each opens a confirm step naming the path, the member and the amount.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const amountOf = (item: TMoneyApproval) =>
    item.unit === 'bps'
      ? t('approvals.bps', { bps: formatCoins(item.amount) })
      : t('payout.coins', { coins: formatCoins(item.amount) });
  const pathLabel = (path: MoneyPath) => t(`approvals.paths.${path}` as const);
  const effectLabel = (path: MoneyPath) => t(`approvals.effects.${path}` as const);
  /** How long an item has waited, in the largest whole unit. */
  const ageText = (seconds: number) =>
    seconds < 3600
      ? t('approvals.ageMinutes', { count: Math.max(1, Math.floor(seconds / 60)) })
      : seconds < 86_400
        ? t('approvals.ageHours', { count: Math.floor(seconds / 3600) })
        : t('approvals.ageDays', { count: Math.floor(seconds / 86_400) });
  const memberOf = (item: TMoneyApproval) =>
    item.userId === null ? t('approvals.noMember') : `${item.username ?? ''} #${item.userId}`;
  return (
    <ReviewQueuePage title={t('sections.approvals.title')} description={t('sections.approvals.description')}>
      <ReviewQueue<(typeof MONEY_APPROVAL_STATUSES)[number], TPage<TMoneyApproval>, Decision>
        queryKey={approvalQueueKey}
        statuses={MONEY_APPROVAL_STATUSES}
        initialStatus="pending"
        statusLabel={(status) => t(`approvals.status.${status}`)}
        list={({ status, pageNum, pageSize }) => listMoneyApprovals({ status, pageNum, pageSize })}
        explain={t('approvals.explain')}
        table={{
          caption: t('sections.approvals.title'),
          columns: [
            {
              header: t('approvals.path'),
              cell: (item) => (
                <>
                  <span className="font-medium">{pathLabel(item.path)}</span>
                  <span className="block text-xs break-all text-slate-600">{item.ref}</span>
                </>
              ),
            },
            {
              header: t('common.member'),
              cell: (item) =>
                item.userId === null ? (
                  t('approvals.noMember')
                ) : (
                  <MemberName username={item.username ?? ''} userId={item.userId} />
                ),
            },
            { header: t('common.amount'), className: 'tabular-nums', cell: amountOf },
            {
              header: t('approvals.requester'),
              cell: (item) => (
                <>
                  {item.requestedBy === 'system' ? t('approvals.system') : item.requestedBy}
                  <span className="block text-xs text-slate-600">{item.reason}</span>
                </>
              ),
            },
            {
              header: t('approvals.age'),
              cell: (item) =>
                item.status === 'pending' ? (
                  <>
                    {ageText(item.ageSeconds)}
                    <span className="block text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
                  </>
                ) : (
                  <>
                    <StatusBadge status={item.status} label={t(`approvals.status.${item.status}`)} />
                    <span className="block text-xs text-slate-600">
                      {item.decidedBy ?? ''} {formatDateTime(item.decidedAt)}
                    </span>
                  </>
                ),
            },
          ],
          rowKey: (item) => item.id,
          rowTestId: (item) => `approval-${item.id}`,
          decide: (item, input: Decision) => decideMoneyApproval({ id: item.id, approve: input.approve }),
          decisions: (item): QueueDecision<Decision>[] => {
            if (item.status !== 'pending') return [];
            if (item.requestedBy === me?.username) {
              return [
                {
                  kind: 'custom',
                  key: 'own',
                  render: () => <span className="text-xs text-slate-600">{t('members.needsOther')}</span>,
                },
              ];
            }
            const details = (effect: string) => (
              <ConfirmDetails amount={amountOf(item)} member={memberOf(item)} effect={effect} />
            );
            return [
              {
                kind: 'confirm',
                tone: 'primary',
                label: t('actions.approve'),
                question: t('approvals.approveQuestion', { path: pathLabel(item.path) }),
                confirmLabel: t('approvals.confirmApprove'),
                details: details(effectLabel(item.path)),
                input: { approve: true },
              },
              {
                // Kept apart from Approve (a gap on desktop, its own line on phones), so a slip never rejects.
                kind: 'custom',
                key: 'reject',
                render: ({ busy, decide }) => (
                  <div className="mt-3 w-full border-t border-slate-200 pt-2 sm:mt-0 sm:ml-10 sm:w-auto sm:border-t-0 sm:pt-0">
                    <ConfirmAction
                      label={t('actions.reject')}
                      question={t('approvals.rejectQuestion', { path: pathLabel(item.path) })}
                      confirmLabel={t('approvals.confirmReject')}
                      details={details(t('approvals.effects.reject'))}
                      busy={busy}
                      onConfirm={() => decide({ approve: false })}
                    />
                  </div>
                ),
              },
            ];
          },
          done: (item, input) =>
            t(input.approve ? 'approvals.done.approved' : 'approvals.done.rejected', {
              path: pathLabel(item.path),
              amount: amountOf(item),
              member: memberOf(item),
            }),
        }}
      />
    </ReviewQueuePage>
  );
}
