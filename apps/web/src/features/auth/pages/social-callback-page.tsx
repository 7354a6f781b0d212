import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

/**
 * /auth/callback/<provider> when the sign-in could not be finished (a successful one never
 * shows: the loader moves on to the page the sign-in started from). The message and a way home.
 */
export function SocialCallbackPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel p-6 text-center sm:p-8" aria-labelledby="callback-title">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger/15 text-danger ring-1 ring-danger/40">
        <Icon name="alert" className="size-6" />
      </span>
      <h1 id="callback-title" className="mt-4 text-xl font-bold text-fg">
        {t('auth.callback.failedTitle')}
      </h1>
      <p className="mt-2 text-fg-muted" role="alert">
        {message}
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-6')}>
        <Icon name="home" />
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
