import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellClass, ErrorNote, Table } from '../ui.tsx';
import { DecisionBar, type QueueDecision } from './decision-bar.tsx';
import { useQueueDecision } from './use-queue-decision.ts';

/** One column of a queue table: its heading, what a row shows in it, and extra cell classes. */
export interface QueueColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  className?: string;
}

/**
 * A queue as a table: the configured columns, then the actions column with the decisions the item
 * offers and the refusal of the last one. `decide` makes the call; `decisions` says which the item
 * offers now (given the page, for answers that carry more than the list).
 */
export interface QueueTableConfig<Item, Input, P> {
  caption: string;
  columns: readonly QueueColumn<Item>[];
  rowKey: (item: Item) => string;
  rowTestId: (item: Item) => string;
  decide: (item: Item, input: Input) => Promise<unknown>;
  decisions: (item: Item, page: P) => QueueDecision<NoInfer<Input>>[];
  /**
   * The success message of a decision that went through (money queues say what moved); the queue
   * shows it above the list, where it stays after the item leaves. An answer with `changed: false`
   * (the item was already there) says so instead.
   */
  done?: (item: Item, input: NoInfer<Input>) => string;
}

/** The queue's success line: a decision's message, or that nothing changed. */
export type QueueNotice = (message: { text: string } | { unchanged: true } | null) => void;

export function QueueTable<Item, Input, P extends { list: Item[] }>({
  page,
  onNotice,
  ...config
}: QueueTableConfig<Item, Input, P> & { page: P; onNotice: QueueNotice }) {
  const { t } = useTranslation();
  return (
    <Table caption={config.caption} head={[...config.columns.map((column) => column.header), t('common.actions')]}>
      {page.list.map((item) => (
        <QueueRow key={config.rowKey(item)} item={item} page={page} config={config} onNotice={onNotice} />
      ))}
    </Table>
  );
}

function QueueRow<Item, Input, P>({
  item,
  page,
  config,
  onNotice,
}: {
  item: Item;
  page: P;
  config: QueueTableConfig<Item, Input, P>;
  onNotice: QueueNotice;
}) {
  const { t } = useTranslation();
  const decision = useQueueDecision((input: Input) => config.decide(item, input));
  function decide(input: Input) {
    onNotice(null);
    decision.mutate(input, {
      onSuccess: (answer) => {
        // Over its path's threshold the request waits for a second staff member (money controls).
        if (isAwaitingApproval(answer)) onNotice({ text: t('approvals.waitsForSecond') });
        else if (isUnchanged(answer)) onNotice({ unchanged: true });
        else if (config.done) onNotice({ text: config.done(item, input) });
      },
    });
  }
  return (
    <tr data-testid={config.rowTestId(item)}>
      {config.columns.map((column) => (
        <td key={column.header} className={column.className ? `${cellClass} ${column.className}` : cellClass}>
          {column.cell(item)}
        </td>
      ))}
      <td className={cellClass}>
        <DecisionBar
          decisions={config.decisions(item, page)}
          busy={decision.isPending}
          decide={decide}
          reset={() => decision.reset()}
        />
        <ErrorNote error={decision.error} />
      </td>
    </tr>
  );
}

function isUnchanged(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'changed' in answer && answer.changed === false;
}

function isAwaitingApproval(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'awaitingApproval' in answer && Boolean(answer.awaitingApproval);
}
