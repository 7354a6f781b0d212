import type { TKycSubmission } from '@amigo/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icons/icon.tsx';

type KycStatus = TKycSubmission['status'];

const LOOK: Record<KycStatus, { className: string; icon: IconName }> = {
  none: { className: 'bg-night-700 text-fg-muted ring-line', icon: 'idCard' },
  pending: { className: 'bg-violet-500/20 text-violet-400 ring-violet-400/40', icon: 'clock' },
  approved: { className: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40', icon: 'shield' },
  rejected: { className: 'bg-danger/15 text-danger ring-danger/40', icon: 'alert' },
  more_info: { className: 'bg-gold-400/15 text-gold-300 ring-gold-400/40', icon: 'alert' },
};

/** The identity check's state in a word: not submitted, under review, verified, rejected, more information needed. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1',
        look.className,
      )}
      data-testid="kyc-status"
      data-status={status}
    >
      <Icon name={look.icon} className="size-3.5" />
      {t(`user.kyc.status.${status}`)}
    </span>
  );
}
