import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '../../../components/csv-button.tsx';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  Field,
  inputClass,
  Loading,
  Page,
  PageHeader,
  Pager,
  Table,
} from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditLog } from '../api/list-audit-log.ts';

type Filters = { staff: string; action: string; targetId: string; from: string; to: string };
const EMPTY: Filters = { staff: '', action: '', targetId: '', from: '', to: '' };

/** The audit log: every staff write with before and after; read-only (no call edits it). */
export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNum, setPageNum] = useState(1);
  const query = useAuditLog({
    pageNum,
    pageSize: 50,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPageNum(1);
  }
  const input =
    (key: keyof Filters, type = 'text') =>
    (id: string) => (
      <input
        id={id}
        type={type}
        maxLength={64}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        className={inputClass}
      />
    );
  return (
    <Page>
      <PageHeader title={t('sections.auditLog.title')} description={t('sections.auditLog.description')} />
      <form role="search" onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-6 sm:items-end">
        <Field label={t('audit.staff')}>{input('staff')}</Field>
        <Field label={t('audit.action')}>{input('action')}</Field>
        <Field label={t('audit.target')}>{input('targetId')}</Field>
        <Field label={t('audit.from')}>{input('from', 'date')}</Field>
        <Field label={t('audit.to')}>{input('to', 'date')}</Field>
        <Button type="submit" variant="primary">
          {t('members.search')}
        </Button>
      </form>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data && query.data.list.length > 0 ? (
        <div className="flex justify-end">
          <CsvButton
            filename={`audit-log-page-${pageNum}.csv`}
            label={t('sections.auditLog.title')}
            head={[
              t('common.date'),
              t('audit.staff'),
              t('audit.action'),
              t('audit.target'),
              t('audit.before'),
              t('audit.after'),
              'IP',
            ]}
            rows={query.data.list.map((entry) => [
              entry.createdAt,
              entry.staffUsername,
              entry.action,
              `${entry.targetType} ${entry.targetId ?? ''}`.trim(),
              JSON.stringify(entry.before),
              JSON.stringify(entry.after),
              entry.ip,
            ])}
          />
        </div>
      ) : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t('sections.auditLog.title')}
          head={[t('common.date'), t('audit.staff'), t('audit.action'), t('audit.target'), t('audit.change'), 'IP']}
        >
          {query.data.list.map((entry) => (
            <tr key={entry.id}>
              <td className={cellClass}>{formatDateTime(entry.createdAt)}</td>
              <td className={cellClass}>{entry.staffUsername}</td>
              <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
              <td className={cellClass}>
                {entry.targetType} {entry.targetId ?? ''}
              </td>
              <td className={cellClass}>
                <details>
                  <summary className="cursor-pointer text-xs text-blue-800">{t('audit.show')}</summary>
                  <div className="mt-1 grid max-w-md grid-cols-1 gap-1 text-xs">
                    <span className="font-medium">{t('audit.before')}</span>
                    <pre className="overflow-x-auto rounded bg-slate-50 p-1">{JSON.stringify(entry.before, null, 1)}</pre>
                    <span className="font-medium">{t('audit.after')}</span>
                    <pre className="overflow-x-auto rounded bg-slate-50 p-1">{JSON.stringify(entry.after, null, 1)}</pre>
                  </div>
                </details>
              </td>
              <td className={`${cellClass} text-xs`}>{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </Page>
  );
}
