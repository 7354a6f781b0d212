import { useTranslation } from 'react-i18next';
import { cellClass, ErrorNote, Loading, Table } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useMemberGameRecords } from '../api/list-member-game-records.ts';
import { useMemberLedger } from '../api/list-member-ledger.ts';
import { useMemberOrders } from '../api/list-member-orders.ts';

type HistoryTab = 'ledger' | 'deposits' | 'withdrawals' | 'games';

/** One tab of the member's history: the latest fifty entries. */
export function MemberHistory({ userId, tab }: { userId: string; tab: HistoryTab }) {
  if (tab === 'ledger') return <LedgerHistory userId={userId} />;
  if (tab === 'games') return <GameHistory userId={userId} />;
  return <OrderHistory userId={userId} tab={tab} />;
}

function LedgerHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMemberLedger(userId);
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  return (
    <Table
      caption={t('members.tabs.ledger')}
      head={[t('common.date'), t('common.amount'), t('members.reasonCode'), t('members.ref')]}
    >
      {query.data.list.map((entry) => (
        <tr key={entry.id}>
          <td className={cellClass}>{formatDateTime(entry.createdAt)}</td>
          <td className={`${cellClass} tabular-nums ${entry.amount < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
            {formatCoins(entry.amount)}
          </td>
          <td className={cellClass}>{entry.reason}</td>
          <td className={`${cellClass} font-mono text-xs`}>{entry.ref}</td>
        </tr>
      ))}
    </Table>
  );
}

function GameHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMemberGameRecords(userId);
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  return (
    <Table caption={t('members.tabs.games')} head={[t('common.date'), t('members.machine'), t('members.bet'), t('members.win')]}>
      {query.data.list.map((record) => (
        <tr key={record.id}>
          <td className={cellClass}>{formatDateTime(record.createdAt)}</td>
          <td className={cellClass}>
            #{record.machineId} {record.modelCode}
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatCoins(record.bet)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatCoins(record.win)}</td>
        </tr>
      ))}
    </Table>
  );
}

function OrderHistory({ userId, tab }: { userId: string; tab: 'deposits' | 'withdrawals' }) {
  const { t } = useTranslation();
  const query = useMemberOrders(userId, tab);
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  const orders = [...(query.data.deposits?.list ?? []), ...(query.data.withdrawals?.list ?? [])];
  return (
    <Table
      caption={t(`members.tabs.${tab}`)}
      head={[t('common.order'), t('common.date'), t('common.amount'), t('common.status')]}
    >
      {orders.map((order) => (
        <tr key={order.orderSn}>
          <td className={`${cellClass} font-mono text-xs`}>{order.orderSn}</td>
          <td className={cellClass}>{formatDateTime(order.createdAt)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatCoins(order.amount)}</td>
          <td className={cellClass}>{order.status}</td>
        </tr>
      ))}
    </Table>
  );
}
