import type { TCoin, TCryptoNetwork } from '@amigo/contract';
import { labelClass } from '../../../components/forms/text-field.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

const selectClass =
  'h-11 w-full min-w-0 rounded-xl border border-line bg-night-900/80 px-3 text-base text-fg hover:border-violet-400/60 focus-visible:border-gold-400';

/** Coin and network selects: the network list is the chosen coin's (SPEC §5: the network must be one of the coin's). */
export function CoinNetworkPicker({
  coins,
  coin,
  network,
  onChange,
}: {
  coins: TCoin[];
  coin: string;
  network: TCryptoNetwork;
  onChange: (coin: string, network: TCryptoNetwork) => void;
}) {
  const { t } = useI18n('crypto');
  const networks = coins.find((c) => c.coin === coin)?.networks ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="grid gap-1.5">
        <span className={labelClass}>{t('crypto:shared.coin')}</span>
        <select
          className={selectClass}
          value={coin}
          data-testid="crypto-coin"
          onChange={(event) => {
            const next = coins.find((c) => c.coin === event.target.value);
            if (next?.networks[0]) onChange(next.coin, next.networks[0].network);
          }}
        >
          {coins.map((c) => (
            <option key={c.coin} value={c.coin}>
              {c.coin} — {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5">
        <span className={labelClass}>{t('crypto:shared.network')}</span>
        <select
          className={selectClass}
          value={network}
          data-testid="crypto-network"
          onChange={(event) => onChange(coin, event.target.value as TCryptoNetwork)}
        >
          {networks.map((n) => (
            <option key={n.network} value={n.network}>
              {n.network}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
