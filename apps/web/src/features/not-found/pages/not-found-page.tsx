import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Any unknown path (SPEC §2/§8): "Oops! That page can't be found", with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-gold-gradient text-7xl font-black tracking-tight sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-fg sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-fg-muted">{t('notFound.description')}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        <Icon name="home" />
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
