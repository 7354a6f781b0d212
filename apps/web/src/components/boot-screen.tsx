import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';

/** Shown while the first page waits for its data or for the sign-in dialog. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6" role="status">
      <Logo />
      <span className="size-8 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-400" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
