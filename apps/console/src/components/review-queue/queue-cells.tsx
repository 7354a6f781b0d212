import { formatDateTime } from '../../lib/format.ts';
import { StatusBadge } from '../ui.tsx';

/** The order number, with when it was made (or paid) below it. */
export function OrderStamp({ orderSn, at }: { orderSn: string; at: string | null }) {
  return (
    <>
      <span className="font-mono text-xs">{orderSn}</span>
      <span className="block text-xs text-slate-600">{formatDateTime(at)}</span>
    </>
  );
}

/** The member by username, with their id beside it. */
export function MemberName({ username, userId }: { username: string; userId: string }) {
  return (
    <>
      {username} <span className="text-xs text-slate-500">#{userId}</span>
    </>
  );
}

/** The status badge, and under it why the item failed or was rejected, when it says. */
export function StatusWithNote({ status, label, note }: { status: string; label: string; note?: string | null }) {
  return (
    <>
      <StatusBadge status={status} label={label} />
      {note ? <span className="mt-1 block text-xs text-red-800">{note}</span> : null}
    </>
  );
}
