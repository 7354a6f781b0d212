import { useCryptoOrders } from '../api/list-orders.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CryptoOrdersList } from './crypto-orders-list.tsx';

/** The records page's crypto tab (composed in by the router): the newest crypto orders with their txid links. */
export function CryptoRecordsTab() {
  const orders = useCryptoOrders({ pageNum: 1, pageSize: 50 });
  const { t } = useI18n('crypto');
  if (orders.isPending) return <p className="text-sm text-fg-subtle">{t('crypto:shared.loading')}</p>;
  if (!orders.data) return <p className="text-sm text-danger">{t('crypto:shared.loadFailed')}</p>;
  return (
    <section className="panel grid gap-4 p-5" data-testid="crypto-records">
      <CryptoOrdersList orders={orders.data.list} />
    </section>
  );
}

export function CryptoRecordsTabLabel() {
  const { t } = useI18n('crypto');
  return <>{t('crypto:records.tab')}</>;
}
