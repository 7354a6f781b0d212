import { useTranslation } from 'react-i18next';

/** First focusable element of every screen: jumps past the navigation to the main content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white shadow-md focus:translate-y-0"
    >
      {t('app.skipToContent')}
    </a>
  );
}
