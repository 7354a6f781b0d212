import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { SECTIONS, type SectionKey } from '../sections.ts';

/**
 * Placeholder of one work area until the operator-console issue builds it: its name,
 * what staff will do there, and a plain statement that nothing is connected yet.
 */
export function SectionPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const group = SECTIONS.find((entry) => entry.key === section)?.group ?? 'overview';
  const title = t(`sections.${section}.title`);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <DocumentTitle page={title} />
      <header className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <p className="text-xs font-medium text-slate-600">{t(`nav.groups.${group}`)}</p>
        <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{title}</h1>
        <p className="max-w-3xl text-sm leading-relaxed text-slate-700">{t(`sections.${section}.description`)}</p>
      </header>
      <section
        aria-label={t('placeholder.badge')}
        className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-4 sm:items-center sm:p-5"
      >
        <ClockIcon className="size-6 shrink-0 text-slate-500" />
        <div className="flex flex-col gap-1">
          <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t('placeholder.badge')}
          </span>
          <p className="text-sm text-slate-700">{t('placeholder.note')}</p>
        </div>
      </section>
    </div>
  );
}
