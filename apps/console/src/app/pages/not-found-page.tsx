import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col items-start gap-3">
      <DocumentTitle page={t('notFound.title')} />
      <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{t('notFound.title')}</h1>
      <p className="text-sm text-slate-700">{t('notFound.description')}</p>
      <Link to="/" className="text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
