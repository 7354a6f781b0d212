import { useTranslation } from 'react-i18next';

/** React 19 hoists <title> into <head>: each page names the browser tab. */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { page })}</title>;
}
