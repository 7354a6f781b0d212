import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';
import { formatCoins, formatCoinsCompact } from '../../lib/format/money.ts';
import { balanceOf } from '../../lib/session/display-name.ts';
import { useSession } from '../../lib/session/session-store.ts';

/**
 * The member's game-coin balance in the header, in the reader's number format; "—" until the
 * profile carries one. It follows the session's profile, which the wallet pages reload after
 * every money call. Compact (mobile header): no pill, the unit only read out, and large
 * balances in the language's short form (the exact figure is what screen readers hear).
 */
export function BalanceSlot({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const balance = balanceOf(useSession().userInfo);
  const exact = balance === null ? '—' : formatCoins(balance, i18n.language);
  const shown = balance === null || !compact ? exact : formatCoinsCompact(balance, i18n.language);
  return (
    <p
      className={clsx(
        'inline-flex h-9 shrink-0 items-center',
        // The mobile header has room for the figure (up to 99,999 beside the logo), not for a pill around it.
        compact ? 'gap-0.5 text-[0.8125rem]' : 'gap-2 rounded-full border border-gold-400/40 bg-night-900/70 pr-3.5 pl-2 text-sm',
      )}
    >
      <Icon name="coins" className={clsx('text-gold-400', compact ? 'size-4' : 'size-5')} />
      <span className="sr-only">
        {t('header.balance')}: {exact} {t('header.coins')}
      </span>
      <span className="font-semibold text-gold-200 tabular-nums" data-testid="header-balance" aria-hidden="true">
        {shown}
      </span>
      {compact ? null : (
        <span className="text-xs text-fg-subtle" aria-hidden="true">
          {t('header.coins')}
        </span>
      )}
    </p>
  );
}
