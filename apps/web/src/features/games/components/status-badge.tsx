import type { TMachine } from '@amigo/contract';
import clsx from 'clsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

const STYLES: Record<TMachine['status'], string> = {
  free: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  occupied: 'border-line bg-night-900/60 text-fg-muted',
  yours: 'border-gold-400/60 bg-gold-400/15 text-gold-200',
  held: 'border-sky-400/40 bg-sky-400/10 text-sky-200',
  out_of_service: 'border-danger/50 bg-danger/10 text-danger',
};

export function MachineStatusBadge({ status }: { status: TMachine['status'] }) {
  const { t } = useI18n('games');
  return (
    <span
      className={clsx('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', STYLES[status])}
      data-testid="machine-status"
    >
      {t(`games:status.${status}`)}
    </span>
  );
}
