import { COOL_OFF_PERIODS, SELF_EXCLUSION_PERIODS } from '@amigo/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { canStartBlock, type Block, type BlockKind, type BlockPeriod } from '../rules.ts';
import { BlockConfirmDialog } from './block-confirm-dialog.tsx';
import { PanelSection } from './panel-section.tsx';

const PERIODS: Record<BlockKind, readonly BlockPeriod[]> = { cool_off: COOL_OFF_PERIODS, self_exclusion: SELF_EXCLUSION_PERIODS };

/**
 * Cool-off or self-exclusion: the periods (those that would shorten or soften a block in force
 * are disabled) and a button that opens the confirm dialog. Nothing is sent before that dialog.
 */
export function BlockSection({ kind, block, onStarted }: { kind: BlockKind; block: Block | null; onStarted: () => void }) {
  const { t } = useI18n('responsible');
  // The clock is read in event handlers only; `now` is when the page last looked.
  const [now, setNow] = useState(() => new Date());
  const allowed = PERIODS[kind].filter((period) => canStartBlock(block, kind, period, now));
  const [picked, setPicked] = useState<BlockPeriod | null>(null);
  const period = picked && allowed.includes(picked) ? picked : (allowed[0] ?? null);
  const [open, setOpen] = useState(false);
  // The period the dialog was opened for: kept while it closes, even once the block changes what may be picked.
  const [asked, setAsked] = useState<BlockPeriod | null>(null);
  const coolOff = kind === 'cool_off';
  const sectionId = coolOff ? 'cool-off' : 'self-exclusion';

  return (
    <PanelSection
      id={sectionId}
      title={t(coolOff ? 'responsible:block.coolOffTitle' : 'responsible:block.selfExclusionTitle')}
      icon={coolOff ? 'pause' : 'shield'}
      description={t(coolOff ? 'responsible:block.coolOffDescription' : 'responsible:block.selfExclusionDescription')}
    >
      <fieldset className="min-w-0">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('responsible:block.periodLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {PERIODS[kind].map((option) => {
            const enabled = allowed.includes(option);
            return (
              <label
                key={option}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border px-3.5 py-2 text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-300',
                  !enabled && 'cursor-not-allowed opacity-50',
                  enabled && 'cursor-pointer',
                  period === option ? 'border-gold-400 bg-gold-400/10 text-gold-200' : 'border-line text-fg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${sectionId}-period`}
                  value={option}
                  checked={period === option}
                  disabled={!enabled}
                  onChange={() => setPicked(option)}
                  className="size-4 accent-gold-400"
                />
                {t(`responsible:block.periods.${option}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {block ? (
        <p className="mt-3 text-xs text-fg-subtle">
          {allowed.length > 0 ? t('responsible:block.extendOnly') : t('responsible:block.noneAvailable')}
        </p>
      ) : null}
      <div className="mt-5">
        <Button
          variant="secondary"
          className="border-red-300/70 text-red-200 hover:bg-red-500/10 hover:text-red-100"
          disabled={period === null}
          onClick={() => {
            setNow(new Date());
            setAsked(period);
            setOpen(true);
          }}
        >
          {t(coolOff ? 'responsible:block.startCoolOff' : 'responsible:block.startSelfExclusion')}
        </Button>
      </div>
      {asked ? (
        <BlockConfirmDialog open={open} onOpenChange={setOpen} kind={kind} period={asked} now={now} onStarted={onStarted} />
      ) : null}
    </PanelSection>
  );
}
