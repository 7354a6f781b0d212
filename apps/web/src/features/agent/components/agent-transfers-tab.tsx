import type { TMemberAgentTransfer } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { toast } from '../../../lib/toast/toast.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { decideTakeBack } from '../api/decide-take-back.ts';
import { useMyAgentTransfers } from '../api/list-my-agent-transfers.ts';
import { AgentBoundary } from './agent-boundary.tsx';

const PAGE_SIZE = 10;

/**
 * The records page's Transfers tab (composed in by the router): every transfer between the
 * member and their agent — coins in, coins taken back — and take-backs waiting for the
 * member's consent, with approve and decline (issue 21).
 */
export function AgentTransfersTab() {
  return (
    <AgentBoundary>
      <TransfersList />
    </AgentBoundary>
  );
}

export function AgentTransfersTabLabel() {
  return (
    <AgentBoundary>
      <Label />
    </AgentBoundary>
  );
}

function Label() {
  const { t } = useI18n('agent');
  return <>{t('agent:memberTransfers.tab')}</>;
}

function TransfersList() {
  const { t, language } = useI18n('agent');
  const [page, setPage] = useState(1);
  const query = useMyAgentTransfers({ pageNum: page, pageSize: PAGE_SIZE });
  const total = query.data?.total ?? 0;

  const signed = (row: TMemberAgentTransfer) =>
    `${row.direction === 'to_member' ? '+' : '−'}${formatCoins(row.amount, language)}`;
  const columns: Array<RecordColumn<TMemberAgentTransfer>> = [
    {
      key: 'date',
      header: t('agent:shared.date'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (row) => formatDateTimeIn(row.createdAt, language),
    },
    {
      key: 'kind',
      header: t('agent:memberTransfers.kind'),
      className: 'text-fg',
      cell: (row) => t(`agent:memberTransfers.direction.${row.direction}`),
    },
    { key: 'agent', header: t('agent:memberTransfers.agent'), className: 'text-fg-muted', cell: (row) => row.agentUsername },
    {
      key: 'amount',
      header: t('agent:shared.amount'),
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <Amount row={row} text={signed(row)} />,
    },
    { key: 'status', header: t('agent:shared.status'), cell: (row) => <Status row={row} /> },
  ];

  return (
    <section className="grid gap-4" aria-labelledby="agent-transfers-heading" aria-busy={query.isFetching || undefined}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="agent-transfers-heading" className="text-base font-bold text-fg">
          {t('agent:memberTransfers.title')}
        </h2>
        <p className="text-sm text-fg-subtle" aria-live="polite">
          {query.isSuccess ? t('agent:shared.total', { total: formatCoins(total, language) }) : ''}
        </p>
      </div>
      <p className="text-sm text-fg-muted">{t('agent:memberTransfers.lead')}</p>
      {query.isPending ? (
        <p className="panel p-5 text-sm text-fg-subtle">{t('agent:shared.loading')}</p>
      ) : query.isError ? (
        <div className="panel p-5">
          <p className="text-sm text-fg-subtle">{t('agent:shared.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('agent:shared.retry')}
          </Button>
        </div>
      ) : query.data.list.length === 0 ? (
        <div className="panel flex flex-col items-center gap-2 p-8 text-center" data-testid="agent-transfers-empty">
          <Icon name="receipt" className="size-8 text-fg-subtle" />
          <p className="text-sm text-fg-subtle">{t('agent:memberTransfers.empty')}</p>
        </div>
      ) : (
        <RecordTable
          rows={query.data.list}
          rowKey={(row) => row.id}
          columns={columns}
          testId="agent-transfers-table"
          listTestId="agent-transfers-list"
          rowTestId="agent-transfer-row"
          card={(row) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-lg font-bold tabular-nums">
                    <Amount row={row} text={signed(row)} />
                  </p>
                  <p className="text-sm text-fg">{t(`agent:memberTransfers.direction.${row.direction}`)}</p>
                </div>
                <Status row={row} />
              </div>
              <RecordFields
                fields={[
                  { label: t('agent:memberTransfers.agent'), value: row.agentUsername, className: 'text-fg-muted' },
                  {
                    label: t('agent:shared.date'),
                    value: formatDateTimeIn(row.createdAt, language),
                    className: 'text-fg-muted tabular-nums',
                  },
                ]}
              />
            </>
          )}
        />
      )}
      {query.isSuccess ? <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={setPage} /> : null}
    </section>
  );
}

function Amount({ row, text }: { row: TMemberAgentTransfer; text: string }) {
  return (
    <span
      className={clsx(
        row.status === 'declined'
          ? 'text-fg-subtle line-through'
          : row.direction === 'to_member'
            ? 'text-emerald-200'
            : 'text-danger',
      )}
    >
      {text}
    </span>
  );
}

function Status({ row }: { row: TMemberAgentTransfer }) {
  const { t } = useI18n('agent');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const badge = (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        row.status === 'completed' && 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
        row.status === 'pending' && 'bg-gold-400/15 text-gold-200 ring-gold-400/40',
        row.status === 'declined' && 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
        row.status === 'expired' && 'bg-slate-500/15 text-slate-200 ring-slate-400/40',
      )}
    >
      {t(`agent:memberTransfers.status.${row.status}`)}
    </span>
  );
  if (row.status !== 'pending') return badge;

  async function answer(approve: boolean) {
    setBusy(true);
    try {
      await decideTakeBack({ id: row.id, approve });
      toast.success(t(approve ? 'agent:memberTransfers.approvedToast' : 'agent:memberTransfers.declinedToast'));
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch {
      // The HTTP client has shown what happened.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {badge}
      <Button size="sm" disabled={busy} onClick={() => void answer(true)}>
        {t('agent:memberTransfers.approve')}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => void answer(false)}>
        {t('agent:memberTransfers.decline')}
      </Button>
    </div>
  );
}
