import { adminCalls } from '@amigo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  ErrorNote,
  Field,
  inputClass,
  Loading,
  ReasonAction,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { adminFetch } from '../../../lib/api.ts';
import { formatCoins, formatDateTime, newIdempotencyKey } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';

type Tab = 'ledger' | 'deposits' | 'withdrawals' | 'games' | 'sessions';

/** One member's file: profile, balance, agent position, history tabs and the actions staff may take. */
export function MemberDetailPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('ledger');
  const detail = useQuery({
    queryKey: ['admin', 'member', userId],
    queryFn: () => adminFetch(adminCalls.adminMemberDetail, { userId }),
  });
  const lock = useMutation({
    mutationFn: (input: { locked: boolean; reason: string }) => adminFetch(adminCalls.adminMemberLock, { userId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const revoke = useMutation({
    mutationFn: (reason: string) => adminFetch(adminCalls.adminMemberRevokeSessions, { userId, reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', userId] }),
  });
  const endExclusion = useMutation({
    mutationFn: () => adminFetch(adminCalls.adminResponsibleEndExclusion, { userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', userId] }),
  });
  const member = detail.data;
  return (
    <section aria-labelledby="member-heading" className="flex flex-col gap-4 rounded-lg border border-blue-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="member-heading" className="text-lg font-semibold text-slate-900">
          {member ? `${member.username} #${member.userId}` : t('common.loading')}
        </h2>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
      <ErrorNote error={detail.error} />
      {member ? (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Item label={t('members.balance')} value={formatCoins(member.balance)} />
            <Item
              label={t('common.status')}
              value={<StatusBadge status={member.status} label={t(`status.member.${member.status}`)} />}
            />
            <Item label={t('members.kyc')} value={t(`status.kycMember.${member.kycStatus}`)} />
            <Item label={t('members.email')} value={member.email} />
            <Item label={t('members.name')} value={[member.lastName, member.firstName].filter(Boolean).join(' ') || '—'} />
            <Item label={t('members.phone')} value={member.phone ?? '—'} />
            <Item
              label={t('members.parent')}
              value={member.parent ? `${member.parent.username} #${member.parent.userId}` : '—'}
            />
            <Item
              label={t('members.agent')}
              value={
                member.isAgent
                  ? t('members.agentAt', {
                      code: member.agentCode ?? '',
                      depth: member.agentDepth ?? 0,
                      count: member.directMembers,
                    })
                  : '—'
              }
            />
            <Item label={t('members.lastLogin')} value={formatDateTime(member.lastLoginAt)} />
            <Item
              label={t('members.responsible.title')}
              value={
                member.responsible.block
                  ? t(`members.responsible.${member.responsible.block.kind}`, {
                      until: member.responsible.block.until
                        ? formatDateTime(member.responsible.block.until)
                        : t('members.responsible.indefinite'),
                    })
                  : '—'
              }
            />
            <Item
              label={t('members.responsible.limits')}
              value={
                member.responsible.limits.length > 0
                  ? member.responsible.limits
                      .map(
                        (l) =>
                          `${t(`members.responsible.${l.kind}`)} ${t(`members.responsible.${l.period}`)} ${l.amount === null ? '—' : formatCoins(l.amount)}`,
                      )
                      .join(' · ')
                  : '—'
              }
            />
          </dl>
          {member.responsible.block?.kind === 'self_exclusion' &&
          member.responsible.block.until === null &&
          can(me, 'members.lock') ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Button disabled={endExclusion.isPending} onClick={() => endExclusion.mutate()}>
                {t('members.responsible.end')}
              </Button>
              <span className="text-slate-600">
                {t('members.responsible.minUntil', { date: formatDateTime(member.responsible.block.minUntil) })}
              </span>
              <ErrorNote error={endExclusion.error} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {can(me, 'members.lock') ? (
              <>
                {member.status === 'active' ? (
                  <ReasonAction
                    label={t('members.lock')}
                    confirmLabel={t('members.lock')}
                    busy={lock.isPending}
                    onSubmit={(reason) => lock.mutate({ locked: true, reason })}
                  />
                ) : (
                  <ReasonAction
                    label={t('members.unlock')}
                    confirmLabel={t('members.unlock')}
                    busy={lock.isPending}
                    onSubmit={(reason) => lock.mutate({ locked: false, reason })}
                  />
                )}
                <ReasonAction
                  label={t('members.revoke')}
                  confirmLabel={t('members.revoke')}
                  busy={revoke.isPending}
                  onSubmit={(reason) => revoke.mutate(reason)}
                />
              </>
            ) : null}
          </div>
          <ErrorNote error={lock.error ?? revoke.error} />
          {can(me, 'balance.adjust') ? <AdjustForm userId={userId} /> : null}
          <Segmented
            label={t('members.history')}
            value={tab}
            onChange={setTab}
            options={(['ledger', 'deposits', 'withdrawals', 'games', 'sessions'] as const).map((value) => ({
              value,
              label: t(`members.tabs.${value}`),
            }))}
          />
          {tab === 'sessions' ? (
            <Table
              caption={t('members.tabs.sessions')}
              head={[t('members.started'), t('members.lastSeen'), 'IP', t('common.status')]}
            >
              {member.sessions.map((session) => (
                <tr key={session.createdAt}>
                  <td className={cellClass}>{formatDateTime(session.createdAt)}</td>
                  <td className={cellClass}>{formatDateTime(session.lastSeenAt)}</td>
                  <td className={cellClass}>{session.ip ?? '—'}</td>
                  <td className={cellClass}>{session.active ? t('members.sessionActive') : t('members.sessionEnded')}</td>
                </tr>
              ))}
            </Table>
          ) : (
            <History userId={userId} tab={tab} />
          )}
        </>
      ) : null}
    </section>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function History({ userId, tab }: { userId: string; tab: Exclude<Tab, 'sessions'> }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'member', userId, tab],
    queryFn: async () => {
      const page = { userId, pageNum: 1, pageSize: 50 };
      if (tab === 'ledger') return { kind: 'ledger' as const, data: await adminFetch(adminCalls.adminMemberLedger, page) };
      if (tab === 'games') return { kind: 'games' as const, data: await adminFetch(adminCalls.adminMemberGameRecords, page) };
      return {
        kind: 'orders' as const,
        data: await adminFetch(adminCalls.adminMemberOrders, { ...page, kind: tab === 'deposits' ? 'deposit' : 'withdrawal' }),
      };
    },
  });
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  const result = query.data;
  if (result.kind === 'ledger') {
    return (
      <Table
        caption={t('members.tabs.ledger')}
        head={[t('common.date'), t('common.amount'), t('members.reasonCode'), t('members.ref')]}
      >
        {result.data.list.map((entry) => (
          <tr key={entry.id}>
            <td className={cellClass}>{formatDateTime(entry.createdAt)}</td>
            <td className={`${cellClass} tabular-nums ${entry.amount < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
              {formatCoins(entry.amount)}
            </td>
            <td className={cellClass}>{entry.reason}</td>
            <td className={`${cellClass} font-mono text-xs`}>{entry.ref}</td>
          </tr>
        ))}
      </Table>
    );
  }
  if (result.kind === 'games') {
    return (
      <Table
        caption={t('members.tabs.games')}
        head={[t('common.date'), t('members.machine'), t('members.bet'), t('members.win')]}
      >
        {result.data.list.map((record) => (
          <tr key={record.id}>
            <td className={cellClass}>{formatDateTime(record.createdAt)}</td>
            <td className={cellClass}>
              #{record.machineId} {record.modelCode}
            </td>
            <td className={`${cellClass} tabular-nums`}>{formatCoins(record.bet)}</td>
            <td className={`${cellClass} tabular-nums`}>{formatCoins(record.win)}</td>
          </tr>
        ))}
      </Table>
    );
  }
  const orders = [...(result.data.deposits?.list ?? []), ...(result.data.withdrawals?.list ?? [])];
  return (
    <Table
      caption={t(`members.tabs.${tab}`)}
      head={[t('common.order'), t('common.date'), t('common.amount'), t('common.status')]}
    >
      {orders.map((order) => (
        <tr key={order.orderSn}>
          <td className={`${cellClass} font-mono text-xs`}>{order.orderSn}</td>
          <td className={cellClass}>{formatDateTime(order.createdAt)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatCoins(order.amount)}</td>
          <td className={cellClass}>{order.status}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Credit (+) or debit (−) with a reason; above the configured amount it waits for a second staff member. */
function AdjustForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const adjust = useMutation({
    mutationFn: () => adminFetch(adminCalls.adminAdjustBalance, { userId, amount: Number(amount), reason, idempotencyKey: key }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setKey(newIdempotencyKey());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    adjust.mutate();
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      aria-label={t('members.adjustTitle')}
    >
      <p className="text-sm font-medium text-slate-800">{t('members.adjustTitle')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <Field label={t('members.adjustAmount')}>
          {(id) => (
            <input
              id={id}
              required
              inputMode="numeric"
              pattern="-?[0-9]+"
              maxLength={11}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('common.reason')}>
          {(id) => (
            <input
              id={id}
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={adjust.isPending || !/^-?[1-9]\d*$/.test(amount) || !reason.trim()}>
          {t('members.adjust')}
        </Button>
      </div>
      {adjust.data?.status === 'pending' ? (
        // Not applied yet: said plainly and set apart, so nobody takes it for a done credit.
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <p className="font-semibold">{t('members.adjustPendingTitle')}</p>
          <p>{t('members.adjustPending')}</p>
        </div>
      ) : adjust.data ? (
        <p role="status" className="text-sm text-slate-700">
          {t('members.adjustApplied')}
        </p>
      ) : null}
      <ErrorNote error={adjust.error} />
    </form>
  );
}
