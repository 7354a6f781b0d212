import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LetterBadge } from '../../features/letters/routes.tsx';
import { openAuthDialog } from '../../lib/auth-dialog/auth-dialog-store.ts';
import { hasUserInfo, useSession } from '../../lib/session/session-store.ts';
import { pathOf } from '../router/route-table.ts';
import { BalanceSlot } from './balance-slot.tsx';
import { UserMenu } from './user-menu.tsx';

/** Right side of the header: balance and user menu for members, login and register for guests. */
export function HeaderAccount({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = hasUserInfo(useSession());

  if (loggedIn) {
    return (
      <div className={compact ? 'flex items-center gap-1.5' : 'flex items-center gap-2'}>
        <BalanceSlot compact={compact} />
        <LetterBadge to={pathOf('stationLetter')} compact={compact} />
        <UserMenu compact={compact} />
      </div>
    );
  }
  if (compact) {
    return (
      <Button size="sm" onClick={() => void openAuthDialog('login')}>
        <Icon name="login" className="size-4" />
        {t('header.login')}
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" onClick={() => void openAuthDialog('login')}>
        {t('header.login')}
      </Button>
      <Button onClick={() => void openAuthDialog('register')}>{t('header.register')}</Button>
    </div>
  );
}
