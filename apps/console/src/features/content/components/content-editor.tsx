import { CONTENT_TYPES, type ContentKind, type TAdminContentItem, type TContentWarning } from '@amigo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote, Field, inputClass } from '../../../components/ui.tsx';
import { contentKey } from '../api/list-content.ts';
import { saveContent } from '../api/save-content.ts';
import { CONTENT_SUFFIXES as SUFFIXES, ContentPreview, type Suffix } from './content-preview.tsx';
import { ImageField } from './image-field.tsx';
import { MachineCheck } from './machine-check.tsx';

/** An item just saved that names machines not on the floor: said on the page once the editor has closed. */
export interface SavedWithWarnings {
  title: string;
  warnings: TContentWarning[];
}

/** `datetime-local` values are Tokyo times (the hall's time zone). */
function toTokyoInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16);
}
function fromTokyoInput(value: string): string | null {
  return value ? new Date(`${value}:00+09:00`).toISOString() : null;
}

export function ContentEditor({
  kind,
  item,
  onDone,
}: {
  kind: ContentKind;
  item: TAdminContentItem | null;
  /** Called with the saved item's title and warnings, or with nothing when the editor is cancelled. */
  onDone: (saved?: SavedWithWarnings) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<string>(item?.type ?? CONTENT_TYPES[kind][0]);
  const [title, setTitle] = useState<Record<Suffix, string>>({
    Jp: item?.titleJp ?? '',
    En: item?.titleEn ?? '',
    Zh: item?.titleZh ?? '',
    ZhTW: item?.titleZhTW ?? '',
  });
  const [body, setBody] = useState<Record<Suffix, string>>({
    Jp: item?.bodyJp ?? '',
    En: item?.bodyEn ?? '',
    Zh: item?.bodyZh ?? '',
    ZhTW: item?.bodyZhTW ?? '',
  });
  const [startAt, setStartAt] = useState(toTokyoInput(item?.startAt ?? new Date().toISOString()));
  const [endAt, setEndAt] = useState(toTokyoInput(item?.endAt ?? null));
  const [published, setPublished] = useState(item?.published ?? true);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const [linkUrl, setLinkUrl] = useState(item?.linkUrl ?? '');
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const save = useMutation({
    mutationFn: () =>
      saveContent({
        ...(item ? { id: item.id } : {}),
        item: {
          kind,
          type,
          title,
          body,
          imageUrl,
          linkUrl: linkUrl.trim() || null,
          sort: Number.parseInt(sort, 10) || 0,
          startAt: fromTokyoInput(startAt) ?? new Date().toISOString(),
          endAt: fromTokyoInput(endAt),
          published,
        },
      }),
    onSuccess: (saved) => onDone({ title: saved.titleJp, warnings: saved.warnings }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form
      onSubmit={submit}
      aria-label={item ? t('content.edit') : t('content.new')}
      className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-white p-4"
    >
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Field label={t('content.type')}>
          {(id) => (
            <select id={id} value={type} onChange={(e) => setType(e.target.value)} className={inputClass}>
              {CONTENT_TYPES[kind].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('content.startAt')} hint={t('common.tokyoTimeHint')}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              required
              value={startAt}
              onChange={(e) => setStartAt(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('content.endAt')} hint={t('common.tokyoTimeHint')}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              value={endAt}
              onChange={(e) => setEndAt(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {SUFFIXES.map((suffix) => (
          <fieldset key={suffix} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
            <legend className="px-1 text-sm font-medium text-slate-800">{t(`content.languages.${suffix}`)}</legend>
            <Field label={t('content.title')}>
              {(id) => (
                <input
                  id={id}
                  maxLength={200}
                  required={suffix === 'Jp'}
                  value={title[suffix]}
                  onChange={(e) => setTitle({ ...title, [suffix]: e.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
            <Field label={t('content.body')} hint={suffix === 'Jp' ? t('content.bodyHint') : undefined}>
              {(id) => (
                <textarea
                  id={id}
                  rows={4}
                  maxLength={20_000}
                  value={body[suffix]}
                  onChange={(e) => setBody({ ...body, [suffix]: e.target.value })}
                  className="rounded-md border border-slate-500 px-2 py-1 text-sm"
                />
              )}
            </Field>
          </fieldset>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <ImageField value={imageUrl} onChange={setImageUrl} />
          <Field label={t('content.link')} hint={t('content.linkHint')}>
            {(id) => (
              <input
                id={id}
                maxLength={500}
                value={linkUrl}
                onChange={(e) => setLinkUrl(e.target.value)}
                placeholder="/game/promotion"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('content.sort')} hint={t('content.sortHint')}>
            {(id) => (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={-1_000_000}
                max={1_000_000}
                step={1}
                value={sort}
                onChange={(e) => setSort(e.target.value)}
                className={`${inputClass} sm:w-40`}
              />
            )}
          </Field>
        </div>
        <ContentPreview kind={kind} title={title} body={body} imageUrl={imageUrl} linkUrl={linkUrl.trim() || null} />
      </div>
      <MachineCheck title={title} body={body} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
        {t('content.publish')}
      </label>
      <ErrorNote error={save.error} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('content.save')}
        </Button>
        <Button onClick={() => onDone()}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
