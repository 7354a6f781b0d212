import { useCryptoRates } from '../api/get-rates.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** "1 USDT ≈ 150 yen", with the stale note when the rate source is down. */
export function RateLine({ coin }: { coin: string }) {
  const { t } = useI18n('crypto');
  const rates = useCryptoRates();
  const rate = rates.data?.rates.find((r) => r.coin === coin)?.rate;
  if (rates.isError) return <p className="text-xs text-danger">{t('crypto:shared.rateUnavailable')}</p>;
  if (!rate) return null;
  return (
    <div className="text-xs text-fg-subtle" data-testid="crypto-rate">
      <p>{t('crypto:shared.rate', { coin, rate })}</p>
      {rates.data?.stale ? <p className="text-gold-200">{t('crypto:shared.rateStale')}</p> : null}
    </div>
  );
}
