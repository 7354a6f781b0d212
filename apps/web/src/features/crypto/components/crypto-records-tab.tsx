import { useCryptoOrders } from '../api/list-orders.ts';
import { useCryptoTranslation } from '../i18n.ts';
import { CryptoOrdersList } from './crypto-orders-list.tsx';

/** The records page's crypto tab (composed in by the router): the newest crypto orders with their txid links. */
export function CryptoRecordsTab() {
  const orders = useCryptoOrders({ pageNum: 1, pageSize: 50 });
  const { ct } = useCryptoTranslation();
  if (orders.isPending) return <p className="text-sm text-fg-subtle">{ct('shared.loading')}</p>;
  if (!orders.data) return <p className="text-sm text-danger">{ct('shared.loadFailed')}</p>;
  return (
    <section className="panel grid gap-4 p-5" data-testid="crypto-records">
      <CryptoOrdersList orders={orders.data.list} />
    </section>
  );
}

export function CryptoRecordsTabLabel() {
  const { ct } = useCryptoTranslation();
  return <>{ct('records.tab')}</>;
}
