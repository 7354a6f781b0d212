import { CONTENT_KINDS, type ContentKind, type TAdminContentItem } from '@amigo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cellClass,
  Empty,
  ErrorNote,
  Loading,
  Page,
  PageHeader,
  Pager,
  Segmented,
  StatusBadge,
  Table,
} from '../../../components/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { can, useMe } from '../../../lib/session.ts';
import { useContentList } from '../api/list-content.ts';
import { ContentEditor, type SavedWithWarnings } from '../components/content-editor.tsx';
import { MachineWarnings } from '../components/machine-check.tsx';

/** Content in the four content languages with publish windows; broadcast letters below. */
export function ContentPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [kind, setKind] = useState<ContentKind>('notice');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<TAdminContentItem | 'new' | null>(null);
  const [savedWithWarnings, setSavedWithWarnings] = useState<SavedWithWarnings | null>(null);
  const query = useContentList(kind, pageNum);
  return (
    <Page>
      <PageHeader
        title={t('sections.content.title')}
        description={t('sections.content.description')}
        actions={
          can(me, 'content.write') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('content.new')}
            </Button>
          ) : null
        }
      />
      <Segmented
        label={t('content.kind')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPageNum(1);
          setEditing(null);
        }}
        options={CONTENT_KINDS.map((value) => ({ value, label: t(`content.kinds.${value}`) }))}
      />
      {editing ? (
        <ContentEditor
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            setSavedWithWarnings(saved && saved.warnings.length > 0 ? saved : null);
          }}
        />
      ) : null}
      {savedWithWarnings ? (
        <MachineWarnings
          heading={`${t('content.check.savedWithWarnings')} ${savedWithWarnings.title}`}
          warnings={savedWithWarnings.warnings}
          onDismiss={() => setSavedWithWarnings(null)}
        />
      ) : null}
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {query.data?.list.length === 0 ? (
        <Empty />
      ) : query.data ? (
        <Table
          caption={t(`content.kinds.${kind}`)}
          head={[t('content.title'), t('content.type'), t('content.window'), t('common.status'), '']}
        >
          {query.data.list.map((item) => (
            <tr key={item.id}>
              <td className={cellClass}>
                {item.titleJp}
                <span className="block text-xs text-slate-600">{item.titleEn}</span>
              </td>
              <td className={cellClass}>{item.type}</td>
              <td className={cellClass}>
                {formatDateTime(item.startAt)} – {item.endAt ? formatDateTime(item.endAt) : t('content.openEnded')}
              </td>
              <td className={cellClass}>
                <StatusBadge
                  status={item.published ? 'active' : 'pending'}
                  label={item.published ? t('content.published') : t('content.draft')}
                />
              </td>
              <td className={cellClass}>
                <Button onClick={() => setEditing(item)}>{t('content.edit')}</Button>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {query.data ? <Pager {...query.data} onPage={setPageNum} /> : null}
    </Page>
  );
}
