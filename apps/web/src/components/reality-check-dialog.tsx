import type { TRealityCheck } from '@amigo/contract';
import { callRef } from '../lib/http/call-ref.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCoins } from '../lib/format/money.ts';
import { formatDateTimeIn } from '../lib/format/tokyo-date.ts';
import { isApiError } from '../lib/http/api-error.ts';
import { callApi, type RequestOptions } from '../lib/http/client.ts';
import { loadNamespace } from '../lib/i18n/i18n.ts';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { Icon } from './icons/icon.tsx';
import { Button } from './ui/button.tsx';

const responsibleRealityCheckCall = callRef('responsibleRealityCheck', '/v2/app/responsible/reality-check');
const responsibleRealityCheckAckCall = callRef('responsibleRealityCheckAck', '/v2/app/responsible/reality-check/ack');

/** The envelope reason of a round refused until the member has seen the reality check. */
export const REALITY_CHECK_DUE = 'REALITY_CHECK_DUE';

/** True for the answer of `game/play` that asks for a reality check first. */
export function isRealityCheckDue(error: unknown): boolean {
  return isApiError(error) && error.reason === REALITY_CHECK_DUE;
}

/** POST /v2/app/responsible/reality-check: time played and net result of this play session. */
export function getRealityCheck(options: RequestOptions = {}): Promise<TRealityCheck> {
  return callApi(responsibleRealityCheckCall, {}, options);
}

/** POST /v2/app/responsible/reality-check/ack: the member has seen the figures; the next check is one interval away. */
export function acknowledgeRealityCheck(options: RequestOptions = {}): Promise<TRealityCheck> {
  return callApi(responsibleRealityCheckAckCall, {}, options);
}

export interface RealityCheckDialogProps {
  open: boolean;
  /** The member confirmed and the server has the acknowledgement: retry the round that was refused. */
  onContinue: (check: TRealityCheck) => void;
  /** The member chose to stop (the stop button, Escape or the close button). Nothing is acknowledged. */
  onLeave: () => void;
  /** Where "change your limits" goes (the responsible-gaming settings); without it there is no link. */
  settingsPath?: string;
}

/**
 * The reality check of the game screen (issue 11): when a round is refused with
 * REALITY_CHECK_DUE, open this. It reads the session's figures from the server (minutes played,
 * bets, wins, net), and "continue" acknowledges the check before calling `onContinue`. A click
 * outside does not close it: the member answers it. Focus starts on the heading, not on a
 * button, so a key held for the game (space, enter) cannot dismiss it unread.
 */
export function RealityCheckDialog({ open, onContinue, onLeave, settingsPath }: RealityCheckDialogProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted (closed) with the game screen: fetch the catalogue now, so the check opens without a wait.
  useEffect(() => {
    void loadNamespace('responsible').catch(() => undefined);
  }, []);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onLeave();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className={clsx(
            'panel fixed top-1/2 left-1/2 z-50 w-[440px] -translate-x-1/2 -translate-y-1/2 shadow-2xl shadow-black/50',
            'max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-y-auto bg-night-850 p-5 sm:p-6',
            'data-[state=open]:animate-pop-in focus:outline-none',
          )}
          data-testid="reality-check-dialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
        >
          {/* The figures are fetched each time the dialog opens: the body unmounts when it closes. */}
          <Suspense fallback={<LoadingBody headingRef={heading} />}>
            <RealityCheckBody headingRef={heading} onContinue={onContinue} onLeave={onLeave} settingsPath={settingsPath} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function LoadingBody({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-40 items-center justify-center" role="status">
      <Dialog.Title ref={headingRef} tabIndex={-1} className="sr-only">
        {t('app.loading')}
      </Dialog.Title>
      <Dialog.Description className="sr-only">{t('app.loading')}</Dialog.Description>
      <span className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-300" aria-hidden="true" />
    </div>
  );
}

function RealityCheckBody({
  headingRef,
  onContinue,
  onLeave,
  settingsPath,
}: {
  headingRef: HeadingRef;
  onContinue: (check: TRealityCheck) => void;
  onLeave: () => void;
  settingsPath: string | undefined;
}) {
  const { t, language } = useI18n('responsible');
  const figures = useQuery({
    queryKey: ['responsible', 'reality-check'],
    queryFn: ({ signal }) => getRealityCheck({ signal, silent: true }),
    staleTime: 0,
    gcTime: 0,
  });
  const ack = useMutation({ mutationFn: () => acknowledgeRealityCheck({ silent: true }), onSuccess: onContinue });
  const coins = (value: number) => formatCoins(value, language);
  const data = figures.data;
  const ackError = ack.error ? (isApiError(ack.error) ? ack.error.msg : t('responsible:realityDialog.loadFailed')) : null;

  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2.5 text-lg leading-snug font-bold text-fg focus:outline-none"
        >
          <Icon name="clock" className="size-5 text-gold-300" />
          {t('responsible:realityDialog.title')}
        </Dialog.Title>
        <Dialog.Close
          className="-mt-1 -mr-1 rounded-full p-1.5 text-fg-subtle hover:bg-white/10 hover:text-fg"
          aria-label={t('actions.close')}
        >
          <Icon name="close" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="text-sm text-fg-muted">{t('responsible:realityDialog.intro')}</Dialog.Description>

      {figures.isPending ? (
        <div className="flex min-h-32 items-center justify-center" role="status">
          <span className="size-6 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-300" aria-hidden="true" />
          <span className="sr-only">{t('app.loading')}</span>
        </div>
      ) : !data ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-sm text-danger">{t('responsible:realityDialog.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void figures.refetch()}>
            {t('responsible:realityDialog.retry')}
          </Button>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-2.5" data-testid="reality-check-figures">
          <Figure label={t('responsible:realityDialog.minutesPlayed')} testId="reality-minutes">
            {t('responsible:realityDialog.minutes', { minutes: coins(data.minutesPlayed) })}
            {data.sessionStartedAt ? (
              <span className="block text-xs font-normal text-fg-subtle">
                {t('responsible:realityDialog.since', { at: formatDateTimeIn(data.sessionStartedAt, language) })}
              </span>
            ) : null}
          </Figure>
          <Figure
            label={t('responsible:realityDialog.net')}
            testId="reality-net"
            tone={data.net < 0 ? 'down' : data.net > 0 ? 'up' : 'even'}
          >
            {data.net > 0 ? '+' : ''}
            {coins(data.net)} <span className="text-xs font-normal text-fg-subtle">{t('responsible:page.coins')}</span>
          </Figure>
          <Figure label={t('responsible:realityDialog.bet')} testId="reality-bet">
            {coins(data.bet)} <span className="text-xs font-normal text-fg-subtle">{t('responsible:page.coins')}</span>
          </Figure>
          <Figure label={t('responsible:realityDialog.win')} testId="reality-win">
            {coins(data.win)} <span className="text-xs font-normal text-fg-subtle">{t('responsible:page.coins')}</span>
          </Figure>
        </dl>
      )}

      {ackError ? (
        <p role="alert" className="text-sm text-danger">
          {ackError}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onLeave}>
          {t('responsible:realityDialog.leave')}
        </Button>
        <Button onClick={() => ack.mutate()} disabled={ack.isPending} aria-busy={ack.isPending || undefined}>
          {t('responsible:realityDialog.continue')}
        </Button>
      </div>
      {settingsPath ? (
        <Link to={settingsPath} className="text-sm text-gold-300 underline-offset-4 hover:underline" onClick={onLeave}>
          {t('responsible:realityDialog.settings')}
        </Link>
      ) : null}
    </div>
  );
}

function Figure({
  label,
  testId,
  tone = 'even',
  children,
}: {
  label: string;
  testId: string;
  tone?: 'up' | 'down' | 'even';
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line bg-night-900/70 px-3 py-2.5">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd
        className={clsx(
          'mt-0.5 text-lg font-bold tabular-nums',
          tone === 'down' ? 'text-danger' : tone === 'up' ? 'text-emerald-300' : 'text-fg',
        )}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
