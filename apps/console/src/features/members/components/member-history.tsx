import type { TLedgerEntry } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvButton } from '../../../components/csv-button.tsx';
import { cellClass, ErrorNote, Loading, Table } from '../../../components/ui.tsx';
import { formatCoins, formatDateTime } from '../../../lib/format.ts';
import { useMemberGameRecords } from '../api/list-member-game-records.ts';
import { useMemberLedger } from '../api/list-member-ledger.ts';
import { useMemberOrders } from '../api/list-member-orders.ts';

type HistoryTab = 'ledger' | 'deposits' | 'withdrawals' | 'games';

/** One tab of the member's history: the latest fifty entries; `focus` marks the order a ledger reference led to. */
export function MemberHistory({ userId, tab, focus }: { userId: string; tab: HistoryTab; focus?: string | null }) {
  if (tab === 'ledger') return <LedgerHistory userId={userId} />;
  if (tab === 'games') return <GameHistory userId={userId} />;
  return <OrderHistory userId={userId} tab={tab} focus={focus ?? null} />;
}

/** A ledger reference in words, linked to what it points at in this file where that has a tab. */
function LedgerRef({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation();
  const label = t(`memberFile.refKinds.${entry.refKind}`);
  const id = entry.refKind === 'round' ? entry.refId.slice(0, 12) : entry.refId;
  const target =
    entry.refKind === 'deposit' || entry.refKind === 'withdrawal'
      ? `?tab=${entry.refKind}s&focus=${encodeURIComponent(entry.refId)}`
      : entry.refKind === 'round'
        ? '?tab=games'
        : null;
  const text = (
    <>
      {label} <span className="font-mono text-xs">{id}</span>
    </>
  );
  return (
    <span title={entry.ref}>
      {target ? (
        <Link to={target} replace className="text-blue-800 underline">
          {text}
        </Link>
      ) : (
        text
      )}
    </span>
  );
}

function LedgerHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMemberLedger(userId);
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNote error={query.error} />;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <CsvButton
          filename={`member-${userId}-ledger.csv`}
          label={t('members.tabs.ledger')}
          head={[t('common.date'), t('common.amount'), t('memberFile.balanceAfter'), t('members.reasonCode'), t('members.ref')]}
          rows={query.data.list.map((entry) => [entry.createdAt, entry.amount, entry.balanceAfter, entry.reason, entry.ref])}
        />
      </div>
      <Table
        caption={t('members.tabs.ledger')}
        head={[t('common.date'), t('common.amount'), t('memberFile.balanceAfter'), t('members.reasonCode'), t('members.ref')]}
      >
        {query.data.list.map((entry) => (
          <tr key={entry.id}>
            <td className={cellClass}>{formatDateTime(entry.createdAt)}</td>
            <td className={`${cellClass} tabular-nums ${entry.amount < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
              {formatCoins(entry.amount)}
            </td>
            <td className={`${cellClass} tabular-nums`}>{formatCoins(entry.balanceAfter)}</td>
            <td className={cellClass}>{entry.reason}</td>
            <td className={cellClass}>
              <LedgerRef entry={entry} />
            </td>
          </tr>
        ))}
      </Table>
    </div>
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

function OrderHistory({ userId, tab, focus }: { userId: string; tab: 'deposits' | 'withdrawals'; focus: string | null }) {
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
        <tr
          key={order.orderSn}
          aria-current={order.orderSn === focus ? 'true' : undefined}
          className={order.orderSn === focus ? 'bg-amber-50' : undefined}
        >
          <td className={`${cellClass} font-mono text-xs`}>{order.orderSn}</td>
          <td className={cellClass}>{formatDateTime(order.createdAt)}</td>
          <td className={`${cellClass} tabular-nums`}>{formatCoins(order.amount)}</td>
          <td className={cellClass}>{order.status}</td>
        </tr>
      ))}
    </Table>
  );
}
