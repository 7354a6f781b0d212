import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  inputClass,
  Loading,
  Page,
  PageHeader,
  Pager,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { useMemberSearch } from '../api/search-members.ts';
import { MemberDetailPanel } from '../components/member-detail.tsx';
import { PendingAdjustments } from '../components/pending-adjustments.tsx';

/** Members: search by id, username, e-mail or agent code, then open one member's file. */
export function MembersPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const query = useMemberSearch(q, pageNum);
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPageNum(1);
    setSelected(null);
  }
  return (
    <Page>
      <PageHeader title={t('sections.members.title')} description={t('sections.members.description')} />
      {can(me, 'balance.approve') ? <PendingAdjustments /> : null}
      <form role="search" onSubmit={search} className="flex max-w-xl gap-2">
        <label htmlFor="member-q" className="sr-only">
          {t('members.search')}
        </label>
        <input
          id="member-q"
          type="search"
          maxLength={100}
          value={draft}
          placeholder={t('members.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          className={inputClass}
        />
        <Button type="submit" variant="primary">
          {t('members.search')}
        </Button>
      </form>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {selected ? <MemberDetailPanel userId={selected} onClose={() => setSelected(null)} /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('sections.members.title')}
          head={[t('common.member'), t('members.email'), t('members.balance'), t('common.status'), t('members.registered'), '']}
        >
          {query.data.list.map((member) => (
            <tr key={member.userId}>
              <td className={cellClass}>
                {member.username} <span className="text-xs text-slate-500">#{member.userId}</span>
                {member.agentCode ? <span className="block text-xs text-slate-600">{member.agentCode}</span> : null}
              </td>
              <td className={cellClass}>{member.email}</td>
              <td className={`${cellClass} tabular-nums`}>{formatCoins(member.balance)}</td>
              <td className={cellClass}>
                <StatusBadge status={member.status} label={t(`status.member.${member.status}`)} />
              </td>
              <td className={cellClass}>{formatDateTime(member.createdAt)}</td>
              <td className={cellClass}>
                <Button onClick={() => setSelected(member.userId)} aria-label={t('members.openFile', { name: member.username })}>
                  {t('members.open')}
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </Page>
  );
}
