import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, inputClass, Segmented } from '../ui.tsx';

/** A queue that can be searched (refunds: by order number or username). */
export interface QueueSearchConfig {
  label: string;
  placeholder?: string;
}

/**
 * Above a queue: the status filter, the search when the queue has one, and a sentence explaining
 * what the decisions do when it needs one.
 */
export function QueueFilters<S extends string>({
  statuses,
  status,
  statusLabel,
  onStatus,
  search,
  onSearch,
  explain,
}: {
  statuses: readonly S[];
  status: S;
  statusLabel: (status: S) => string;
  onStatus: (status: S) => void;
  search?: QueueSearchConfig;
  onSearch: (q: string) => void;
  explain?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Segmented
        label={t('common.status')}
        value={status}
        onChange={onStatus}
        options={statuses.map((value) => ({ value, label: statusLabel(value) }))}
      />
      {search ? <QueueSearch {...search} onSearch={onSearch} /> : null}
      {explain ? <p className="text-sm text-slate-700">{explain}</p> : null}
    </>
  );
}

/** The search box: what is typed applies when the form is sent, trimmed. */
function QueueSearch({ label, placeholder, onSearch }: QueueSearchConfig & { onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="flex max-w-xl flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          maxLength={64}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          className={inputClass}
        />
      </div>
      <Button type="submit">{t('members.search')}</Button>
    </form>
  );
}
