import type { TCryptoNetwork } from '@amigo/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { loadProfile } from '../../../lib/session/profile.ts';
import { useCoins } from '../api/list-coins.ts';
import { useDepositAddress } from '../api/get-deposit-address.ts';
import { useCryptoOrders } from '../api/list-orders.ts';
import { CoinNetworkPicker } from '../components/coin-network-picker.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { CryptoOrdersList } from '../components/crypto-orders-list.tsx';
import { Notice } from '../components/notice.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { RateLine } from '../components/rate-line.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * /user/finance/deposit/cryptocurrency: choose coin and network, then the member's own address
 * (copy button, QR code), the minimum, the confirmations, the SPEC §5 network warning, and the
 * live status of recent deposits (polled; the header balance refreshes when one is credited).
 */
export function CryptoDepositPage() {
  return (
    <Suspense fallback={null}>
      <DepositContent />
    </Suspense>
  );
}

function DepositContent() {
  const { t } = useI18n('crypto');
  const coins = useCoins();
  const [choice, setChoice] = useState<{ coin: string; network: TCryptoNetwork } | null>(null);
  const first = coins.data?.find((c) => c.networks.some((n) => n.depositEnabled));
  const coin = choice?.coin ?? first?.coin;
  const network = choice?.network ?? first?.networks[0]?.network;
  const address = useDepositAddress(coin, network);
  const config = coins.data?.find((c) => c.coin === coin)?.networks.find((n) => n.network === network);

  return (
    <article>
      <PageHeading title={t('routes.depositCrypto')} icon="coins">
        <p>{t('crypto:deposit.lead')}</p>
      </PageHeading>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="panel grid min-w-0 gap-5 p-5 sm:p-6">
          {coins.isPending ? <p className="text-sm text-fg-subtle">{t('crypto:shared.loading')}</p> : null}
          {coins.isError ? (
            <Button variant="secondary" size="sm" onClick={() => void coins.refetch()}>
              {t('crypto:shared.retry')}
            </Button>
          ) : null}
          {coins.data && coin && network ? (
            <CoinNetworkPicker
              coins={coins.data}
              coin={coin}
              network={network}
              onChange={(c, n) => setChoice({ coin: c, network: n })}
            />
          ) : null}
          {network ? (
            <Notice tone="warning" title={t('crypto:deposit.networkWarningTitle')}>
              <p data-testid="network-warning">{t('crypto:deposit.networkWarning', { network })}</p>
              {network === 'ERC20' || network === 'BEP20' ? <p className="mt-1">{t('crypto:deposit.evmShared')}</p> : null}
            </Notice>
          ) : null}
          {address.data && config ? (
            <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
              <div className="justify-self-center">
                <QrCode
                  value={address.data.address}
                  label={t('crypto:deposit.qr', { network: address.data.network })}
                  size={176}
                  className="rounded-lg"
                  testId="deposit-qr"
                />
              </div>
              <dl className="grid min-w-0 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-fg-subtle">{t('crypto:deposit.address')}</dt>
                  <dd className="mt-1 flex items-center gap-2">
                    <code className="min-w-0 flex-1 font-mono break-all text-fg" data-testid="deposit-address">
                      {address.data.address}
                    </code>
                    <CopyButton value={address.data.address} label={t('crypto:deposit.address')} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-fg-subtle">{t('crypto:deposit.minimum')}</dt>
                  <dd className="text-fg tabular-nums" data-testid="deposit-minimum">
                    {t('crypto:deposit.minimumValue', { amount: address.data.depositMin, coin: address.data.coin })}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-fg-subtle">{t('crypto:deposit.confirmationsNeeded')}</dt>
                  <dd className="text-fg tabular-nums">
                    {t('crypto:deposit.confirmationsValue', { n: address.data.confirmations })}
                  </dd>
                </div>
                <div>
                  <dd className="text-xs text-fg-subtle">{t('crypto:deposit.belowMinimum')}</dd>
                </div>
                <RateLine coin={address.data.coin} />
              </dl>
            </div>
          ) : address.isError ? (
            <Notice tone="danger" title={t('crypto:shared.loadFailed')} />
          ) : null}
        </section>
        <RecentDeposits />
      </div>
    </article>
  );
}

function RecentDeposits() {
  const { t } = useI18n('crypto');
  const orders = useCryptoOrders({ kind: 'deposit', pageNum: 1, pageSize: 5 }, { pollMs: 5000 });
  const credited = orders.data?.list
    .filter((o) => o.status === 'credited')
    .map((o) => o.orderSn)
    .join(',');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    // A deposit was credited since the last look: the header balance shows it now.
    if (seen.current !== undefined && credited !== seen.current) void loadProfile({ silent: true }).catch(() => undefined);
    if (credited !== undefined) seen.current = credited;
  }, [credited]);
  return (
    <aside className="panel grid gap-3 p-5" aria-labelledby="crypto-recent-deposits">
      <h2 id="crypto-recent-deposits" className="text-sm font-semibold text-fg">
        {t('crypto:deposit.pendingTitle')}
      </h2>
      <p className="text-xs text-fg-subtle">{t('crypto:deposit.pendingNote')}</p>
      {orders.data ? <CryptoOrdersList orders={orders.data.list} /> : null}
    </aside>
  );
}
