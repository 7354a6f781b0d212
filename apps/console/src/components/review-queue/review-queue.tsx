import type { TPage } from '@amigo/contract';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorNote, Loading, Pager } from '../ui.tsx';
import { QueueFilters, type QueueSearchConfig } from './queue-filters.tsx';
import { QueueTable, type QueueNotice, type QueueTableConfig } from './queue-table.tsx';
import { useReviewQueue, type QueueRequest } from './use-review-queue.ts';

type ItemOf<P extends TPage<unknown>> = P['list'][number];

/** Items drawn as cards of their own (KYC submissions with their photos), each an <li>. */
export interface QueueCardsConfig<Item> {
  key: (item: Item) => string;
  render: (item: Item) => ReactNode;
}

export type ReviewQueueProps<S extends string, P extends TPage<unknown>, Input> = {
  /** The list's query key before its filters, e.g. ['admin', 'deposits']. */
  queryKey: readonly string[];
  statuses: readonly S[];
  initialStatus: S;
  statusLabel: (status: S) => string;
  list: (request: QueueRequest<S>) => Promise<P>;
  search?: QueueSearchConfig;
  explain?: string;
} & ({ table: QueueTableConfig<ItemOf<P>, Input, P>; cards?: never } | { cards: QueueCardsConfig<ItemOf<P>>; table?: never });

/**
 * A work queue as every queue screen shows it: status filter (and search), the list as a table or
 * as cards, an empty note, errors as alerts, and the pager. Each queue only configures it.
 */
export function ReviewQueue<S extends string, P extends TPage<unknown>, Input>(props: ReviewQueueProps<S, P, Input>) {
  const { t } = useTranslation();
  const { status, query, setPageNum, filterStatus, search } = useReviewQueue<S, P>(props);
  const page = query.data;
  // The last decision's success line stays above the list after its item has left the queue.
  const [notice, setNotice] = useState<string | null>(null);
  const onNotice: QueueNotice = (message) =>
    setNotice(message === null ? null : 'text' in message ? message.text : t('payout.unchanged'));
  return (
    <>
      <QueueFilters
        statuses={props.statuses}
        status={status}
        statusLabel={props.statusLabel}
        onStatus={(next) => {
          setNotice(null);
          filterStatus(next);
        }}
        search={props.search}
        onSearch={search}
        explain={props.explain}
      />
      <p
        role="status"
        className={notice ? 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900' : 'sr-only'}
      >
        {notice}
      </p>
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {props.table ? (
        page?.list.length === 0 ? (
          <Empty />
        ) : page ? (
          <QueueTable<ItemOf<P>, Input, P> {...props.table} page={page} onNotice={onNotice} />
        ) : null
      ) : (
        <>
          {page?.list.length === 0 ? <Empty /> : null}
          <ul className="flex flex-col gap-3">
            {page?.list.map((item) => (
              <Fragment key={props.cards.key(item)}>{props.cards.render(item)}</Fragment>
            ))}
          </ul>
        </>
      )}
      {page ? <Pager {...page} onPage={setPageNum} /> : null}
    </>
  );
}
