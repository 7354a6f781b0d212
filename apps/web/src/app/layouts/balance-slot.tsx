import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';
import { balanceOf } from '../../lib/session/display-name.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** The member's game-coin balance in the header; "—" until the wallet reports one. */
export function BalanceSlot() {
  const { t, i18n } = useTranslation();
  const balance = balanceOf(useSession().userInfo);
  const formatted = balance === null ? '—' : new Intl.NumberFormat(i18n.language).format(balance);
  return (
    <p className="inline-flex h-9 items-center gap-2 rounded-full border border-gold-400/40 bg-night-900/70 pr-3.5 pl-2 text-sm">
      <Icon name="coins" className="size-5 text-gold-400" />
      <span className="sr-only">{t('header.balance')}:</span>
      <span className="font-semibold text-gold-200 tabular-nums">{formatted}</span>
      <span className="text-xs text-fg-subtle">{t('header.coins')}</span>
    </p>
  );
}
