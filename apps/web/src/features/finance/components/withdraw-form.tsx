import { paymentCalls, type TBankCard, type TWithdrawalOrder } from '@amigo/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isKycRuleRefusal, KycRefusal } from '../../../components/finance/kyc-refusal.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { numberInput } from '../../../lib/validation/form-inputs.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import { newIdempotencyKey } from '../idempotency.ts';
import { WITHDRAWAL_LIMITS } from '../limits.ts';
import { ChoiceCard } from './choice-card.tsx';
import { Notice } from './notice.tsx';

const request = paymentCalls.drawWithdraw.request;

/**
 * The withdraw call's amount and payment password (the card is chosen apart): the amount within
 * the withdrawal limits (the field's "range" message) and then within the balance (client only).
 */
function withdrawSchema(balance: number, overBalance: string) {
  return request.pick({ paymentPassword: true }).extend({
    amount: numberInput(
      request.shape.amount
        .min(WITHDRAWAL_LIMITS.min)
        .max(WITHDRAWAL_LIMITS.max)
        .refine((amount) => amount <= balance, { message: overBalance }),
    ),
  });
}

const EMPTY = { amount: '', paymentPassword: '' };

/**
 * A withdrawal: which bound card, how many coins (within the limits and the balance, with a
 * "max" button) and the 6-digit payment password. The coins are held as soon as the server
 * accepts; the order then waits for review. Only an account in the member's own name can be
 * chosen (card.canReceiveWithdrawals); when the server still refuses one (the name changed since
 * the list was read) the form says why and links to the bank accounts.
 */
export function WithdrawForm({
  cards,
  balance,
  bankCardsPath,
  kycPath,
  onDone,
  onCardRefused,
}: {
  cards: TBankCard[];
  balance: number;
  bankCardsPath: string;
  /** The identity verification page, linked when a KYC rule refuses the withdrawal. */
  kycPath: string;
  onDone: (order: TWithdrawalOrder) => void;
  /** The server refused the card's holder name: the list is read again to mark it. */
  onCardRefused: () => void;
}) {
  const { t, language } = useI18n('finance');
  const eligible = cards.filter((card) => card.canReceiveWithdrawals);
  const [cardId, setCardId] = useState(() => (eligible.find((card) => card.isDefault) ?? eligible[0])?.id ?? '');
  const [cardRefusal, setCardRefusal] = useState<string | null>(null);
  // A KYC rule's refusal (verify first, or play on) is shown with its way forward, not on a field.
  const [ruleRefusal, setRuleRefusal] = useState<unknown>(null);
  const coins = (value: number) => formatCoins(value, language);
  const maxAmount = Math.min(balance, WITHDRAWAL_LIMITS.max);
  const canWithdraw = maxAmount >= WITHDRAWAL_LIMITS.min;
  const amountLabel = t('finance:withdraw.amount');
  const paymentPasswordLabel = t('finance:withdraw.paymentPassword');
  const overBalance = t('finance:withdraw.overBalance', { balance: coins(balance) });
  const schema = useMemo(() => withdrawSchema(balance, overBalance), [balance, overBalance]);
  const form = useSchemaForm({
    schema,
    fields: {
      amount: {
        label: amountLabel,
        invalid: t('finance:withdraw.amountRange', { min: coins(WITHDRAWAL_LIMITS.min), max: coins(WITHDRAWAL_LIMITS.max) }),
      },
      paymentPassword: { label: paymentPasswordLabel, invalid: t('finance:withdraw.sixDigits') },
    },
    defaultValues: EMPTY,
  });
  // Every failure of the amount shows while it is typed (over the balance, out of the limits).
  const amount = useSchemaField(form, 'amount', {
    mode: 'digit',
    maxLength: 7,
    eager: true,
    // Clamp on blur only when there is a valid range to clamp into.
    ...(canWithdraw ? { min: WITHDRAWAL_LIMITS.min, max: maxAmount } : {}),
  });
  const paymentPassword = useSchemaField(form, 'paymentPassword', { mode: 'digit', maxLength: 6 });

  function fillMax() {
    form.setValue('amount', String(maxAmount));
    form.clearErrors('amount');
  }

  async function submit(values: typeof EMPTY) {
    setCardRefusal(null);
    setRuleRefusal(null);
    try {
      const order = await requestWithdrawal({
        amount: Number(values.amount),
        bankCardId: cardId,
        paymentPassword: values.paymentPassword,
        idempotencyKey: newIdempotencyKey(),
      });
      form.reset(EMPTY);
      onDone(order);
    } catch (error) {
      form.setValue('paymentPassword', '');
      if (isKycRuleRefusal(error)) return setRuleRefusal(error);
      if (isApiError(error) && error.reason === 'CARD_HOLDER_MISMATCH') {
        setCardRefusal(error.msg);
        setCardId('');
        onCardRefused();
        return;
      }
      showServerError(form, error, ['amount', 'paymentPassword']);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="panel grid gap-6 p-5 sm:p-6"
      data-testid="withdraw-form"
    >
      <KycRefusal error={ruleRefusal} kycPath={kycPath} />
      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('finance:withdraw.cardLegend')}</legend>
        <div className="grid gap-2.5">
          {cards.map((card) => (
            <ChoiceCard
              key={card.id}
              name="withdraw-card"
              value={card.id}
              checked={cardId === card.id}
              onChange={(id) => {
                setCardId(id);
                setCardRefusal(null);
              }}
              disabled={!card.canReceiveWithdrawals}
              testId={`withdraw-card-${card.id}`}
              title={
                <>
                  <span className="min-w-0 break-words">{card.bankName}</span>
                  <span className="font-mono text-gold-200">••••{card.last4}</span>
                </>
              }
              description={
                <>
                  {t('finance:withdraw.holder', { name: card.holderName })}
                  {card.canReceiveWithdrawals ? null : (
                    <span className="mt-1 block text-danger">{t('finance:withdraw.cardNotInYourName')}</span>
                  )}
                </>
              }
              aside={
                card.isDefault ? (
                  <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-200 ring-1 ring-gold-400/40">
                    {t('finance:withdraw.defaultCard')}
                  </span>
                ) : null
              }
            />
          ))}
        </div>
        {cardRefusal ? (
          <div role="alert" className="mt-3" data-testid="withdraw-card-refused">
            <Notice tone="danger" title={t('finance:withdraw.holderMismatchTitle')}>
              <p>{cardRefusal}</p>
              <Button asChild size="sm" variant="secondary" className="mt-3">
                <Link to={bankCardsPath}>{t('finance:withdraw.checkCards')}</Link>
              </Button>
            </Notice>
          </div>
        ) : eligible.length === 0 ? (
          <div className="mt-3" data-testid="withdraw-no-eligible-card">
            <Notice tone="warning" title={t('finance:withdraw.noEligibleCardTitle')}>
              <p>{t('finance:withdraw.noEligibleCard')}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={bankCardsPath}>{t('finance:withdraw.checkCards')}</Link>
              </Button>
            </Notice>
          </div>
        ) : null}
      </fieldset>

      <TextField
        id="withdraw-amount"
        label={amountLabel}
        field={amount}
        required
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums"
        hint={t('finance:withdraw.limits', {
          min: coins(WITHDRAWAL_LIMITS.min),
          max: coins(WITHDRAWAL_LIMITS.max),
          balance: coins(balance),
        })}
        addon={
          <Button
            variant="secondary"
            className="h-11"
            onClick={fillMax}
            disabled={!canWithdraw}
            aria-label={t('finance:withdraw.maxLabel', { amount: coins(maxAmount) })}
          >
            {t('finance:withdraw.max')}
          </Button>
        }
      />

      <TextField
        id="withdraw-payment-password"
        label={paymentPasswordLabel}
        field={paymentPassword}
        required
        type="password"
        inputMode="numeric"
        autoComplete="off"
        className="font-mono tracking-[0.4em] sm:max-w-56"
        hint={t('finance:withdraw.paymentPasswordHint')}
      />

      <div>
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting || !cardId}
          aria-busy={form.formState.isSubmitting || undefined}
          className="w-full sm:w-auto"
        >
          {t('finance:withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
