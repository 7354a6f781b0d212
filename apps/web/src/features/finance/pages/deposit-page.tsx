import { ZOrderSn } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FinanceBoundary } from '../../../components/finance/finance-boundary.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { loadProfile } from '../../../lib/session/profile.ts';
import type { CreatedDeposit } from '../api/create-deposit-order.ts';
import { depositOrderQueryKey, useDepositOrder } from '../api/get-deposit-order.ts';
import { useExchangeRatios } from '../api/get-exchange-ratios.ts';
import { CheckoutResult } from '../components/checkout-result.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import { ManualTransferPanel } from '../components/manual-transfer-panel.tsx';
import { Notice } from '../components/notice.tsx';
import { RecentDeposits } from '../components/recent-deposits.tsx';

/**
 * /user/finance/deposit. Without an order in the address: the deposit form. With ?orderSn (the
 * provider's checkout came back, or a manual transfer was opened): that order, as the server
 * reports it. Beside it, the latest deposits.
 */
export function DepositPage({ recordsPath, kycPath }: { recordsPath: string; kycPath: string }) {
  return (
    <FinanceBoundary>
      <DepositContent recordsPath={recordsPath} kycPath={kycPath} />
    </FinanceBoundary>
  );
}

function DepositContent({ recordsPath, kycPath }: { recordsPath: string; kycPath: string }) {
  const { t } = useI18n('finance');
  const [params, setParams] = useSearchParams();
  const rawOrderSn = params.get('orderSn');
  const orderSn = rawOrderSn && ZOrderSn.safeParse(rawOrderSn).success ? rawOrderSn : null;
  const returnedPaid = params.get('result') === 'paid';
  const ratios = useExchangeRatios();
  const queryClient = useQueryClient();
  // A paid checkout's webhook has normally landed before the redirect; ask again a few times if not.
  const order = useDepositOrder(orderSn, { poll: returnedPaid });

  // Coins arrived: the balance in the header and the lists catch up once per order.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    const data = order.data;
    if (data?.status !== 'paid' || refreshedFor.current === data.orderSn) return;
    refreshedFor.current = data.orderSn;
    void loadProfile({ silent: true }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposits'] });
  }, [order.data, queryClient]);

  function showManualOrder(created: CreatedDeposit) {
    queryClient.setQueryData(depositOrderQueryKey(created.order.orderSn), created.order);
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposits'] });
    setParams({ orderSn: created.order.orderSn });
  }

  function newDeposit() {
    setParams({});
  }

  let main;
  if (!orderSn) {
    main = <DepositForm coinsPerUnit={ratios} onManualOrder={showManualOrder} kycPath={kycPath} />;
  } else if (order.isError) {
    main = (
      <section className="panel grid gap-4 p-5 sm:p-6">
        <Notice tone="danger" title={t('finance:shared.loadFailed')} />
        <div>
          <Button onClick={newDeposit}>{t('finance:result.newDeposit')}</Button>
        </div>
      </section>
    );
  } else if (order.data?.channel === 'manual_bank') {
    // Every answer about an open manual order repeats the house account, so a reload still shows it.
    main = <ManualTransferPanel order={order.data} houseAccount={order.data.houseAccount} onNewDeposit={newDeposit} />;
  } else {
    main = (
      <CheckoutResult
        order={order.data}
        checking={order.isFetching}
        onCheckAgain={() => void order.refetch()}
        onNewDeposit={newDeposit}
      />
    );
  }

  return (
    <article>
      <PageHeading title={t('routes.deposit')} icon="wallet">
        <p>{t('finance:deposit.lead')}</p>
      </PageHeading>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">{main}</div>
        <RecentDeposits recordsPath={recordsPath} />
      </div>
    </article>
  );
}
