import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icons/icon.tsx';
import { menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from '../../components/ui/menu-styles.ts';
import { PopupDialog } from '../../components/ui/popup-dialog.tsx';
import { displayName } from '../../lib/session/display-name.ts';
import { signOut } from '../../lib/session/sign-out.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useMenu } from './use-nav-items.ts';
import { UserMenuTrigger, userMenuTriggerClass } from './user-menu.tsx';

/** The loaded menu of UserMenu (user-menu.tsx): the userMenu group, the agent menu for agents, and logout (confirmed). */
export function UserMenuContent({ compact = false, defaultOpen }: { compact?: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const userItems = useMenu('userMenu');
  const agentItems = useMenu('agentMenu');
  const [confirmLogout, setConfirmLogout] = useState(false);
  const name = displayName(session.userInfo) || t('header.member');

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className={userMenuTriggerClass} aria-label={compact ? t('header.userMenu', { name }) : undefined}>
          <UserMenuTrigger compact={compact} name={name} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
            <DropdownMenu.Label className={menuLabelClass}>{name}</DropdownMenu.Label>
            {userItems.map((item) => (
              <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
                <Link to={item.to}>
                  {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ))}
            {session.isAgent ? (
              <>
                <DropdownMenu.Separator className={menuSeparatorClass} />
                <DropdownMenu.Label className={menuLabelClass}>{t('menus.agentMenu')}</DropdownMenu.Label>
                {agentItems.map((item) => (
                  <DropdownMenu.Item key={item.to} asChild className={menuItemClass}>
                    <Link to={item.to}>
                      {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
                      {item.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </>
            ) : null}
            <DropdownMenu.Separator className={menuSeparatorClass} />
            <DropdownMenu.Item className={menuItemClass} onSelect={() => setConfirmLogout(true)}>
              <Icon name="logout" className="size-4" />
              {t('header.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <PopupDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={t('logout.title')}
        description={t('logout.body')}
        width="narrow"
        onCancel={() => undefined}
        confirmText={t('header.logout')}
        onConfirm={signOut}
      />
    </>
  );
}
