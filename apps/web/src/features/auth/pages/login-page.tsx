import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The login route: the auth dialog opens over it; this page lets a guest reopen it. */
export function LoginPage({ onOpenDialog }: { onOpenDialog: () => void }) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeading title={t('routes.login')} icon="login">
        <p>{t('auth.loginPage.description')}</p>
      </PageHeading>
      <Button size="lg" onClick={onOpenDialog}>
        <Icon name="login" />
        {t('auth.loginPage.open')}
      </Button>
    </article>
  );
}
