import type { TContentItem } from '@amigo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPicker } from '../../../lib/i18n/use-localized.ts';
import { excerpt } from '../content-format.ts';

/** A promotion or activity as a card: image, type, title, a short excerpt and the window; the whole card is the link. */
export function ContentCard({
  item,
  to,
  typeLabel,
  meta,
  headingLevel = 'h2',
}: {
  item: TContentItem;
  to: string | null;
  typeLabel: string;
  meta: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const pick = useLocalizedPicker();
  const Heading = headingLevel;
  const title = pick(item, 'title');
  const body = (
    <>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-gold-400/15 px-2.5 py-0.5 text-xs font-semibold text-gold-300 ring-1 ring-gold-400/40">
          {typeLabel}
        </span>
        <Heading className="font-bold text-fg">{title}</Heading>
        <p className="text-sm leading-relaxed text-fg-muted">{excerpt(pick(item, 'body'))}</p>
        <p className="mt-auto pt-1 text-xs text-fg-subtle">{meta}</p>
      </div>
    </>
  );
  const frame = 'panel flex h-full flex-col overflow-hidden transition-colors';
  return to ? (
    <Link to={to} className={`${frame} hover:border-gold-400/60`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
