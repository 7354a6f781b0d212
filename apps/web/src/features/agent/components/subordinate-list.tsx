import type { TAgentTransfer, TSubMember } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast/toast.ts';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RecordFields, RecordTable, type RecordColumn } from '../../../components/record-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { loadProfile } from '../../../lib/session/profile.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useAgentOverview } from '../api/get-overview.ts';
import { useSubordinates } from '../api/list-subordinates.ts';
import { CreateSubordinateDialog } from './create-subordinate-dialog.tsx';
import { AGENT_PAGE_SIZE, pageCount, useListParams } from './list-params.ts';
import { QueryState } from './query-state.tsx';
import { TransferDialog, type TransferDirection } from './transfer-dialog.tsx';

/** Direct subordinates: search by name, create, transfer in and out, and open a sub-agent's report. */
export function SubordinateList({
  reportPath,
  paymentPasswordPath,
}: {
  reportPath: (userId: string) => string;
  paymentPasswordPath: string;
}) {
  const { t, language } = useI18n('agent');
  const queryClient = useQueryClient();
  const { list, update } = useListParams();
  const query = useSubordinates({
    pageNum: list.page,
    pageSize: AGENT_PAGE_SIZE,
    ...(list.account ? { account: list.account } : {}),
  });
  const overview = useAgentOverview();
  const [creating, setCreating] = useState(false);
  const [transfer, setTransfer] = useState<{ member: TSubMember; direction: TransferDirection } | null>(null);

  async function refresh() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['agent'] }), loadProfile().catch(() => undefined)]);
  }
  function created(member: TSubMember) {
    setCreating(false);
    toast.success(t('agent:create.done', { name: member.username }));
    void refresh();
  }
  function transferred(done: TAgentTransfer) {
    setTransfer(null);
    const values = { name: done.username, amount: t('agent:shared.coins', { amount: formatCoins(done.amount, language) }) };
    // A take-back that needs the member's consent only asked (AGENT_TAKEBACK_CONSENT, docs/agents.md).
    const message =
      done.direction === 'to_member'
        ? t('agent:transfer.doneIn', values)
        : done.status === 'pending'
          ? t('agent:transfer.donePending', values)
          : t('agent:transfer.doneOut', values);
    toast.success(message);
    void refresh();
  }

  const actions = (member: TSubMember) => (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('agent:members.actionsFor', { name: member.username })}>
      <Button size="sm" onClick={() => setTransfer({ member, direction: 'in' })} data-testid="agent-transfer-in">
        {t('agent:members.transferIn')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setTransfer({ member, direction: 'out' })}
        data-testid="agent-transfer-out"
      >
        {t('agent:members.transferOut')}
      </Button>
      {member.isAgent ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={reportPath(member.userId)}>{t('agent:members.report')}</Link>
        </Button>
      ) : null}
    </div>
  );

  const columns: Array<RecordColumn<TSubMember>> = [
    { key: 'member', header: t('agent:members.columns.member'), cell: (member) => <MemberName member={member} /> },
    {
      key: 'balance',
      header: t('agent:members.columns.balance'),
      align: 'end',
      className: 'text-gold-200 tabular-nums',
      cell: (member) => <span data-testid="agent-member-balance">{formatCoins(member.balance, language)}</span>,
    },
    {
      key: 'team',
      header: t('agent:members.columns.team'),
      align: 'end',
      className: 'text-fg-muted tabular-nums',
      cell: (member) => (member.isAgent ? t('agent:members.teamSize', { count: member.teamSize }) : t('agent:members.never')),
    },
    {
      key: 'registeredAt',
      header: t('agent:members.columns.registeredAt'),
      className: 'whitespace-nowrap text-fg-muted tabular-nums',
      cell: (member) => formatDateTimeIn(member.registeredAt, language),
    },
    { key: 'actions', header: t('agent:members.columns.actions'), cell: actions },
  ];

  return (
    <section aria-labelledby="agent-members-title" className="grid gap-4" data-testid="agent-members">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="agent-members-title" className="text-lg font-bold text-fg">
          {t('agent:members.title')}
        </h2>
        <Button onClick={() => setCreating(true)} data-testid="agent-create-open">
          <Icon name="user" className="size-4" />
          {t('agent:members.create')}
        </Button>
      </div>
      <form role="search" className="max-w-sm" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="agent-members-search" className={clsx(labelClass, 'mb-1.5')}>
          {t('agent:shared.search')}
        </label>
        <div className="relative">
          <input
            id="agent-members-search"
            type="search"
            className={clsx(inputClass, 'pl-10')}
            value={list.account}
            maxLength={16}
            autoComplete="off"
            onChange={(event) => update({ account: event.target.value.replace(/[^A-Za-z0-9]/g, '') })}
          />
          <Icon name="search" className="pointer-events-none absolute top-3 left-3 size-5 text-fg-subtle" />
        </div>
      </form>
      <QueryState query={query}>
        {(page) => (
          <div aria-busy={query.isFetching || undefined}>
            <p className="mb-2 text-sm text-fg-subtle" aria-live="polite">
              {t('agent:shared.total', { total: formatCoins(page.total, language) })}
            </p>
            {page.list.length === 0 ? (
              <p className="panel p-6 text-center text-sm text-fg-subtle">{t('agent:shared.empty')}</p>
            ) : (
              <RecordTable
                rows={page.list}
                rowKey={(member) => member.userId}
                density="snug"
                verticalAlign="middle"
                cardClassName="gap-3"
                testId="agent-members-table"
                listTestId="agent-members-list"
                rowTestId="agent-member-row"
                columns={columns}
                card={(member) => (
                  <>
                    <div className="flex items-start justify-between gap-3">
                      <MemberName member={member} />
                      <p className="text-right text-lg font-bold text-gold-200 tabular-nums" data-testid="agent-member-balance">
                        {formatCoins(member.balance, language)}
                      </p>
                    </div>
                    <RecordFields
                      fields={[
                        {
                          label: t('agent:members.columns.registeredAt'),
                          value: formatDateTimeIn(member.registeredAt, language),
                          className: 'text-fg-muted tabular-nums',
                        },
                        member.isAgent && {
                          label: t('agent:members.columns.team'),
                          value: t('agent:members.teamSize', { count: member.teamSize }),
                        },
                      ]}
                    />
                    {actions(member)}
                  </>
                )}
              />
            )}
            <Pager
              page={list.page}
              pages={pageCount(page.total)}
              onPage={(next) => update({ page: next })}
              label={t('agent:shared.pagination')}
            />
          </div>
        )}
      </QueryState>
      <CreateSubordinateDialog open={creating} onOpenChange={setCreating} onCreated={created} />
      <TransferDialog
        member={transfer?.member ?? null}
        direction={transfer?.direction ?? 'in'}
        agentBalance={overview.data?.balance ?? 0}
        paymentPasswordPath={paymentPasswordPath}
        onClose={() => setTransfer(null)}
        onDone={transferred}
      />
    </section>
  );
}

function MemberName({ member }: { member: TSubMember }) {
  const { t } = useI18n('agent');
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
        <span className="break-all">{member.username}</span>
        {member.isAgent ? (
          <span className="rounded-full bg-violet-500/25 px-2 py-0.5 text-xs font-medium text-violet-400">
            {t('agent:shared.agentBadge')}
          </span>
        ) : null}
        {member.inGame ? (
          <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-medium text-gold-200">
            {t('agent:members.inGame')}
          </span>
        ) : null}
      </p>
      {member.nickname ? <p className="truncate text-xs text-fg-subtle">{member.nickname}</p> : null}
    </div>
  );
}
