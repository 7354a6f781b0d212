import type { TCoinNetwork, TCryptoNetwork, TCryptoOrder } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { loadProfile, useProfile } from '../../../lib/session/profile.ts';
import { useCoins } from '../api/list-coins.ts';
import { useCryptoOrders } from '../api/list-orders.ts';
import { CoinNetworkPicker } from '../components/coin-network-picker.tsx';
import { CryptoOrdersList } from '../components/crypto-orders-list.tsx';
import { CryptoWithdrawForm } from '../components/crypto-withdraw-form.tsx';
import { Notice } from '../components/notice.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * /user/finance/withdraw/cryptocurrency: network of the coin, an address checked as you type (by
 * the server's validit call), amount with fee and coin equivalent, bounds, payment password.
 */
export function CryptoWithdrawPage({ paymentPasswordPath, kycPath }: { paymentPasswordPath: string; kycPath: string }) {
  return (
    <Suspense fallback={null}>
      <WithdrawContent paymentPasswordPath={paymentPasswordPath} kycPath={kycPath} />
    </Suspense>
  );
}

function WithdrawContent({ paymentPasswordPath, kycPath }: { paymentPasswordPath: string; kycPath: string }) {
  const { t, language } = useI18n('crypto');
  const profile = useProfile();
  const coins = useCoins();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<{ coin: string; network: TCryptoNetwork } | null>(null);
  const [done, setDone] = useState<TCryptoOrder | null>(null);
  const withdrawable = coins.data
    ?.map((c) => ({ ...c, networks: c.networks.filter((n) => n.withdrawEnabled) }))
    .filter((c) => c.networks.length > 0);
  const coin = choice?.coin ?? withdrawable?.[0]?.coin;
  const network = choice?.network ?? withdrawable?.[0]?.networks[0]?.network;
  const config: TCoinNetwork | undefined = withdrawable
    ?.find((c) => c.coin === coin)
    ?.networks.find((n) => n.network === network);
  if (!profile) return null;

  function finished(order: TCryptoOrder) {
    setDone(order);
    void loadProfile({ silent: true }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['crypto', 'orders'] });
  }

  return (
    <article>
      <PageHeading title={t('routes.withdrawCrypto')} icon="withdraw">
        <p>{t('crypto:withdraw.lead')}</p>
      </PageHeading>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-5">
          {done ? (
            <div role="status" data-testid="crypto-withdraw-done">
              <Notice tone="success" title={t('crypto:withdraw.doneTitle')}>
                <p>
                  {t('crypto:withdraw.doneBody', {
                    amount: done.amount,
                    coin: done.coin,
                    coins: formatCoins(done.coins ?? 0, language),
                  })}
                </p>
              </Notice>
            </div>
          ) : null}
          {!profile.hasPaymentPassword ? (
            <Notice tone="warning" title={t('crypto:withdraw.needPasswordTitle')}>
              <p>{t('crypto:withdraw.needPassword')}</p>
              <Button asChild size="sm" className="mt-3">
                <Link to={paymentPasswordPath}>{t('crypto:withdraw.setPassword')}</Link>
              </Button>
            </Notice>
          ) : null}
          {coins.isPending ? <p className="text-sm text-fg-subtle">{t('crypto:shared.loading')}</p> : null}
          {withdrawable && coin && network && config && profile.hasPaymentPassword ? (
            <section className="panel grid gap-5 p-5 sm:p-6">
              <p className="text-sm text-fg-muted" data-testid="crypto-balance">
                {t('crypto:withdraw.balance', { coins: formatCoins(profile.balance, language) })}
              </p>
              <CoinNetworkPicker
                coins={withdrawable}
                coin={coin}
                network={network}
                onChange={(c, n) => setChoice({ coin: c, network: n })}
              />
              <CryptoWithdrawForm
                key={`${coin}:${network}:${done?.orderSn ?? ''}`}
                coin={coin}
                config={config}
                balance={profile.balance}
                kycPath={kycPath}
                onDone={finished}
              />
            </section>
          ) : null}
        </div>
        <RecentWithdrawals />
      </div>
    </article>
  );
}

function RecentWithdrawals() {
  const { t } = useI18n('crypto');
  const orders = useCryptoOrders({ kind: 'withdrawal', pageNum: 1, pageSize: 5 }, { pollMs: 15_000 });
  return (
    <aside className="panel grid gap-3 p-5" aria-labelledby="crypto-recent-withdrawals">
      <h2 id="crypto-recent-withdrawals" className="text-sm font-semibold text-fg">
        {t('crypto:withdraw.recentTitle')}
      </h2>
      {orders.data ? <CryptoOrdersList orders={orders.data.list} /> : null}
    </aside>
  );
}
