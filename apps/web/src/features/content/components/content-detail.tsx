import type { TContentItem } from '@amigo/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingState, StateMessage } from '../../../components/async-states.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { formatWindow } from '../content-format.ts';

/** One notice or promotion: its heading gets focus when it opens, so keyboard and screen-reader users land on it. */
export function ContentDetail({
  query,
  listPath,
  typeLabel,
  footer,
}: {
  query: { data: TContentItem | undefined; isPending: boolean; isError: boolean };
  listPath: string;
  typeLabel: (type: string) => string;
  footer?: (item: TContentItem) => ReactNode;
}) {
  const { t, i18n } = useI18n('content');
  const pick = useLocalizedPicker();
  const heading = useRef<HTMLHeadingElement>(null);
  const item = query.data;
  useEffect(() => {
    if (item) heading.current?.focus();
  }, [item]);

  const back = (
    <Link to={listPath} className="inline-flex items-center gap-1.5 text-sm text-gold-300 hover:text-gold-200">
      <Icon name="arrowLeft" className="size-4" />
      {t('content:state.backToList')}
    </Link>
  );
  if (query.isPending) return <LoadingState />;
  if (!item) return <StateMessage action={back}>{t('content:state.notFound')}</StateMessage>;
  return (
    <article className="max-w-3xl" data-testid="content-detail">
      {back}
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={1200}
          height={600}
          className="mt-4 aspect-[2/1] w-full rounded-2xl border border-line object-cover"
        />
      ) : null}
      <p className="mt-5 flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
        <span className="rounded-full bg-violet-500/20 px-2.5 py-0.5 font-semibold text-violet-400 ring-1 ring-violet-400/40">
          {typeLabel(item.type)}
        </span>
        <span>{formatWindow(item, i18n.language, t)}</span>
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-2 text-xl font-bold text-fg focus:outline-none sm:text-2xl">
        {pick(item, 'title')}
      </h2>
      <RichText html={pick(item, 'body')} className="mt-4" />
      {footer ? <div className="mt-6">{footer(item)}</div> : null}
    </article>
  );
}
