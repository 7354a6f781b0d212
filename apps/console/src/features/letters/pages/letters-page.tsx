import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvButton } from '../../../components/csv-button.tsx';
import { cellClass, Empty, ErrorNote, Loading, Page, PageHeader, Pager, Table } from '../../../components/ui.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useSentLetters } from '../api/list-letters.ts';
import { LetterForm } from '../components/letter-form.tsx';

/** Letters (`letters.send`): write a station letter, and the history of those staff sent with read counts. */
export function LettersPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const query = useSentLetters(pageNum);
  const head = [t('common.date'), t('letters.audience'), t('content.title'), t('letters.sentBy'), t('letters.reads')];
  const audienceOf = (letter: { audience: 'all' | 'agents' | 'players' | 'member'; username: string | null }) =>
    letter.audience === 'member' ? (letter.username ?? '—') : t(`letters.audiences.${letter.audience}`);
  return (
    <Page>
      <PageHeader title={t('sections.letters.title')} description={t('sections.letters.description')} />
      <LetterForm />
      <section aria-labelledby="sent-letters" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sent-letters" className="text-base font-semibold text-slate-900">
            {t('letters.history')}
          </h2>
          {query.data && query.data.list.length > 0 ? (
            <CsvButton
              filename={`letters-page-${pageNum}.csv`}
              label={t('letters.history')}
              head={head}
              rows={query.data.list.map((letter) => [
                letter.sentAt,
                audienceOf(letter),
                letter.title.Jp || letter.title.En,
                letter.sentBy,
                letter.reads,
              ])}
            />
          ) : null}
        </div>
        <ErrorNote error={query.error} />
        {query.isPending ? <Loading /> : null}
        {query.data?.list.length === 0 ? (
          <Empty>{t('letters.none')}</Empty>
        ) : query.data ? (
          <Table caption={t('letters.history')} head={head}>
            {query.data.list.map((letter) => (
              <tr key={letter.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(letter.sentAt)}</td>
                <td className={cellClass}>
                  {letter.audience === 'member' && letter.userId ? (
                    <Link to={`/members/${letter.userId}`} className="text-blue-800 underline">
                      {audienceOf(letter)}
                    </Link>
                  ) : (
                    audienceOf(letter)
                  )}
                </td>
                <td className={cellClass}>{letter.title.Jp || letter.title.En}</td>
                <td className={cellClass}>{letter.sentBy ?? '—'}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{formatCount(letter.reads)}</td>
              </tr>
            ))}
          </Table>
        ) : null}
        {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
      </section>
    </Page>
  );
}
