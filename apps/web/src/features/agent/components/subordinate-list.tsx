import type { TAgentTransfer, TSubMember } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast/toast.ts';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { loadProfile } from '../../../lib/session/profile.ts';
import { useAgentTranslation } from '../agent-translation.ts';
import { useAgentOverview } from '../api/get-overview.ts';
import { useSubordinates } from '../api/list-subordinates.ts';
import { CreateSubordinateDialog } from './create-subordinate-dialog.tsx';
import { AGENT_PAGE_SIZE, useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';
import { TransferDialog, type TransferDirection } from './transfer-dialog.tsx';

const TABLE_QUERY = '(min-width: 1024px)';
const thClass = 'px-3 py-3 text-left text-xs font-semibold text-fg-subtle';
const tdClass = 'px-3 py-3 align-middle';

/** Direct subordinates: search by name, create, transfer in and out, and open a sub-agent's report. */
export function SubordinateList({
  reportPath,
  paymentPasswordPath,
}: {
  reportPath: (userId: string) => string;
  paymentPasswordPath: string;
}) {
  const { at, language } = useAgentTranslation();
  const queryClient = useQueryClient();
  const { list, update } = useListParams();
  const query = useSubordinates({
    pageNum: list.page,
    pageSize: AGENT_PAGE_SIZE,
    ...(list.account ? { account: list.account } : {}),
  });
  const overview = useAgentOverview();
  const wide = useMediaQuery(TABLE_QUERY);
  const [creating, setCreating] = useState(false);
  const [transfer, setTransfer] = useState<{ member: TSubMember; direction: TransferDirection } | null>(null);

  async function refresh() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['agent'] }), loadProfile().catch(() => undefined)]);
  }
  function created(member: TSubMember) {
    setCreating(false);
    toast.success(at('create.done', { name: member.username }));
    void refresh();
  }
  function transferred(done: TAgentTransfer) {
    setTransfer(null);
    const values = { name: done.username, amount: at('shared.coins', { amount: formatCoins(done.amount, language) }) };
    toast.success(done.direction === 'to_member' ? at('transfer.doneIn', values) : at('transfer.doneOut', values));
    void refresh();
  }

  const actions = (member: TSubMember) => (
    <div className="flex flex-wrap gap-2" role="group" aria-label={at('members.actionsFor', { name: member.username })}>
      <Button size="sm" onClick={() => setTransfer({ member, direction: 'in' })} data-testid="agent-transfer-in">
        {at('members.transferIn')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setTransfer({ member, direction: 'out' })}
        data-testid="agent-transfer-out"
      >
        {at('members.transferOut')}
      </Button>
      {member.isAgent ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={reportPath(member.userId)}>{at('members.report')}</Link>
        </Button>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="agent-members-title" className="grid gap-4" data-testid="agent-members">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="agent-members-title" className="text-lg font-bold text-fg">
          {at('members.title')}
        </h2>
        <Button onClick={() => setCreating(true)} data-testid="agent-create-open">
          <Icon name="user" className="size-4" />
          {at('members.create')}
        </Button>
      </div>
      <form role="search" className="max-w-sm" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="agent-members-search" className={clsx(labelClass, 'mb-1.5')}>
          {at('shared.search')}
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
              {at('shared.total', { total: formatCoins(page.total, language) })}
            </p>
            {page.list.length === 0 ? (
              <p className="panel p-6 text-center text-sm text-fg-subtle">{at('shared.empty')}</p>
            ) : wide ? (
              <div className="panel overflow-x-auto">
                <table className="w-full text-sm" data-testid="agent-members-table">
                  <thead className="border-b border-line bg-night-900/50">
                    <tr>
                      <th scope="col" className={thClass}>
                        {at('members.columns.member')}
                      </th>
                      <th scope="col" className={clsx(thClass, 'text-right')}>
                        {at('members.columns.balance')}
                      </th>
                      <th scope="col" className={clsx(thClass, 'text-right')}>
                        {at('members.columns.team')}
                      </th>
                      <th scope="col" className={thClass}>
                        {at('members.columns.registeredAt')}
                      </th>
                      <th scope="col" className={thClass}>
                        {at('members.columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line/60">
                    {page.list.map((member) => (
                      <tr key={member.userId} data-testid="agent-member-row">
                        <td className={tdClass}>
                          <MemberName member={member} />
                        </td>
                        <td className={clsx(tdClass, 'text-right text-gold-200 tabular-nums')} data-testid="agent-member-balance">
                          {formatCoins(member.balance, language)}
                        </td>
                        <td className={clsx(tdClass, 'text-right text-fg-muted tabular-nums')}>
                          {member.isAgent ? at('members.teamSize', { count: member.teamSize }) : at('members.never')}
                        </td>
                        <td className={clsx(tdClass, 'whitespace-nowrap text-fg-muted tabular-nums')}>
                          {formatDateTimeIn(member.registeredAt, language)}
                        </td>
                        <td className={tdClass}>{actions(member)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul className="grid gap-3" data-testid="agent-members-list">
                {page.list.map((member) => (
                  <li key={member.userId} className="panel grid gap-3 p-4" data-testid="agent-member-row">
                    <div className="flex items-start justify-between gap-3">
                      <MemberName member={member} />
                      <p className="text-right text-lg font-bold text-gold-200 tabular-nums" data-testid="agent-member-balance">
                        {formatCoins(member.balance, language)}
                      </p>
                    </div>
                    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                      <dt className="text-fg-subtle">{at('members.columns.registeredAt')}</dt>
                      <dd className="text-fg-muted tabular-nums">{formatDateTimeIn(member.registeredAt, language)}</dd>
                      {member.isAgent ? (
                        <>
                          <dt className="text-fg-subtle">{at('members.columns.team')}</dt>
                          <dd className="text-fg-muted">{at('members.teamSize', { count: member.teamSize })}</dd>
                        </>
                      ) : null}
                    </dl>
                    {actions(member)}
                  </li>
                ))}
              </ul>
            )}
            <Pager page={list.page} total={page.total} onPage={(next) => update({ page: next })} />
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
  const { at } = useAgentTranslation();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
        <span className="break-all">{member.username}</span>
        {member.isAgent ? (
          <span className="rounded-full bg-violet-500/25 px-2 py-0.5 text-xs font-medium text-violet-400">
            {at('shared.agentBadge')}
          </span>
        ) : null}
        {member.inGame ? (
          <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-medium text-gold-200">
            {at('members.inGame')}
          </span>
        ) : null}
      </p>
      {member.nickname ? <p className="truncate text-xs text-fg-subtle">{member.nickname}</p> : null}
    </div>
  );
}
