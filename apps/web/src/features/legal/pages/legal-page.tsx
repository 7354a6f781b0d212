import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading.tsx';
import { isLegalDocument, type LegalDocumentKey } from '../../../lib/i18n/legal-catalogue.ts';

/**
 * One page for every legal text: the licence-review pages (/privacy-policy, /terms-conditions,
 * /responsible-gaming), the five about pages and the user agreement. The text is the `legal`
 * catalogue of the reader's language (ja-JP as fallback), loaded by the route before render.
 * `aside` goes under the introduction (the responsible-gaming policy's "set your limits" box).
 */
export function LegalPage({ document, aside }: { document: LegalDocumentKey; aside?: ReactNode }) {
  const { t } = useTranslation(['legal', 'common']);
  const value: unknown = t(document, { ns: 'legal', returnObjects: true });

  if (!isLegalDocument(value)) {
    // The catalogue has not been published yet (or is incomplete): say so instead of showing keys.
    return (
      <article>
        <PageHeading title={t('common:legal.unavailableTitle')} icon="document" />
        <p className="panel max-w-prose p-5 text-fg-muted">{t('common:legal.unavailable')}</p>
      </article>
    );
  }

  const showContents = value.sections.length >= 3;
  return (
    <article className="max-w-3xl">
      <PageHeading title={value.title} icon="document">
        {value.updated ? <p className="text-sm text-fg-subtle">{value.updated}</p> : null}
      </PageHeading>
      <p className="max-w-prose text-base leading-loose text-fg-muted">{value.intro}</p>
      {aside}

      {showContents ? (
        <nav aria-labelledby="legal-contents" className="panel mt-8 max-w-prose p-5">
          <h2 id="legal-contents" className="mb-3 text-sm font-semibold tracking-wide text-gold-300">
            {t('common:legal.contents')}
          </h2>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm marker:text-fg-subtle">
            {value.sections.map((section, index) => (
              <li key={index}>
                <a
                  href={`#section-${index + 1}`}
                  className="text-fg-muted underline-offset-4 hover:text-gold-300 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {value.sections.map((section, index) => (
        <section key={index} id={`section-${index + 1}`} className="mt-10 max-w-prose scroll-mt-28">
          <h2 className="mb-3 border-l-4 border-gold-400 pl-3 text-xl leading-snug font-bold text-fg">{section.heading}</h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className="mt-3 leading-loose whitespace-pre-line text-fg-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
