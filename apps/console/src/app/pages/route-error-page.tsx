import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';

/** Shown when a page throws while rendering; the details go to the console, never on screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <DocumentTitle page={t('error.title')} />
      <div role="alert" className="flex max-w-md flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <h1 className="text-lg font-semibold text-slate-900">{t('error.title')}</h1>
        <p className="text-sm text-slate-700">{t('error.description')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-9 rounded-md bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
        >
          {t('error.reload')}
        </button>
      </div>
    </main>
  );
}
