import { paymentCalls } from '@amigo/contract';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast.ts';
import { isKycRuleRefusal, KycRefusal } from '../../../components/finance/kyc-refusal.tsx';
import { showServerError } from '../../../components/forms/server-error.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { coinsFor, formatCoins, formatMoney, type FiatCurrency } from '../../../lib/format/money.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { numberInput } from '../../../lib/validation/form-inputs.ts';
import { useSchemaField, useSchemaForm } from '../../../lib/validation/use-schema-form.ts';
import { createDepositOrder, type CreatedDeposit } from '../api/create-deposit-order.ts';
import { newIdempotencyKey } from '../idempotency.ts';
import { DEPOSIT_LIMITS, DEPOSIT_PRESETS, type DepositChannel } from '../limits.ts';
import { ChoiceCard } from './choice-card.tsx';
import { Notice } from './notice.tsx';

/** The deposit call's amount (channel and currency are chosen apart), within the chosen channel's limits. */
function depositSchema(limits: { min: number; max: number }) {
  const request = paymentCalls.payOrder.request;
  return request.pick({ amount: true }).extend({ amount: numberInput(request.shape.amount.min(limits.min).max(limits.max)) });
}

const CHANNELS: readonly DepositChannel[] = ['sandbox', 'manual_bank'];
const CURRENCIES: readonly FiatCurrency[] = ['JPY', 'CNY'];

/** Only our own provider's page over http(s) is a place to send the browser. */
function safeCheckoutUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function defaultAmount(channel: DepositChannel, currency: FiatCurrency): string {
  const presets = DEPOSIT_PRESETS[channel][currency];
  return String(presets[1] ?? presets[0] ?? '');
}

export interface DepositFormProps {
  /** Exchange ratios from the platform settings (SPEC §1: 1 yen = 1 coin, 1 yuan = 20 coins). */
  coinsPerUnit: Record<FiatCurrency, number>;
  onManualOrder: (created: CreatedDeposit) => void;
  /** The identity verification page, linked when a KYC rule refuses the deposit. */
  kycPath: string;
}

/**
 * Channel, currency and amount of a deposit. The sandbox channel opens the provider's hosted
 * checkout; the manual channel hands the new order to the transfer instructions.
 */
export function DepositForm({ coinsPerUnit, onManualOrder, kycPath }: DepositFormProps) {
  const { t, language } = useI18n('finance');
  // A KYC rule's refusal is shown with the way to verify, not on the amount field.
  const [ruleRefusal, setRuleRefusal] = useState<unknown>(null);
  const [channel, setChannel] = useState<DepositChannel>('sandbox');
  const [currency, setCurrency] = useState<FiatCurrency>('JPY');
  const [redirecting, setRedirecting] = useState(false);
  const limits = DEPOSIT_LIMITS[channel][currency];
  const money = (value: number) => formatMoney(value, currency, language);
  const amountLabel = t('finance:deposit.customAmount');
  const schema = useMemo(() => depositSchema(limits), [limits]);
  const form = useSchemaForm({
    schema,
    fields: {
      amount: {
        label: amountLabel,
        invalid: t('finance:deposit.amountRange', { min: money(limits.min), max: money(limits.max) }),
      },
    },
    defaultValues: { amount: defaultAmount('sandbox', 'JPY') },
  });
  // Every failure of the amount shows while it is typed.
  const amount = useSchemaField(form, 'amount', { mode: 'digit', maxLength: 9, min: limits.min, max: limits.max, eager: true });
  const typed = Number(useWatch({ control: form.control, name: 'amount' }));
  const validAmount = Number.isInteger(typed) && typed >= limits.min && typed <= limits.max ? typed : null;

  function choose(nextChannel: DepositChannel, nextCurrency: FiatCurrency) {
    setChannel(nextChannel);
    setCurrency(nextCurrency);
    const nextLimits = DEPOSIT_LIMITS[nextChannel][nextCurrency];
    const current = Number(form.getValues('amount'));
    const fits = nextCurrency === currency && current >= nextLimits.min && current <= nextLimits.max;
    if (!fits) form.setValue('amount', defaultAmount(nextChannel, nextCurrency));
    form.clearErrors('amount');
  }

  function pick(preset: number) {
    form.setValue('amount', String(preset));
    form.clearErrors('amount');
  }

  async function submit(values: { amount: string }) {
    setRuleRefusal(null);
    try {
      const created = await createDepositOrder({
        channel,
        currency,
        amount: Number(values.amount),
        idempotencyKey: newIdempotencyKey(),
      });
      if (created.order.channel === 'manual_bank') {
        onManualOrder(created);
        return;
      }
      const target = safeCheckoutUrl(created.order.checkoutUrl);
      if (!target) {
        toast.error(t('finance:deposit.checkoutUnavailable'));
        return;
      }
      setRedirecting(true);
      window.location.assign(target);
    } catch (error) {
      if (isKycRuleRefusal(error)) return setRuleRefusal(error);
      showServerError(form, error, ['amount']);
    }
  }

  const busy = form.formState.isSubmitting || redirecting;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="panel grid gap-6 p-5 sm:p-6"
      data-testid="deposit-form"
    >
      <KycRefusal error={ruleRefusal} kycPath={kycPath} />
      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('finance:deposit.channelLegend')}</legend>
        <div className="grid gap-2.5 sm:grid-cols-2">
          {CHANNELS.map((option) => (
            <ChoiceCard
              key={option}
              name="deposit-channel"
              value={option}
              checked={channel === option}
              onChange={() => choose(option, currency)}
              title={t(`finance:channels.${option}`)}
              description={t(`finance:deposit.channelHint.${option}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('finance:deposit.currencyLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {CURRENCIES.map((option) => (
            <label
              key={option}
              className={clsx(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300',
                currency === option ? 'border-gold-400 bg-gold-400/10 text-gold-200' : 'border-line text-fg-muted',
              )}
            >
              <input
                type="radio"
                name="deposit-currency"
                value={option}
                checked={currency === option}
                onChange={() => choose(channel, option)}
                className="size-4 accent-gold-400"
              />
              {t(`finance:deposit.currency.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('finance:deposit.amountLegend')}</legend>
        <div role="group" aria-label={t('finance:deposit.presets')} className="mb-4 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {DEPOSIT_PRESETS[channel][currency].map((preset) => {
            const selected = typed === preset;
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={selected}
                onClick={() => pick(preset)}
                className={clsx(
                  'h-11 min-w-0 rounded-xl border px-2 text-sm font-semibold tabular-nums transition-colors',
                  selected
                    ? 'border-gold-400 bg-gold-400/15 text-gold-200'
                    : 'border-line bg-night-900/50 text-fg-muted hover:border-violet-400/60 hover:text-fg',
                )}
              >
                {money(preset)}
              </button>
            );
          })}
        </div>
        <TextField
          id="deposit-amount"
          label={amountLabel}
          field={amount}
          required
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums"
          hint={t('finance:deposit.limits', { min: money(limits.min), max: money(limits.max) })}
        />
      </fieldset>

      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border border-gold-400/30 bg-night-900/60 p-4">
        <div>
          <p className="text-xs text-fg-subtle">{t('finance:deposit.preview')}</p>
          <p className="text-2xl font-bold text-gold-200 tabular-nums" data-testid="coins-preview" aria-live="polite">
            {validAmount === null ? '—' : formatCoins(coinsFor(validAmount, coinsPerUnit[currency]), language)}
            <span className="ml-1.5 text-sm font-normal text-fg-subtle">{t('finance:shared.coinsUnit')}</span>
          </p>
        </div>
        <p className="text-xs text-fg-subtle">
          {t(`finance:deposit.rate${currency}`, { coins: formatCoins(coinsPerUnit[currency], language) })}
        </p>
      </div>

      <Notice tone="info">
        <p data-testid="deposit-note">{t('finance:deposit.note')}</p>
      </Notice>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto">
          {t(`finance:deposit.submit.${channel}`)}
        </Button>
        {redirecting ? (
          <p role="status" className="text-sm text-fg-muted">
            {t('finance:deposit.redirecting')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
