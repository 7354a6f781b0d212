import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useStartBlock, type StartBlockRequest } from '../api/start-block.ts';
import { blockEndsAt, type BlockKind, type BlockPeriod, type CoolOffPeriod, type SelfExclusionPeriod } from '../rules.ts';

function request(kind: BlockKind, period: BlockPeriod): StartBlockRequest {
  return kind === 'cool_off'
    ? { kind, period: period as CoolOffPeriod, confirm: true }
    : { kind, period: period as SelfExclusionPeriod, confirm: true };
}

/**
 * The confirm step of a cool-off or self-exclusion: what it stops, what still works, that it
 * cannot be shortened (and how an indefinite one ends). The member ticks "I understand" before
 * the confirm button works; only that button sends the call, with `confirm: true`. Focus starts
 * on the close button (the safe choice) and, once started, moves to the banner of the page.
 */
export function BlockConfirmDialog({
  open,
  onOpenChange,
  kind,
  period,
  now,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: BlockKind;
  period: BlockPeriod;
  /** When the member asked for it: the end shown is counted from here (the server counts from its own clock). */
  now: Date;
  /** Called as the dialog closes after the block started (move the focus to the page's banner). */
  onStarted: () => void;
}) {
  const { t, language } = useI18n('responsible');
  const id = useId();
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const mutation = useStartBlock();
  const periodLabel = t(`responsible:block.periods.${period}`);
  const ends = blockEndsAt(period, now);

  function change(next: boolean) {
    if (!next) {
      setUnderstood(false);
      setError(null);
    }
    onOpenChange(next);
  }

  async function confirm() {
    setError(null);
    try {
      await mutation.mutateAsync(request(kind, period));
      setStarted(true);
      change(false);
    } catch (caught) {
      setError(isApiError(caught) ? caught.msg : String(caught));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={clsx(
            'panel fixed top-1/2 left-1/2 z-50 w-[520px] -translate-x-1/2 -translate-y-1/2 shadow-2xl shadow-black/50',
            'max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-y-auto bg-night-850 p-5 sm:p-6',
            'data-[state=open]:animate-pop-in focus:outline-none',
          )}
          data-testid="block-confirm-dialog"
          onCloseAutoFocus={(event) => {
            if (!started) return;
            event.preventDefault();
            setStarted(false);
            onStarted();
          }}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg leading-snug font-bold text-fg">
              {t(
                kind === 'cool_off' ? 'responsible:block.confirm.titleCoolOff' : 'responsible:block.confirm.titleSelfExclusion',
                {
                  period: periodLabel,
                },
              )}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-1 rounded-full p-1.5 text-fg-subtle hover:bg-white/10 hover:text-fg"
              aria-label={t('actions.close')}
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm font-semibold text-gold-200" data-testid="block-confirm-ends">
            {ends
              ? t('responsible:block.confirm.ends', { until: formatDateTimeIn(ends.toISOString(), language) })
              : t('responsible:block.confirm.endsIndefinite')}
          </Dialog.Description>

          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-red-400/50 bg-red-500/10 p-3.5">
              <h3 className="text-sm font-semibold text-fg">{t('responsible:block.confirm.refusedTitle')}</h3>
              <ul className="mt-2 space-y-1.5 text-sm text-fg-muted">
                {(['noDeposits', 'noPlay', 'noTransfers', 'noPromotions'] as const).map((key) => (
                  <li key={key} className="flex items-start gap-2">
                    <Icon name="close" className="mt-0.5 size-4 shrink-0 text-danger" />
                    {t(`responsible:block.confirm.${key}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-3.5">
              <h3 className="text-sm font-semibold text-fg">{t('responsible:block.confirm.allowedTitle')}</h3>
              <ul className="mt-2 space-y-1.5 text-sm text-fg-muted">
                {(['withdrawals', 'letters'] as const).map((key) => (
                  <li key={key} className="flex items-start gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
                    {t(`responsible:block.confirm.${key}`)}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="mt-4 flex gap-3 rounded-xl border border-gold-400/50 bg-gold-400/10 p-3.5 text-sm leading-relaxed text-fg-muted">
            <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-gold-300" />
            <div>
              <p className="font-semibold text-fg">{t('responsible:block.confirm.cannotShorten')}</p>
              {period === 'indefinite' ? <p className="mt-1">{t('responsible:block.confirm.indefinite')}</p> : null}
            </div>
          </div>

          <label htmlFor={`${id}-understood`} className="mt-4 flex cursor-pointer items-start gap-2.5 text-sm text-fg">
            <input
              id={`${id}-understood`}
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="mt-0.5 size-4 accent-gold-400"
            />
            {t('responsible:block.confirm.acknowledge')}
          </label>

          {error ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {error}
            </p>
          ) : null}

          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => change(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => void confirm()}
              disabled={!understood || mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {t('responsible:block.confirm.submit')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
