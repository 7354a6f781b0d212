import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { DocumentTitle } from './document-title.tsx';

type Variant = 'primary' | 'secondary' | 'danger';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-600',
};

export function Button({
  variant = 'secondary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    />
  );
}

export const inputClass =
  'h-9 w-full rounded-md border border-slate-500 bg-white px-2.5 text-sm text-slate-900 hover:border-slate-700 disabled:bg-slate-100';

export function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** Page heading with the document title; `actions` sit beside it on wide screens. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <DocumentTitle page={title} />
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{title}</h1>
        {description ? <p className="max-w-3xl text-sm text-slate-700">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-6xl flex-col gap-5">{children}</div>;
}

/** An error from the API as an alert; nothing when there is none. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : t('common.error');
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {message}
    </p>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('common.loading')}
    </p>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      {children ?? t('common.empty')}
    </p>
  );
}

/** A horizontally scrollable table, so wide queues stay usable at 390 px. */
export function Table({ caption, head, children }: { caption: string; head: ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-top text-slate-800';

/** Status filter as a row of toggle buttons (aria-pressed). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="h-8 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-blue-700 aria-pressed:bg-blue-50 aria-pressed:font-medium aria-pressed:text-blue-900"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Switches between the queues of one screen (bank / crypto, manual / refunds / chain): a row of
 * tabs that stays one line wide at 390 px by scrolling inside itself.
 */
export function ViewSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              aria-current={option.value === value ? 'page' : undefined}
              onClick={() => onChange(option.value)}
              className="-mb-px h-10 border-b-2 border-transparent px-3 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-blue-700 aria-[current=page]:text-blue-900"
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pager({
  pageNum,
  pageSize,
  total,
  onPage,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className="flex items-center gap-2 text-sm text-slate-700">
      <Button disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page: pageNum, pages })}</span>
      <Button disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone =
    status === 'success' ||
    status === 'approved' ||
    status === 'applied' ||
    status === 'paid' ||
    status === 'successful' ||
    status === 'credited' ||
    status === 'refunded' ||
    status === 'active'
      ? 'bg-emerald-100 text-emerald-900'
      : status === 'failed' ||
          status === 'rejected' ||
          status === 'disabled' ||
          status === 'out_of_service' ||
          status === 'below_minimum'
        ? 'bg-red-100 text-red-900'
        : 'bg-amber-100 text-amber-900';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>{label}</span>;
}
