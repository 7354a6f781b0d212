import type { ContentKind } from '@amigo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/ui.tsx';

export const CONTENT_SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;
export type Suffix = (typeof CONTENT_SUFFIXES)[number];

/** Plain text of rich-text HTML, as the player site's banner excerpt shows it (DOMParser runs no scripts). */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function excerpt(html: string, max: number): string {
  const text = plainText(html);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The player site falls back to Japanese, the source language, when a language is left empty. */
function pick(values: Record<Suffix, string>, suffix: Suffix): string {
  return values[suffix].trim() || values.Jp;
}

/**
 * The item as the player site draws it: a banner as a home-carousel slide (image on top on a
 * phone, caption over a gradient on a wide screen), any other item as its list card. Same
 * proportions, colours and excerpt length as apps/web, in the language chosen here.
 */
export function ContentPreview({
  kind,
  title,
  body,
  imageUrl,
  linkUrl,
}: {
  kind: ContentKind;
  title: Record<Suffix, string>;
  body: Record<Suffix, string>;
  imageUrl: string | null;
  linkUrl: string | null;
}) {
  const { t } = useTranslation();
  const [suffix, setSuffix] = useState<Suffix>('Jp');
  const [width, setWidth] = useState<'wide' | 'phone'>('wide');
  const heading = pick(title, suffix);
  const text = pick(body, suffix);
  const wide = width === 'wide';
  return (
    <section aria-labelledby="content-preview-title" className="flex min-w-0 flex-col gap-2" data-testid="content-preview">
      <h3 id="content-preview-title" className="text-sm font-semibold text-slate-900">
        {t('preview.title')}
      </h3>
      <div className="flex flex-wrap gap-3">
        <Segmented
          label={t('preview.language')}
          value={suffix}
          onChange={setSuffix}
          options={CONTENT_SUFFIXES.map((value) => ({ value, label: t(`content.languages.${value}`) }))}
        />
        <Segmented
          label={t('preview.width')}
          value={width}
          onChange={setWidth}
          options={[
            { value: 'wide', label: t('preview.wide') },
            { value: 'phone', label: t('preview.phone') },
          ]}
        />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-300 bg-[#07061a] p-2">
        <div className={wide ? 'w-full' : 'mx-auto w-full max-w-[390px]'}>
          {kind === 'banner' ? (
            <div className="relative overflow-hidden rounded-md bg-[#0d0b26]">
              {imageUrl ? (
                <img
                  src={imageUrl}
                  alt=""
                  className={`w-full object-cover ${wide ? 'aspect-[16/5]' : 'aspect-[2/1]'}`}
                  data-testid="preview-image"
                />
              ) : (
                <div className={`w-full bg-[#1a1648] ${wide ? 'aspect-[16/5]' : 'aspect-[2/1]'}`} />
              )}
              <div
                className={
                  wide
                    ? 'absolute inset-y-0 left-0 flex max-w-xl flex-col justify-center gap-2 bg-gradient-to-r from-[#07061a]/95 via-[#07061a]/70 to-transparent p-6'
                    : 'flex flex-col justify-center gap-2 p-4'
                }
              >
                <p className={`font-black text-[#f4f2ff] ${wide ? 'text-2xl' : 'text-xl'}`}>{heading || '—'}</p>
                <p className="text-sm text-[#c9c3ea]">{excerpt(text, 80)}</p>
                {linkUrl ? (
                  <span className="mt-1 inline-flex items-center gap-1 self-start rounded-full bg-[#f2c14e] px-4 py-1.5 text-sm font-semibold text-[#07061a]">
                    {heading} ›
                  </span>
                ) : null}
              </div>
            </div>
          ) : (
            <article className="flex flex-col overflow-hidden rounded-2xl border border-[#3a338a] bg-gradient-to-b from-[#252063]/55 to-[#13103a]/85">
              {imageUrl ? (
                <img src={imageUrl} alt="" className="aspect-[2/1] w-full object-cover" data-testid="preview-image" />
              ) : null}
              <div className="flex flex-col gap-1.5 p-4">
                <p className="text-base font-bold text-[#f4f2ff]">{heading || '—'}</p>
                <p className="text-sm text-[#c9c3ea]">{excerpt(text, 90)}</p>
              </div>
            </article>
          )}
        </div>
      </div>
    </section>
  );
}
