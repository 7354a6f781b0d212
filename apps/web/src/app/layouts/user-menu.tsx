import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';
import { LazyMenu } from '../../components/ui/lazy-menu.tsx';
import { displayName } from '../../lib/session/display-name.ts';
import { useSession } from '../../lib/session/session-store.ts';

export const userMenuTriggerClass =
  'inline-flex h-9 items-center gap-2 rounded-full border border-line bg-night-800/60 pr-3 pl-1 text-sm text-fg hover:border-gold-400/60 data-[state=open]:border-gold-400/70';

/** What the user menu's button shows: an avatar, the member's name unless compact, a chevron. */
export function UserMenuTrigger({ compact, name }: { compact: boolean; name: string }) {
  return (
    <>
      <span className="flex size-7 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950">
        <Icon name="user" className="size-4" />
      </span>
      {compact ? null : <span className="max-w-32 truncate">{name}</span>}
      <Icon name="chevronDown" className="size-4 text-fg-subtle" />
    </>
  );
}

const loadMenu = () => import('./user-menu-content.tsx');
const Menu = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuContent })));

/** The signed-in member's menu: the userMenu group, the agent menu for agents, and logout (confirmed). Radix loads on first use. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const name = displayName(session.userInfo) || t('header.member');
  return (
    <LazyMenu
      menu={Menu}
      menuProps={{ compact }}
      preload={loadMenu}
      triggerClassName={userMenuTriggerClass}
      triggerLabel={compact ? t('header.userMenu', { name }) : undefined}
      trigger={<UserMenuTrigger compact={compact} name={name} />}
    />
  );
}
