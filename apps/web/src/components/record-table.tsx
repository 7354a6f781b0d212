import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../lib/hooks/use-media-query.ts';

/** Wide enough for a table beside the section menu; narrower screens get one card per record. */
export const RECORD_TABLE_QUERY = '(min-width: 1024px)';

export interface RecordColumn<T> {
  key: string;
  /** The column heading (may be visually hidden, but never empty for screen readers). */
  header: ReactNode;
  /** Numbers line up at the end. */
  align?: 'start' | 'end';
  /** This column's cells name their row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of this column's body cells (colour, wrapping, type). */
  className?: string;
  cell: (row: T) => ReactNode;
}

/** Cell padding: `roomy` for few columns, `snug` for many, `tight` also shortens the rows. */
type Density = 'roomy' | 'snug' | 'tight';

const HEAD_PADDING: Record<Density, string> = { roomy: 'px-4 py-3', snug: 'px-3 py-3', tight: 'px-3 py-3' };
const CELL_PADDING: Record<Density, string> = { roomy: 'px-4 py-3', snug: 'px-3 py-3', tight: 'px-3 py-2.5' };

/**
 * A list of records: a table at desktop width, one card per record on phones and tablets (a
 * table of six columns does not fit 390 px). The columns describe the table; `card` draws a
 * record's card. Test ids: `testId` on the table, `listTestId` on the cards' list,
 * `rowTestId` on every row and every card.
 */
export function RecordTable<T>({
  rows,
  rowKey,
  columns,
  card,
  testId,
  listTestId,
  rowTestId,
  density = 'roomy',
  verticalAlign = 'top',
  cardClassName = 'gap-2',
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<RecordColumn<T>>;
  card: (row: T) => ReactNode;
  testId?: string;
  listTestId?: string;
  rowTestId?: string;
  density?: Density;
  verticalAlign?: 'top' | 'middle';
  /** Spacing inside a card. */
  cardClassName?: string;
}) {
  const wide = useMediaQuery(RECORD_TABLE_QUERY);
  if (!wide) {
    return (
      <ul className="grid gap-3" data-testid={listTestId}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={clsx('panel grid p-4', cardClassName)} data-testid={rowTestId}>
            {card(row)}
          </li>
        ))}
      </ul>
    );
  }
  const align = (column: RecordColumn<T>) => (column.align === 'end' ? 'text-right' : 'text-left');
  return (
    <div className="panel overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="border-b border-line bg-night-900/50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(HEAD_PADDING[density], 'text-xs font-semibold text-fg-subtle', align(column))}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/60">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => {
                const className = clsx(
                  CELL_PADDING[density],
                  verticalAlign === 'top' ? 'align-top' : 'align-middle',
                  column.align === 'end' && 'text-right',
                  column.className,
                );
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={clsx(className, 'text-left font-normal')}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface RecordField {
  label: ReactNode;
  value: ReactNode;
  /** Classes of the value (defaults to the muted text colour). */
  className?: string;
}

/**
 * The label–value pairs of a record's card. `start`: small labels before their values;
 * `end`: labels and figures in two columns, the figures lined up at the end.
 */
export function RecordFields({
  fields,
  layout = 'start',
}: {
  fields: ReadonlyArray<RecordField | false | null | undefined>;
  layout?: 'start' | 'end';
}) {
  return (
    <dl
      className={clsx(
        'grid gap-x-3 gap-y-0.5',
        layout === 'start' ? 'grid-cols-[auto_minmax(0,1fr)] text-xs' : 'grid-cols-[minmax(0,1fr)_auto] text-sm',
      )}
    >
      {fields.map((field, index) =>
        field ? (
          <div key={index} className="contents">
            <dt className="text-fg-subtle">{field.label}</dt>
            <dd className={clsx(layout === 'end' && 'text-right', field.className ?? 'text-fg-muted')}>{field.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
