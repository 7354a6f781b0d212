import type { RefObject } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { Block } from '../rules.ts';

/** The cool-off or self-exclusion in force, at the top of the page: until when, and what it stops. */
export function ActiveBlockBanner({ block, headingRef }: { block: Block; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const { t, language } = useI18n('responsible');
  const when = (iso: string | null) => formatDateTimeIn(iso, language);
  return (
    <section
      aria-labelledby="active-block-title"
      className="rounded-2xl border-2 border-red-400/70 bg-red-500/15 p-5 shadow-lg shadow-red-950/30 sm:p-6"
      data-testid="active-block"
      data-kind={block.kind}
    >
      <h2
        id="active-block-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2.5 text-xl font-bold text-fg focus:outline-none"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-400/25 text-red-200">
          <Icon name={block.kind === 'cool_off' ? 'pause' : 'shield'} className="size-5" />
        </span>
        {t(`responsible:block.active.${block.kind}`)}
      </h2>
      <p className="mt-2 text-base font-semibold text-red-100" data-testid="active-block-period">
        {block.until
          ? t('responsible:block.active.until', { until: when(block.until), from: when(block.from) })
          : t('responsible:block.active.indefinite', { from: when(block.from), minUntil: when(block.minUntil) })}
      </p>
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-fg-muted">{t('responsible:block.active.consequences')}</p>
      <p className="mt-1 max-w-prose text-sm leading-relaxed text-fg-subtle">{t('responsible:block.active.help')}</p>
    </section>
  );
}
