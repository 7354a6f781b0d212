import { paymentCalls, type TDepositOrder } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { depositStatusView, StatusBadge } from '../../../components/finance/order-status.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins, formatMoney } from '../../../lib/format/money.ts';
import { type FinanceKey } from '../../../lib/i18n/finance-translation.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import type { HouseAccount } from '../house-account.ts';
import { depositOrderQueryKey } from '../api/get-deposit-order.ts';
import { submitManualTransfer } from '../api/submit-manual-transfer.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Notice } from './notice.tsx';
import { useFocusOn } from './use-focus-on.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

/** The manual-transfer call's payer name (the order is the panel's). */
const payerSchema = paymentCalls.payManualSubmit.request.pick({ payerName: true });

interface Outcome {
  tone: 'info' | 'success' | 'danger';
  title: FinanceKey;
  body?: FinanceKey;
}

/** What the member is told once the transfer is reported: checking, credited, or not. */
function manualOutcome(stage: string): Outcome {
  switch (stage) {
    case 'in_progress':
      return { tone: 'info', title: 'manual.inProgressTitle', body: 'manual.inProgressBody' };
    case 'successful':
    case 'paid':
      return { tone: 'success', title: 'manual.successfulTitle' };
    case 'expired':
      return { tone: 'danger', title: 'manual.expiredTitle' };
    case 'refunding':
    case 'refunded':
      return { tone: 'info', title: 'result.refundTitle' };
    default:
      return { tone: 'danger', title: 'manual.failedTitle', body: 'manual.failedBody' };
  }
}

/** One line of the transfer details: what, the value (as shown; copied as the bank form wants it), a copy button. */
function DetailRow({ label, value, shown, testId }: { label: string; value: string; shown?: string; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line/60 py-2.5 last:border-b-0">
      <div className="min-w-0">
        <dt className="text-xs text-fg-subtle">{label}</dt>
        <dd className="font-semibold break-all text-fg tabular-nums" data-testid={testId}>
          {shown ?? value}
        </dd>
      </div>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/**
 * A manual bank transfer: where to send the money (each value with a copy button), the order
 * number as the transfer reference, then "I have transferred" with the payer's name, after
 * which the order waits for an operator ("in progress").
 */
export function ManualTransferPanel({
  order,
  houseAccount,
  onNewDeposit,
}: {
  order: TDepositOrder;
  houseAccount: HouseAccount | null;
  onNewDeposit: () => void;
}) {
  const { t, language } = useI18n('finance');
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: payerSchema,
    fields: { payerName: { label: t('finance:manual.payerName') } },
    defaultValues: { payerName: '' },
  });
  const payerName = useSchemaField(form, 'payerName', { maxLength: 60 });
  const stage = order.status === 'pending' ? (order.manualStatus ?? 'awaiting_transfer') : order.status;
  const titleRef = useFocusOn<HTMLHeadingElement>(order.orderSn);
  const statusRef = useFocusOn<HTMLSpanElement>(stage === 'awaiting_transfer' ? null : stage);
  const amountText = formatMoney(order.amount, order.currency, language);
  const outcome = manualOutcome(stage);

  async function submit(values: { payerName: string }) {
    try {
      const updated = await submitManualTransfer({ orderSn: order.orderSn, payerName: values.payerName.trim() });
      await replaceQueryData(queryClient, depositOrderQueryKey(order.orderSn), updated);
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'deposits'] });
    } catch (error) {
      showServerError(form, error, ['payerName']);
    }
  }

  return (
    <section className="panel grid gap-5 p-5 sm:p-6" aria-labelledby="manual-title" data-testid="manual-transfer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="manual-title" ref={titleRef} tabIndex={-1} className="text-lg font-bold text-fg focus:outline-none">
          {t('finance:manual.title')}
        </h2>
        <StatusBadge view={depositStatusView(order)} testId="manual-status" />
      </div>
      {stage === 'awaiting_transfer' ? (
        <p className="text-sm text-fg-muted">{t('finance:manual.intro', { amount: amountText })}</p>
      ) : null}

      <dl className="rounded-xl border border-line bg-night-900/60 px-4 py-1">
        {houseAccount ? (
          <>
            <DetailRow label={t('finance:manual.bankName')} value={houseAccount.bankName} />
            <DetailRow label={t('finance:manual.branchName')} value={houseAccount.branchName} />
            <DetailRow label={t('finance:manual.accountType')} value={houseAccount.accountType} />
            <DetailRow
              label={t('finance:manual.accountNumber')}
              value={houseAccount.accountNumber}
              testId="house-account-number"
            />
            <DetailRow label={t('finance:manual.accountHolder')} value={houseAccount.accountHolder} />
          </>
        ) : null}
        <DetailRow label={t('finance:manual.amount')} value={String(order.amount)} shown={amountText} />
        <DetailRow label={t('finance:manual.reference')} value={order.orderSn} testId="transfer-reference" />
      </dl>
      {houseAccount ? null : <p className="text-sm text-fg-subtle">{t('finance:manual.accountUnavailable')}</p>}
      <p className="text-sm text-fg-subtle">
        {t('finance:deposit.preview')}: {t('finance:shared.coins', { amount: formatCoins(order.coins, language) })}
      </p>

      {stage === 'awaiting_transfer' ? (
        <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4 sm:max-w-md">
          <TextField
            id="manual-payer-name"
            label={t('finance:manual.payerName')}
            field={payerName}
            required
            autoComplete="name"
            hint={t('finance:manual.payerNameHint')}
          />
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              aria-busy={form.formState.isSubmitting || undefined}
              className="w-full sm:w-auto"
            >
              {t('finance:manual.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <div role="status">
          <Notice
            tone={outcome.tone}
            title={
              <span ref={statusRef} tabIndex={-1} className="focus:outline-none">
                {t(`finance:${outcome.title}`)}
              </span>
            }
          >
            {outcome.body ? <p>{t(`finance:${outcome.body}`)}</p> : null}
            {outcome.tone === 'danger' && order.failureReason ? (
              <p>{t('finance:shared.reason', { reason: order.failureReason })}</p>
            ) : null}
          </Notice>
        </div>
      )}
      {stage === 'awaiting_transfer' ? null : (
        <div>
          <Button variant="secondary" onClick={onNewDeposit}>
            {t('finance:result.newDeposit')}
          </Button>
        </div>
      )}
      <Notice tone="info">
        <p>{t('finance:deposit.note')}</p>
      </Notice>
    </section>
  );
}
