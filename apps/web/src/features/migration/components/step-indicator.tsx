import clsx from 'clsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { type MigrationKey } from '../migration-i18n.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

export const MIGRATION_STEPS = ['login', 'card', 'code', 'confirm', 'done'] as const;
export type MigrationStep = (typeof MIGRATION_STEPS)[number];

const LABELS: Record<MigrationStep, MigrationKey> = {
  login: 'steps.login',
  card: 'steps.card',
  code: 'steps.code',
  confirm: 'steps.confirm',
  done: 'steps.done',
};

/** 1 legacy login → 2 card check → 3 e-mail code → 4 confirm → done; the current one is aria-current. */
export function StepIndicator({ current }: { current: MigrationStep }) {
  const { t } = useI18n('migration');
  const index = MIGRATION_STEPS.indexOf(current);
  return (
    <ol className="mb-6 grid grid-cols-5 sm:gap-2" aria-label={t('migration:steps.label')} data-testid="migration-steps">
      {MIGRATION_STEPS.map((step, position) => {
        const done = position < index || current === 'done';
        const active = position === index;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={clsx(
              'relative flex flex-col items-center gap-1.5 text-center text-[11px] leading-tight sm:text-xs',
              active ? 'font-semibold text-gold-200' : done ? 'text-fg-muted' : 'text-fg-subtle',
            )}
          >
            {/* The line to the next step, behind the circles. */}
            {position < MIGRATION_STEPS.length - 1 ? (
              <span
                aria-hidden="true"
                className={clsx('absolute top-4 left-1/2 h-0.5 w-full', position < index ? 'bg-gold-400/70' : 'bg-night-700')}
              />
            ) : null}
            <span
              className={clsx(
                'relative flex size-8 items-center justify-center rounded-full text-sm font-bold ring-2',
                active
                  ? 'bg-gold-400 text-night-950 ring-gold-300'
                  : done
                    ? 'bg-night-800 text-gold-300 ring-gold-400/70'
                    : 'bg-night-800 text-fg-subtle ring-night-700',
              )}
              aria-hidden="true"
            >
              {done && !active ? (
                <Icon name="check" className="size-4" />
              ) : position < 4 ? (
                position + 1
              ) : (
                <Icon name="star" className="size-4" />
              )}
            </span>
            <span>
              {t(`migration:${LABELS[step]}`)}
              {done && !active ? <span className="sr-only">{t('migration:steps.completed')}</span> : null}
              {active ? <span className="sr-only">{t('migration:steps.current')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The heading of the step on show. Focus moves here when a step opens (the page does it), so
 * keyboard and screen-reader users start reading at the new step. Its scroll margin keeps it
 * below the sticky header (one row on phones, two on desktops) when the focus scrolls to it.
 */
export function StepHeading({ children, position }: { children: string; position?: number }) {
  const { t } = useI18n('migration');
  return (
    <h2
      id="migration-step-heading"
      tabIndex={-1}
      className="mb-2 scroll-mt-24 text-lg font-bold text-fg outline-none focus-visible:ring-2 focus-visible:ring-gold-400 sm:text-xl md:scroll-mt-36"
    >
      {position ? <span className="sr-only">{t('migration:steps.position', { current: position, total: 4 })} </span> : null}
      {children}
    </h2>
  );
}
