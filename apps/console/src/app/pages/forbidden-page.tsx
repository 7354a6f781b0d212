import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-title.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col items-start gap-3">
      <DocumentTitle page={t('forbidden.title')} />
      <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{t('forbidden.title')}</h1>
      <p className="text-sm text-slate-700">{t('forbidden.description')}</p>
    </div>
  );
}
