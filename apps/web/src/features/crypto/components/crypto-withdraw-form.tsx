import type { TCoinNetwork, TCryptoOrder } from '@amigo/contract';
import clsx from 'clsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isKycRuleRefusal, KycRefusal } from '../../../components/finance/kyc-refusal.tsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { ApiError } from '../../../lib/http/api-error.ts';
import { coinsToDebit, toUnits } from '../amounts.ts';
import { useCryptoRates } from '../api/get-rates.ts';
import { requestCryptoWithdrawal } from '../api/request-withdrawal.ts';
import { validateAddress, type AddressValidity } from '../api/validate-address.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { RateLine } from './rate-line.tsx';

type Errors = Partial<Record<'address' | 'amount' | 'paymentPassword' | 'form', string>>;

/** The address is checked by the server 300 ms after typing stops; the answer shows under the field. */
function useAddressCheck(network: TCoinNetwork['network'], address: string) {
  const [result, setResult] = useState<{ address: string; validity: AddressValidity } | null>(null);
  useEffect(() => {
    if (!address.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validateAddress(network, address.trim(), controller.signal).then(
        (validity) => setResult({ address, validity }),
        () => undefined,
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [network, address]);
  return result?.address === address ? result.validity : null;
}

export function CryptoWithdrawForm({
  coin,
  config,
  balance,
  kycPath,
  onDone,
}: {
  coin: string;
  config: TCoinNetwork;
  balance: number;
  /** The identity verification page, linked when a KYC rule refuses the withdrawal. */
  kycPath: string;
  onDone: (order: TCryptoOrder) => void;
}) {
  const { t, language } = useI18n('crypto');
  const id = useId();
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [ruleRefusal, setRuleRefusal] = useState<unknown>(null);
  const rates = useCryptoRates();
  const validity = useAddressCheck(config.network, address);
  const network = config.network;
  const addressMessage = !address.trim()
    ? errors.address
    : validity && !validity.valid && validity.reason
      ? t(`crypto:withdraw.addressInvalid.${validity.reason}`, { network })
      : errors.address;

  const units = toUnits(amount, config.decimals);
  const fee = toUnits(config.withdrawFee, config.decimals) ?? 0n;
  const rate = rates.data?.rates.find((r) => r.coin === coin)?.rate;
  const debit = units !== null && rate ? coinsToDebit(units + fee, config.decimals, rate, rates.data?.coinsPerUnit ?? 1) : null;

  function amountError(): string | undefined {
    if (units === null) return t('crypto:withdraw.amountFormat', { decimals: config.decimals });
    const min = toUnits(config.withdrawMin, config.decimals)!;
    const max = toUnits(config.withdrawMax, config.decimals)!;
    if (units < min || units > max)
      return t('crypto:withdraw.amountRange', { min: config.withdrawMin, max: config.withdrawMax, coin });
    if (debit !== null && debit > balance) return t('crypto:withdraw.overBalance', { coins: formatCoins(balance, language) });
    return undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      address: !address.trim() ? t('crypto:withdraw.addressInvalid.EMPTY', { network }) : undefined,
      amount: amountError(),
      paymentPassword: /^\d{6}$/.test(password) ? undefined : t('crypto:withdraw.sixDigits'),
    };
    if (validity && !validity.valid)
      next.address = t(`crypto:withdraw.addressInvalid.${validity.reason ?? 'FORMAT'}`, { network });
    setErrors(next);
    if (next.address || next.amount || next.paymentPassword) return;
    setRuleRefusal(null);
    setBusy(true);
    try {
      const order = await requestCryptoWithdrawal({
        coin,
        network,
        address: address.trim(),
        amount: amount.trim(),
        paymentPassword: password,
        idempotencyKey: crypto.randomUUID(),
      });
      onDone(order);
    } catch (error) {
      setPassword('');
      if (isKycRuleRefusal(error)) return setRuleRefusal(error);
      const message = error instanceof ApiError ? error.msg : String(error);
      const field = error instanceof ApiError ? error.field : undefined;
      setErrors(
        field === 'address' || field === 'amount' || field === 'paymentPassword' ? { [field]: message } : { form: message },
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'address' | 'amount' | 'paymentPassword', message: string | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(message),
    'aria-describedby': `${id}-${name}-message`,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" data-testid="crypto-withdraw-form">
      <KycRefusal error={ruleRefusal} kycPath={kycPath} />
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-address`} className={labelClass}>
          {t('crypto:withdraw.address')}
        </label>
        <input
          {...field('address', addressMessage)}
          className={clsx(inputClass, 'font-mono text-sm')}
          value={address}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('crypto:withdraw.addressPlaceholder', { network })}
          onChange={(event) => {
            setAddress(event.target.value);
            setErrors((e) => ({ ...e, address: undefined }));
          }}
          data-testid="crypto-address"
        />
        <p id={`${id}-address-message`} className="min-h-5 text-xs" aria-live="polite" data-testid="crypto-address-message">
          {addressMessage ? (
            <span className="text-danger">{addressMessage}</span>
          ) : validity?.valid ? (
            <span className="text-emerald-300">{t('crypto:withdraw.addressValid', { network })}</span>
          ) : null}
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-amount`} className={labelClass}>
          {t('crypto:withdraw.amount')} ({coin})
        </label>
        <input
          {...field('amount', errors.amount)}
          className={inputClass}
          value={amount}
          inputMode="decimal"
          maxLength={40}
          autoComplete="off"
          onChange={(event) => {
            setAmount(event.target.value.replace(/[^\d.]/g, ''));
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          data-testid="crypto-amount"
        />
        <div id={`${id}-amount-message`} className="grid gap-0.5 text-xs text-fg-subtle">
          {errors.amount ? <span className="text-danger">{errors.amount}</span> : null}
          <span>{t('crypto:withdraw.amountHint', { min: config.withdrawMin, max: config.withdrawMax, coin })}</span>
          <span>{t('crypto:withdraw.feeLine', { fee: config.withdrawFee, coin })}</span>
          {debit !== null ? (
            <span className="text-fg-muted" data-testid="crypto-debit">
              {t('crypto:withdraw.total', { coins: formatCoins(debit, language) })}
            </span>
          ) : null}
          <RateLine coin={coin} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-paymentPassword`} className={labelClass}>
          {t('crypto:withdraw.paymentPassword')}
        </label>
        <input
          {...field('paymentPassword', errors.paymentPassword)}
          className={inputClass}
          type="password"
          value={password}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value.replace(/\D/g, ''))}
          data-testid="crypto-password"
        />
        <p id={`${id}-paymentPassword-message`} className="min-h-5 text-xs text-danger">
          {errors.paymentPassword}
        </p>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} data-testid="crypto-withdraw-submit">
        {t('crypto:withdraw.submit')}
      </Button>
    </form>
  );
}
