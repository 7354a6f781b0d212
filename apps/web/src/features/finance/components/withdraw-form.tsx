import { ZPaymentPassword, type TBankCard, type TWithdrawalOrder } from '@amigo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useFinanceTranslation } from '../../../lib/i18n/finance-translation.ts';
import { RULE_FORM_OPTIONS, useRuleField } from '../../../lib/validation/use-rule-field.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import { newIdempotencyKey } from '../idempotency.ts';
import { WITHDRAWAL_LIMITS } from '../limits.ts';
import { ChoiceCard } from './choice-card.tsx';

interface WithdrawValues {
  amount: string;
  paymentPassword: string;
}

/**
 * A withdrawal: which bound card, how many coins (within the limits and the balance, with a
 * "max" button) and the 6-digit payment password. The coins are held as soon as the server
 * accepts; the order then waits for review.
 */
export function WithdrawForm({
  cards,
  balance,
  onDone,
}: {
  cards: TBankCard[];
  balance: number;
  onDone: (order: TWithdrawalOrder) => void;
}) {
  const { ft, language } = useFinanceTranslation();
  const [cardId, setCardId] = useState(() => (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? '');
  const form = useForm<WithdrawValues>({ ...RULE_FORM_OPTIONS, defaultValues: { amount: '', paymentPassword: '' } });
  const coins = (value: number) => formatCoins(value, language);
  const maxAmount = Math.min(balance, WITHDRAWAL_LIMITS.max);
  const canWithdraw = maxAmount >= WITHDRAWAL_LIMITS.min;
  const amountLabel = ft('withdraw.amount');
  const amount = useRuleField(form, 'amount', {
    label: amountLabel,
    mode: 'digit',
    maxLength: 7,
    // Clamp on blur only when there is a valid range to clamp into.
    ...(canWithdraw ? { min: WITHDRAWAL_LIMITS.min, max: maxAmount } : {}),
    rules: [
      { required: true },
      {
        validator: (value) => {
          const number = Number(value);
          if (!Number.isInteger(number) || number < WITHDRAWAL_LIMITS.min || number > WITHDRAWAL_LIMITS.max) {
            return ft('withdraw.amountRange', { min: coins(WITHDRAWAL_LIMITS.min), max: coins(WITHDRAWAL_LIMITS.max) });
          }
          return number <= balance || ft('withdraw.overBalance', { balance: coins(balance) });
        },
      },
    ],
  });
  const paymentPasswordLabel = ft('withdraw.paymentPassword');
  const paymentPassword = useRuleField(form, 'paymentPassword', {
    label: paymentPasswordLabel,
    mode: 'digit',
    maxLength: 6,
    rules: [
      { required: true },
      {
        validator: (value) => ZPaymentPassword.safeParse(value).success,
        message: ft('withdraw.sixDigits'),
        trigger: 'blur',
      },
    ],
  });

  function fillMax() {
    form.setValue('amount', String(maxAmount));
    form.clearErrors('amount');
  }

  async function submit(values: WithdrawValues) {
    try {
      const order = await requestWithdrawal({
        amount: Number(values.amount),
        bankCardId: cardId,
        paymentPassword: values.paymentPassword,
        idempotencyKey: newIdempotencyKey(),
      });
      form.reset({ amount: '', paymentPassword: '' });
      onDone(order);
    } catch (error) {
      form.setValue('paymentPassword', '');
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
      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{ft('withdraw.cardLegend')}</legend>
        <div className="grid gap-2.5">
          {cards.map((card) => (
            <ChoiceCard
              key={card.id}
              name="withdraw-card"
              value={card.id}
              checked={cardId === card.id}
              onChange={setCardId}
              title={
                <>
                  <span className="min-w-0 break-words">{card.bankName}</span>
                  <span className="font-mono text-gold-200">••••{card.last4}</span>
                </>
              }
              description={ft('withdraw.holder', { name: card.holderName })}
              aside={
                card.isDefault ? (
                  <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-200 ring-1 ring-gold-400/40">
                    {ft('withdraw.defaultCard')}
                  </span>
                ) : null
              }
            />
          ))}
        </div>
      </fieldset>

      <TextField
        id="withdraw-amount"
        label={amountLabel}
        field={amount}
        required
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums"
        hint={ft('withdraw.limits', {
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
            aria-label={ft('withdraw.maxLabel', { amount: coins(maxAmount) })}
          >
            {ft('withdraw.max')}
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
        hint={ft('withdraw.paymentPasswordHint')}
      />

      <div>
        <Button
          type="submit"
          size="lg"
          disabled={form.formState.isSubmitting || !cardId}
          aria-busy={form.formState.isSubmitting || undefined}
          className="w-full sm:w-auto"
        >
          {ft('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
