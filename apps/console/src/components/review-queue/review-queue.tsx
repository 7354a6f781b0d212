import type { TPage } from '@amigo/contract';
import { Fragment, type ReactNode } from 'react';
import { Empty, ErrorNote, Loading, Pager } from '../ui.tsx';
import { QueueFilters, type QueueSearchConfig } from './queue-filters.tsx';
import { QueueTable, type QueueTableConfig } from './queue-table.tsx';
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
  const { status, query, setPageNum, filterStatus, search } = useReviewQueue<S, P>(props);
  const page = query.data;
  return (
    <>
      <QueueFilters
        statuses={props.statuses}
        status={status}
        statusLabel={props.statusLabel}
        onStatus={filterStatus}
        search={props.search}
        onSearch={search}
        explain={props.explain}
      />
      <ErrorNote error={query.error} />
      {query.isPending ? <Loading /> : null}
      {props.table ? (
        page?.list.length === 0 ? (
          <Empty />
        ) : page ? (
          <QueueTable<ItemOf<P>, Input, P> {...props.table} page={page} />
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
