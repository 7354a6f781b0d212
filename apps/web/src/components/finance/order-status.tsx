import type { TDepositOrder, TWithdrawalOrder } from '@amigo/contract';
import clsx from 'clsx';
import { type FinanceKey } from '../../lib/i18n/finance-translation.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

type Tone = 'waiting' | 'good' | 'bad' | 'neutral';

const TONES: Record<Tone, string> = {
  waiting: 'bg-gold-400/15 text-gold-200 ring-gold-400/40',
  good: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  bad: 'bg-red-500/15 text-red-200 ring-red-400/40',
  neutral: 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
};

export interface StatusView {
  key: FinanceKey;
  tone: Tone;
}

/**
 * What a deposit shows as its status (SPEC §4). A manual bank transfer shows where the
 * operator's check stands (awaiting transfer, in progress, successful, "manual mode failed")
 * until it ends otherwise (expired, refunds); other deposits show the payment status.
 */
export function depositStatusView(order: Pick<TDepositOrder, 'status' | 'manualStatus' | 'channel'>): StatusView {
  const manual = order.channel === 'manual_bank' && order.manualStatus !== null;
  if (manual && (order.status === 'pending' || order.status === 'paid' || order.status === 'failed')) {
    const status = order.manualStatus!;
    const tone: Tone =
      status === 'successful' ? 'good' : status === 'failed' ? 'bad' : status === 'in_progress' ? 'neutral' : 'waiting';
    return { key: `status.manual.${status}`, tone };
  }
  const tones: Record<TDepositOrder['status'], Tone> = {
    pending: 'waiting',
    paid: 'good',
    failed: 'bad',
    expired: 'bad',
    refunding: 'neutral',
    refunded: 'neutral',
  };
  return { key: `status.deposit.${order.status}`, tone: tones[order.status] };
}

/** SPEC §4 withdrawal statuses; a failed one reads "withdrawal failed" (SPEC §8). */
export function withdrawalStatusView(order: Pick<TWithdrawalOrder, 'status'>): StatusView {
  const tones: Record<TWithdrawalOrder['status'], Tone> = {
    review: 'waiting',
    withdrawing: 'neutral',
    success: 'good',
    failed: 'bad',
  };
  return { key: `status.withdrawal.${order.status}`, tone: tones[order.status] };
}

export function StatusBadge({ view, testId }: { view: StatusView; testId?: string }) {
  const { t } = useI18n('finance');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[view.tone],
      )}
      data-testid={testId}
    >
      {t(`finance:${view.key}`)}
    </span>
  );
}
