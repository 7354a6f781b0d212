import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useStaticBootRemoved } from '../boot/static-boot.ts';

/** Shown when a page throws: the player gets a way forward, the details stay in the console. */
export function RouteError() {
  useStaticBootRemoved();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 text-center">
      <Logo />
      <h1 className="text-2xl font-bold text-fg">{t('routeError.title')}</h1>
      <p className="max-w-md text-fg-muted">{t('routeError.description')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('notFound.backHome')}
        </Button>
      </div>
    </div>
  );
}
