import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonAction } from '../../../components/decision-forms.tsx';
import { Button, cellClass, ErrorNote, Segmented, StatusBadge, Table } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { endSelfExclusion } from '../api/end-self-exclusion.ts';
import { memberKey, useMember } from '../api/get-member.ts';
import { lockMember } from '../api/lock-member.ts';
import { revokeMemberSessions } from '../api/revoke-member-sessions.ts';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';
import { MemberHistory } from './member-history.tsx';

type Tab = 'ledger' | 'deposits' | 'withdrawals' | 'games' | 'sessions';

/** One member's file: profile, balance, agent position, history tabs and the actions staff may take. */
export function MemberDetailPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('ledger');
  const detail = useMember(userId);
  const lock = useMutation({
    mutationFn: (input: { locked: boolean; reason: string }) => lockMember({ userId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const revoke = useMutation({
    mutationFn: (reason: string) => revokeMemberSessions({ userId, reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(userId) }),
  });
  const endExclusion = useMutation({
    mutationFn: () => endSelfExclusion({ userId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(userId) }),
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
          {can(me, 'balance.adjust') ? <AdjustBalanceForm userId={userId} /> : null}
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
            <MemberHistory userId={userId} tab={tab} />
          )}
        </>
      ) : null}
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
