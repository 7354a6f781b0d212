import { MEMBER_FLAGS, type MemberFlag, type TMemberDetail } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReasonAction } from '../../../components/decision-forms.tsx';
import { Button, cellClass, Empty, ErrorNote, Segmented, StatusBadge, Table } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { addMemberNote } from '../api/add-member-note.ts';
import { endSelfExclusion } from '../api/end-self-exclusion.ts';
import { memberKey } from '../api/get-member.ts';
import { lockMember } from '../api/lock-member.ts';
import { revokeMemberSessions } from '../api/revoke-member-sessions.ts';
import { setMemberFlag } from '../api/set-member-flag.ts';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';
import { deviceOf } from './device.ts';
import { LinkedAccounts } from './linked-accounts.tsx';
import { MemberHistory } from './member-history.tsx';

export const MEMBER_TABS = ['ledger', 'deposits', 'withdrawals', 'games', 'sessions'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

const FLAG_STYLE: Record<MemberFlag, string> = {
  vip: 'border-amber-300 bg-amber-50 text-amber-900',
  risk: 'border-orange-300 bg-orange-50 text-orange-900',
  fraud: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * One member's file at /console/members/:id: profile, KYC, agent line, bank cards, limits and
 * blocks, flags and staff notes, the actions staff may take, and the history tabs (kept in
 * `?tab=`, with `&focus=` on the order a ledger reference points at).
 */
export function MemberFile({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const tab = MEMBER_TABS.find((value) => value === params.get('tab')) ?? 'ledger';
  const setTab = (next: MemberTab) => setParams(next === 'ledger' ? {} : { tab: next }, { replace: true });
  const { userId } = member;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2" aria-label={t('memberFile.flags.title')} role="group">
        <StatusBadge status={member.status} label={t(`status.member.${member.status}`)} />
        {member.flags.map((flag) => (
          <span
            key={flag.flag}
            title={`${flag.reason} — ${flag.setBy}`}
            className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${FLAG_STYLE[flag.flag]}`}
          >
            {t(`memberFile.flags.${flag.flag}`)}
          </span>
        ))}
      </div>
      <MemberActions member={member} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t('memberFile.profile')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Item label={t('members.balance')} value={<span className="tabular-nums">{formatCoins(member.balance)}</span>} />
            <Item label={t('members.kyc')} value={t(`status.kycMember.${member.kycStatus}`)} />
            <Item label={t('members.email')} value={member.email} />
            <Item label={t('members.name')} value={[member.lastName, member.firstName].filter(Boolean).join(' ') || '—'} />
            <Item label={t('members.phone')} value={member.phone ?? '—'} />
            <Item label={t('memberFile.nickname')} value={member.nickname ?? '—'} />
            <Item label={t('members.registered')} value={formatDateTime(member.createdAt)} />
            <Item label={t('members.lastLogin')} value={formatDateTime(member.lastLoginAt)} />
            <Item label={t('memberFile.recommendedCode')} value={member.recommendedCode ?? '—'} />
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
          </dl>
        </Card>
        <Card title={t('memberFile.agentLine')}>
          {member.agentLine.length === 0 ? (
            <p className="text-sm text-slate-600">{t('memberFile.noAgentLine')}</p>
          ) : (
            <ol className="flex flex-wrap items-center gap-1 text-sm" aria-label={t('memberFile.agentLine')}>
              {member.agentLine.map((agent, index) => (
                <li key={agent.userId} className="flex items-center gap-1">
                  {index > 0 ? <span aria-hidden="true">›</span> : null}
                  <Link to={`/members/${agent.userId}`} className="text-blue-800 underline">
                    {agent.username}
                  </Link>
                  {agent.agentCode ? <span className="text-xs text-slate-600">{agent.agentCode}</span> : null}
                </li>
              ))}
              <li className="flex items-center gap-1 font-medium">
                <span aria-hidden="true">›</span>
                {member.username}
              </li>
            </ol>
          )}
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('memberFile.limits')}</h3>
          <ResponsibleState member={member} />
        </Card>
      </div>
      <Card title={t('memberFile.bankCards')}>
        {member.bankCards.length === 0 ? (
          <p className="text-sm text-slate-600">{t('memberFile.noBankCards')}</p>
        ) : (
          <Table
            caption={t('memberFile.bankCards')}
            head={[t('memberFile.bank'), t('memberFile.holder'), t('memberFile.account'), t('members.registered')]}
          >
            {member.bankCards.map((card) => (
              <tr key={card.id}>
                <td className={cellClass}>
                  {card.bankName} {card.branchName}
                  {card.isDefault ? <span className="ml-1 text-xs text-slate-600">{t('memberFile.default')}</span> : null}
                </td>
                <td className={cellClass}>{card.holderName}</td>
                <td className={`${cellClass} font-mono`}>••••{card.last4}</td>
                <td className={cellClass}>{formatDateTime(card.createdAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FlagsCard member={member} canSet={can(me, 'members.lock')} />
        <NotesCard member={member} />
      </div>
      <LinkedAccounts userId={member.userId} />
      <section aria-labelledby="member-history" className="flex flex-col gap-3">
        <h2 id="member-history" className="text-base font-semibold text-slate-900">
          {t('members.history')}
        </h2>
        <Segmented
          label={t('members.history')}
          value={tab}
          onChange={setTab}
          options={MEMBER_TABS.map((value) => ({ value, label: t(`members.tabs.${value}`) }))}
        />
        {tab === 'sessions' ? (
          <Table
            caption={t('members.tabs.sessions')}
            head={[t('members.started'), t('members.lastSeen'), 'IP', t('memberFile.device'), t('common.status')]}
          >
            {member.sessions.map((session) => (
              <tr key={session.createdAt}>
                <td className={cellClass}>{formatDateTime(session.createdAt)}</td>
                <td className={cellClass}>{formatDateTime(session.lastSeenAt)}</td>
                <td className={`${cellClass} font-mono text-xs`}>{session.ip ?? '—'}</td>
                <td className={cellClass} title={session.userAgent ?? undefined}>
                  {deviceOf(session.userAgent) ?? '—'}
                </td>
                <td className={cellClass}>{session.active ? t('members.sessionActive') : t('members.sessionEnded')}</td>
              </tr>
            ))}
          </Table>
        ) : (
          <MemberHistory userId={userId} tab={tab} focus={params.get('focus')} />
        )}
      </section>
    </div>
  );
}

function MemberActions({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const { userId } = member;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const lock = useMutation({
    mutationFn: (input: { locked: boolean; reason: string }) => lockMember({ userId, ...input }),
    onSettled: refresh,
  });
  const revoke = useMutation({ mutationFn: (reason: string) => revokeMemberSessions({ userId, reason }), onSettled: refresh });
  const endExclusion = useMutation({ mutationFn: () => endSelfExclusion({ userId }), onSettled: refresh });
  const block = member.responsible.block;
  const mayLock = can(me, 'members.lock');
  if (!mayLock && !can(me, 'balance.adjust')) return null;
  return (
    <section aria-label={t('common.actions')} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {mayLock ? (
        <div className="flex flex-wrap items-start gap-2">
          <ReasonAction
            label={member.status === 'active' ? t('members.lock') : t('members.unlock')}
            confirmLabel={member.status === 'active' ? t('members.lock') : t('members.unlock')}
            busy={lock.isPending}
            onSubmit={(reason) => lock.mutate({ locked: member.status === 'active', reason })}
          />
          <ReasonAction
            label={t('members.revoke')}
            confirmLabel={t('members.revoke')}
            busy={revoke.isPending}
            onSubmit={(reason) => revoke.mutate(reason)}
          />
          {block?.kind === 'self_exclusion' && block.until === null ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Button disabled={endExclusion.isPending} onClick={() => endExclusion.mutate()}>
                {t('members.responsible.end')}
              </Button>
              <span className="text-slate-600">
                {t('members.responsible.minUntil', { date: formatDateTime(block.minUntil) })}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
      {lock.isSuccess && lock.data.changed ? (
        <p role="status" className="text-sm text-emerald-800">
          {t(lock.data.status === 'disabled' ? 'memberFile.locked' : 'memberFile.unlocked')}
        </p>
      ) : null}
      {revoke.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {t('memberFile.revoked')}
        </p>
      ) : null}
      <ErrorNote error={lock.error ?? revoke.error ?? endExclusion.error} />
      {can(me, 'balance.adjust') ? <AdjustBalanceForm userId={userId} /> : null}
    </section>
  );
}

function ResponsibleState({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const { block, limits, realityCheckMinutes } = member.responsible;
  return (
    <dl className="mt-2 grid grid-cols-1 gap-y-2 text-sm">
      <Item
        label={t('members.responsible.title')}
        value={
          block
            ? t(`members.responsible.${block.kind}`, {
                until: block.until ? formatDateTime(block.until) : t('members.responsible.indefinite'),
              })
            : '—'
        }
      />
      <Item
        label={t('members.responsible.limits')}
        value={
          limits.length > 0
            ? limits
                .map(
                  (l) =>
                    `${t(`members.responsible.${l.kind}`)} ${t(`members.responsible.${l.period}`)} ${l.amount === null ? '—' : formatCoins(l.amount)}`,
                )
                .join(' · ')
            : '—'
        }
      />
      <Item
        label={t('memberFile.realityCheck')}
        value={realityCheckMinutes === null ? '—' : t('memberFile.minutes', { count: realityCheckMinutes })}
      />
    </dl>
  );
}

function FlagsCard({ member, canSet }: { member: TMemberDetail; canSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flag = useMutation({
    mutationFn: (input: { flag: MemberFlag; on: boolean; reason: string }) => setMemberFlag({ userId: member.userId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(member.userId) }),
  });
  return (
    <Card title={t('memberFile.flags.title')}>
      <ul className="flex flex-col gap-3 text-sm">
        {MEMBER_FLAGS.map((name) => {
          const set = member.flags.find((f) => f.flag === name);
          return (
            <li key={name} className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <span className="font-medium">{t(`memberFile.flags.${name}`)}</span>
                <span className="block text-xs text-slate-600">
                  {set
                    ? t('memberFile.flags.setBy', { reason: set.reason, staff: set.setBy, date: formatDateTime(set.setAt) })
                    : t('memberFile.flags.notSet')}
                </span>
              </div>
              {canSet ? (
                <ReasonAction
                  key={set ? 'set' : 'clear'}
                  label={t(set ? 'memberFile.flags.clear' : 'memberFile.flags.set', { flag: t(`memberFile.flags.${name}`) })}
                  confirmLabel={t(set ? 'memberFile.flags.clear' : 'memberFile.flags.set', {
                    flag: t(`memberFile.flags.${name}`),
                  })}
                  busy={flag.isPending}
                  onSubmit={(reason) => flag.mutate({ flag: name, on: !set, reason })}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <ErrorNote error={flag.error} />
    </Card>
  );
}

function NotesCard({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: (note: string) => addMemberNote({ userId: member.userId, text: note }),
    onSuccess: () => setText(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(member.userId) }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  }
  return (
    <Card title={t('memberFile.notes.title')}>
      <form onSubmit={submit} aria-label={t('memberFile.notes.add')} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-xs font-medium text-slate-700">
          {t('memberFile.notes.new')}
        </label>
        <textarea
          id={id}
          required
          maxLength={2000}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-md border border-slate-500 px-2 py-1 text-sm"
        />
        <div>
          <Button type="submit" variant="primary" disabled={add.isPending || !text.trim()}>
            {t('memberFile.notes.add')}
          </Button>
        </div>
        <ErrorNote error={add.error} />
      </form>
      {member.notes.length === 0 ? (
        <Empty>{t('memberFile.notes.none')}</Empty>
      ) : (
        <ol className="mt-3 flex flex-col gap-2" aria-label={t('memberFile.notes.title')}>
          {member.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
              <p className="break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.staffUsername} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
