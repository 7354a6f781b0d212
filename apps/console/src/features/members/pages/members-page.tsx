import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { PendingAdjustments } from '../components/pending-adjustments.tsx';

/** Members: search by id, username, e-mail or agent code, then open one member's file (/members/:id). */
export function MembersPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const query = useMemberSearch(q, pageNum);
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPageNum(1);
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
                <Link
                  to={`/members/${member.userId}`}
                  aria-label={t('members.openFile', { name: member.username })}
                  className="inline-flex h-9 items-center rounded-md border border-slate-400 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  {t('members.open')}
                </Link>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </Page>
  );
}
