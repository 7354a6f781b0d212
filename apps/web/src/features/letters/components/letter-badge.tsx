import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';

/** The header's letter icon with the unread count; the count is part of the link's accessible name. */
export function LetterBadge({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  const count = useUnreadCount(true).data?.unreadCount ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link
      to={to}
      aria-label={t('header.unreadLetters', { count })}
      className={clsx(
        'relative flex shrink-0 items-center justify-center rounded-full text-fg-muted hover:text-gold-200',
        compact ? 'size-9' : 'size-9 border border-line bg-night-800/60',
      )}
      data-testid="letter-badge"
    >
      <Icon name="mail" className="size-5" />
      {count > 0 ? (
        <span
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-[#c8243f] px-1 text-center text-[0.6875rem] leading-5 font-bold text-white tabular-nums"
          aria-hidden="true"
          data-testid="letter-badge-count"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
