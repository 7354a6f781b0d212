import type { TPlayResult, TSeat } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icons/icon.tsx';
import { isRealityCheckDue, RealityCheckDialog } from '../../../components/reality-check-dialog.tsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useIsDesktop, useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { balanceOf } from '../../../lib/session/display-name.ts';
import { loadProfile } from '../../../lib/session/profile.ts';
import { getSession, updateSession, useSession } from '../../../lib/session/session-store.ts';
import { gamesKeys, leaveSeat, takeSeat, useCurrentSeat } from '../api/games-api.ts';
import { formatRtp } from '../format.ts';
import { useGamesTranslation, type GamesTranslate } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';
import { AUTO_ROUNDS, parseCoins, stopReason, type AutoPlaySettings, type StopReason } from './autoplay.ts';
import type { Renderer } from './canvas.ts';
import { pachinkoRushLeft, pachislotBonus, slotFreeSpinsLeft } from './display.ts';
import { createPachinkoRenderer } from './pachinko-renderer.ts';
import { createPachislotRenderer } from './pachislot-renderer.ts';
import { playOnce } from './play-client.ts';
import { createSlotRenderer } from './slot-renderer.ts';
import { readMuted, Sound, writeMuted } from './sound.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The rules and paytable panel: its own chunk, fetched when the member first opens it. */
const RulesPanel = lazy(() => import('./rules-panel.tsx'));
/** Reasons after which the seat is gone: playing on needs the hall first. */
const SEAT_LOST = new Set(['SEAT_REQUIRED', 'MACHINE_NOT_FOUND', 'MACHINE_OCCUPIED', 'MACHINE_OUT_OF_SERVICE']);

/**
 * /amigo-springboard?machine=<id>: takes the seat at that machine when it is not yet the
 * member's, then shows the game screen. Loaded lazily: only this route downloads the
 * renderers.
 */
export default function SpringboardPage() {
  const { gt } = useGamesTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('machine') ?? '');
  const wanted = Number.isInteger(requested) && requested >= 1 ? requested : null;
  const seat = useCurrentSeat();
  const client = useQueryClient();
  const [takeError, setTakeError] = useState<string | null>(null);
  // The seat is taken at most once per visit, from the first answer of seat/current: leaving the
  // machine (or losing it) later never sits the member down again by itself.
  const handled = useRef(false);

  const needsSeat = wanted !== null && seat.data?.machineId !== wanted;
  useEffect(() => {
    if (!seat.isSuccess || handled.current) return;
    handled.current = true;
    if (wanted === null || seat.data?.machineId === wanted) return;
    takeSeat(wanted).then(
      (taken) => {
        client.setQueryData(gamesKeys.seat, taken);
        void client.invalidateQueries({ queryKey: ['games', 'floor'] });
      },
      (error: unknown) => setTakeError(isApiError(error) ? error.msg : gt('shared.loadFailed')),
    );
  }, [seat.isSuccess, seat.data, wanted, client, gt]);

  if (takeError) return <NoSeat message={takeError} />;
  if (seat.isError) return <NoSeat message={gt('shared.loadFailed')} />;
  if (seat.isPending || needsSeat) {
    return (
      <p className="panel p-6 text-sm text-fg-subtle" role="status">
        {gt('screen.takingSeat')}
      </p>
    );
  }
  if (!seat.data) return <NoSeat message={gt('screen.noSeat')} />;
  return <GameScreen key={seat.data.machineId} seat={seat.data} />;
}

function NoSeat({ message }: { message: string }) {
  const { gt, t } = useGamesTranslation();
  return (
    <div className="panel mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center" data-testid="no-seat">
      <h1 className="text-xl font-bold text-fg">{t('routes.amigoSpringboard')}</h1>
      <p role="alert" className="text-fg-muted">
        {message}
      </p>
      <Link to={GAME_PATHS.hall} className={buttonClass('primary', 'md')}>
        <Icon name="gamepad" className="size-4" />
        {gt('screen.backToHall')}
      </Link>
    </div>
  );
}

/** The banner over the machine: rush, bonus games, free spins in progress, or a bonus just won. */
function bannerText(gt: GamesTranslate, seat: TSeat, state: Record<string, unknown> | null, last: TPlayResult | null) {
  const won = last?.events[0]?.kind;
  switch (seat.game.type) {
    case 'pachinko': {
      const left = pachinkoRushLeft(state);
      if (left > 0) return { tone: 'rush', text: gt('banner.rush', { left }) } as const;
      if (won === 'jackpot') return { tone: 'bonus', text: gt('banner.jackpot') } as const;
      return null;
    }
    case 'pachislot': {
      const bonus = pachislotBonus(state);
      if (bonus) return { tone: 'bonus', text: gt(`banner.${bonus.kind}Left`, { left: bonus.gamesLeft }) } as const;
      if (won === 'big' || won === 'reg') return { tone: 'bonus', text: gt(`banner.${won}`) } as const;
      return null;
    }
    case 'slot': {
      const left = slotFreeSpinsLeft(state);
      if (left > 0) return { tone: 'bonus', text: gt('banner.freeSpinsLeft', { left }) } as const;
      if (won === 'free_spins') return { tone: 'bonus', text: gt('banner.freeSpins') } as const;
      return null;
    }
  }
}

const DEFAULT_AUTO: AutoPlaySettings = { rounds: 10, stopOnBonus: true, stopBelowBalance: null, stopOnWinAbove: null };

function GameScreen({ seat }: { seat: TSeat }) {
  const { gt, language } = useGamesTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const game = seat.game;
  const machineId = seat.machineId;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const isDesktop = useIsDesktop();
  const balance = balanceOf(useSession().userInfo);
  const n = (value: number) => formatCoins(value, language);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<Renderer | null>(null);
  const autoRef = useRef(false);
  // Responsible gaming: a round refused with REALITY_CHECK_DUE waits here until the member answers.
  const [realityCheck, setRealityCheck] = useState<null | { retry: () => void }>(null);

  const [bet, setBet] = useState(() => game.betOptions[0] ?? 1);
  // One sound engine per screen (a stable object kept in state, not re-created on render).
  const [sound] = useState(() => new Sound(readMuted()));
  const [muted, setMuted] = useState(() => sound.isMuted());
  const [busy, setBusy] = useState(false);
  const [animating, setAnimating] = useState(false);
  const [machineState, setMachineState] = useState(seat.state);
  const [last, setLast] = useState<TPlayResult | null>(null);
  const [session, setSession] = useState({ rounds: 0, bet: 0, win: 0 });
  const [error, setError] = useState<{ msg: string; seatLost: boolean; funds: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [auto, setAuto] = useState<AutoPlaySettings>(DEFAULT_AUTO);
  const [autoText, setAutoText] = useState({ below: '', above: '' });
  const [autoRunning, setAutoRunning] = useState(false);
  const [autoPlayed, setAutoPlayed] = useState(0);
  const [autoStopped, setAutoStopped] = useState<StopReason | 'stopped' | 'error' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  // Mounted from the first opening on, so closing it (Escape, ×) gives focus back to its button.
  const [rulesLoaded, setRulesLoaded] = useState(false);
  const rulesButtonRef = useRef<HTMLButtonElement>(null);
  // The state the machine had when the screen opened; later refetches of the seat do not redraw it.
  const [initialState] = useState(seat.state);

  // The renderer of this machine type, on the canvas, for as long as the screen is shown.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const formatNumber = (value: number) => formatCoins(value, language);
    let renderer: Renderer;
    if (game.type === 'pachinko') {
      renderer = createPachinkoRenderer(
        canvas,
        {
          jackpot: (rounds) => gt('canvas.jackpot', { rounds }),
          rush: (left) => gt('canvas.rush', { left }),
          figures: (launched, entries, won) => gt('canvas.figures', { launched, entries, won }),
          pending: gt('canvas.pending'),
        },
        initialState,
        formatNumber,
      );
    } else if (game.type === 'pachislot') {
      renderer = createPachislotRenderer(
        canvas,
        {
          bonusGame: (kind, current, total) => gt('canvas.bonusGame', { kind, current, total }),
          bonusLeft: (kind, left) => gt('canvas.bonusLeft', { kind, left }),
          payout: gt('canvas.payout'),
        },
        initialState,
      );
    } else {
      renderer = createSlotRenderer(
        canvas,
        {
          freeSpin: (current, total) => gt('canvas.freeSpin', { current, total }),
          win: (amount) => gt('canvas.win', { amount }),
        },
        formatNumber,
      );
    }
    rendererRef.current = renderer;
    return () => {
      renderer.destroy();
      rendererRef.current = null;
    };
  }, [game.type, gt, initialState, language]);

  // Leaving the page stops auto-play and the sound.
  useEffect(() => {
    return () => {
      autoRef.current = false;
      sound.close();
    };
  }, [sound]);

  function describe(result: TPlayResult): string {
    const parts = [gt('live.result', { bet: n(result.bet), win: n(result.win), balance: n(result.balance) })];
    for (const event of result.events) parts.push(gt(`live.bonus.${event.kind}`));
    if (game.type === 'pachinko' && typeof result.display.entries === 'number') {
      parts.push(gt('live.pachinko', { entries: n(result.display.entries), draws: n(result.spins) }));
    }
    return parts.join(' ');
  }

  async function playOne(): Promise<TPlayResult | null> {
    setError(null);
    setBusy(true);
    try {
      const result = await playOnce(machineId, bet);
      setAnimating(true);
      await rendererRef.current?.animate(result, {
        reducedMotion,
        onCue: (cue) => sound.play(cue),
      });
      setAnimating(false);
      // The answer carries the balance after this round: the header shows it at once.
      updateSession({ userInfo: { ...getSession().userInfo, balance: result.balance } });
      setLast(result);
      setMachineState(result.state);
      setSession((current) => ({ rounds: current.rounds + 1, bet: current.bet + result.bet, win: current.win + result.win }));
      setAnnouncement(describe(result));
      void client.invalidateQueries({ queryKey: gamesKeys.records });
      return result;
    } catch (caught) {
      setAnimating(false);
      if (isRealityCheckDue(caught)) {
        // Nothing was bet: stop auto-play and ask; "continue" acknowledges on the server, then plays this round.
        autoRef.current = false;
        setRealityCheck({ retry: () => void playOne() });
        return null;
      }
      const msg = isApiError(caught) ? caught.msg : gt('shared.loadFailed');
      const reason = isApiError(caught) ? caught.reason : '';
      setError({ msg, seatLost: SEAT_LOST.has(reason), funds: reason === 'INSUFFICIENT_BALANCE' });
      setAnnouncement(msg);
      return null;
    } finally {
      setBusy(false);
    }
  }

  function play() {
    if (busy || autoRunning) return;
    sound.unlock();
    void playOne();
  }

  function skip() {
    rendererRef.current?.finish();
  }

  async function runAuto() {
    if (busy || autoRunning) return;
    sound.unlock();
    autoRef.current = true;
    setAutoRunning(true);
    setAutoStopped(null);
    setAutoPlayed(0);
    let played = 0;
    let reason: StopReason | 'stopped' | 'error' = 'stopped';
    while (autoRef.current) {
      const result = await playOne();
      if (!result) {
        reason = 'error';
        break;
      }
      played += 1;
      setAutoPlayed(played);
      const why = stopReason(auto, played, { win: result.win, bonus: result.events.length > 0, balance: result.balance }, bet);
      if (why) {
        reason = why;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    autoRef.current = false;
    setAutoRunning(false);
    setAutoStopped(reason);
    void loadProfile({ silent: true }).catch(() => undefined);
  }

  function stopAuto() {
    autoRef.current = false;
  }

  async function leave() {
    stopAuto();
    setLeaving(true);
    try {
      await leaveSeat();
    } catch {
      // The seat may already be gone (idle timeout): going back to the hall is right either way.
    }
    void loadProfile({ silent: true }).catch(() => undefined);
    // Away first: this screen must not see the empty seat (it would show "no seat" for a moment).
    await navigate(GAME_PATHS.hall);
    client.setQueryData(gamesKeys.seat, null);
    void client.invalidateQueries({ queryKey: gamesKeys.all });
  }

  function toggleMute() {
    const next = !muted;
    sound.setMuted(next);
    writeMuted(next);
    setMuted(next);
  }

  // Space plays (or skips the animation), unless the focus is on something space already operates.
  const onSpace = useEffectEvent(() => {
    if (animating) skip();
    else play();
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.code !== 'Space' && event.key !== ' ') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a, [role="dialog"], [contenteditable="true"]')) return;
      event.preventDefault();
      onSpace();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const banner = bannerText(gt, seat, machineState, last);
  const autoBelowInvalid = Number.isNaN(parseCoins(autoText.below));
  const autoAboveInvalid = Number.isNaN(parseCoins(autoText.above));
  const cannotAfford = balance !== null && balance < bet && !busy;
  // Sizes that keep the whole machine in view at 1280 × 800 and at 390 px wide.
  const aspect =
    game.type === 'pachinko'
      ? 'aspect-[3/4] max-h-[58vh] md:max-h-[68vh]'
      : game.type === 'slot'
        ? 'aspect-[4/3] md:aspect-[8/5]'
        : 'aspect-[4/3] md:aspect-[16/11]';
  const profit = session.win - session.bet;

  const playButton = (
    <Button
      size="lg"
      className={clsx('text-lg', isDesktop ? 'h-14 w-full' : 'h-12 flex-1')}
      onClick={animating ? skip : play}
      disabled={(busy && !animating) || autoRunning || (cannotAfford && !animating) || leaving}
      aria-busy={busy || undefined}
      data-testid="play-button"
    >
      <Icon name={animating ? 'chevronRight' : 'gamepad'} className="size-5" />
      {gt(animating ? 'screen.skip' : game.type === 'pachinko' ? 'screen.launch' : 'screen.spin')}
    </Button>
  );
  const errorBlock = error ? (
    <div
      role="alert"
      className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-danger"
      data-testid="play-error"
    >
      <p>{error.msg}</p>
      {error.seatLost ? (
        <Link to={GAME_PATHS.hall} className="mt-1 inline-block font-semibold underline">
          {gt('screen.backToHall')}
        </Link>
      ) : null}
      {error.funds ? (
        <Link to={GAME_PATHS.deposit} className="mt-1 inline-block font-semibold underline">
          {gt('screen.deposit')}
        </Link>
      ) : null}
    </div>
  ) : null;

  return (
    <article className={clsx('grid gap-5', !isDesktop && 'pb-24')} data-testid="game-screen" data-game-type={game.type}>
      <RealityCheckDialog
        open={realityCheck !== null}
        onContinue={() => {
          const pending = realityCheck;
          setRealityCheck(null);
          pending?.retry();
        }}
        onLeave={() => setRealityCheck(null)}
        settingsPath={GAME_PATHS.responsibleGaming}
      />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-violet-400 uppercase">
            {gt(`types.${game.type}`)} · {gt('hall.machineNo', { id: machineId })}
          </p>
          <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl" data-testid="game-name">
            {game.name}
          </h1>
          <p className="mt-1 text-xs text-fg-subtle">
            {gt('game.rtp')} {formatRtp(game.rtpMin, game.rtpMax, language)} · {gt('game.volatility')}{' '}
            {gt(`volatility.${game.volatility}`)}
            {game.ballPrice ? ` · ${gt('game.ballPriceValue', { coins: game.ballPrice })}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'h-10')}
            ref={rulesButtonRef}
            onClick={() => {
              setRulesLoaded(true);
              setRulesOpen(true);
            }}
            aria-haspopup="dialog"
            data-testid="rules-button"
          >
            <Icon name="info" className="size-4" />
            {gt('rules.open')}
          </button>
          {rulesLoaded ? (
            <Suspense fallback={null}>
              <RulesPanel
                modelCode={game.code}
                name={game.name}
                open={rulesOpen}
                onOpenChange={(open) => {
                  setRulesOpen(open);
                  if (!open) requestAnimationFrame(() => rulesButtonRef.current?.focus());
                }}
              />
            </Suspense>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="h-10 border border-line"
            onClick={toggleMute}
            aria-pressed={!muted}
            data-testid="sound-toggle"
          >
            <Icon name={muted ? 'eyeOff' : 'sparkles'} className="size-4" />
            {gt(muted ? 'screen.soundOff' : 'screen.soundOn')}
          </Button>
          <Button variant="secondary" size="sm" className="h-10" onClick={() => void leave()} disabled={leaving}>
            <Icon name="logout" className="size-4" />
            {gt('screen.leave')}
          </Button>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-3">
          {banner ? (
            <p
              className={clsx(
                'rounded-xl px-4 py-2 text-center text-sm font-black tracking-wide',
                banner.tone === 'rush'
                  ? 'bg-rose-600/25 text-rose-100 ring-1 ring-rose-400/60'
                  : 'bg-gold-400/20 text-gold-200 ring-1 ring-gold-400/60',
              )}
              data-testid="game-banner"
            >
              {banner.text}
            </p>
          ) : null}
          <div className="relative">
            <canvas
              ref={canvasRef}
              className={clsx('mx-auto block w-full touch-manipulation rounded-2xl', aspect)}
              role="img"
              aria-label={gt('screen.canvasLabel', { name: game.name, id: machineId })}
              aria-describedby="game-result"
              onClick={() => (animating ? skip() : undefined)}
              data-testid="game-canvas"
            />
          </div>
          <p id="game-result" className="sr-only" aria-live="polite" aria-atomic="true" data-testid="game-announcement">
            {announcement}
          </p>
          <p className="hidden text-center text-xs text-fg-subtle md:block">
            {gt(animating ? 'screen.tapToSkip' : 'screen.keyboardHint')}
          </p>
        </div>

        <div className="grid gap-4">
          <section className="panel grid gap-3 p-4" aria-label={gt('screen.credits')}>
            <dl className="grid grid-cols-2 gap-2">
              <div className="rounded-lg bg-night-950/70 px-3 py-2 ring-1 ring-line/70">
                <dt className="text-xs text-fg-subtle">{gt('screen.balance')}</dt>
                <dd className="font-mono text-xl font-bold text-gold-200 tabular-nums" data-testid="screen-balance">
                  {balance === null ? '—' : n(balance)}
                </dd>
              </div>
              <div className="rounded-lg bg-night-950/70 px-3 py-2 ring-1 ring-line/70">
                <dt className="text-xs text-fg-subtle">{gt('screen.lastWin')}</dt>
                <dd
                  className={clsx(
                    'font-mono text-xl font-bold tabular-nums',
                    last && last.win > 0 ? 'text-emerald-300' : 'text-fg',
                  )}
                  data-testid="last-win"
                >
                  {last ? n(last.win) : '—'}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-fg-subtle tabular-nums" data-testid="session-totals">
              {gt('screen.sessionTotals', { rounds: n(session.rounds), bet: n(session.bet), win: n(session.win) })}{' '}
              <span className={profit >= 0 ? 'text-emerald-300' : 'text-rose-300'}>({n(profit)})</span>
            </p>

            <fieldset className="grid gap-2" disabled={autoRunning}>
              <legend className={clsx(labelClass, 'mb-1')}>{gt('screen.bet')}</legend>
              <div className="flex flex-wrap gap-2">
                {game.betOptions.map((option) => (
                  <label
                    key={option}
                    className={clsx(
                      'flex h-11 min-w-16 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-bold tabular-nums',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300',
                      bet === option ? 'border-gold-400 bg-gold-400/20 text-gold-200' : 'border-line text-fg-muted hover:text-fg',
                    )}
                  >
                    <input
                      type="radio"
                      name="bet"
                      value={option}
                      checked={bet === option}
                      onChange={() => setBet(option)}
                      className="sr-only"
                    />
                    {n(option)}
                  </label>
                ))}
              </div>
              {game.ballPrice ? (
                <p className="text-xs text-fg-subtle">{gt('screen.balls', { balls: n(Math.floor(bet / game.ballPrice)) })}</p>
              ) : null}
            </fieldset>

            {isDesktop ? (
              <>
                {playButton}
                {cannotAfford ? <p className="text-xs text-danger">{gt('screen.cannotAfford')}</p> : null}
                {errorBlock}
              </>
            ) : null}
          </section>

          <section className="panel grid gap-3 p-4" aria-labelledby="auto-title">
            <h2 id="auto-title" className="text-sm font-bold text-fg">
              {gt('auto.title')}
            </h2>
            <fieldset className="grid gap-3" disabled={autoRunning}>
              <legend className="sr-only">{gt('auto.conditions')}</legend>
              <div>
                <label htmlFor="auto-rounds" className={clsx(labelClass, 'mb-1')}>
                  {gt('auto.rounds')}
                </label>
                <select
                  id="auto-rounds"
                  className={inputClass}
                  value={auto.rounds}
                  onChange={(event) => setAuto({ ...auto, rounds: Number(event.target.value) })}
                >
                  {AUTO_ROUNDS.map((rounds) => (
                    <option key={rounds} value={rounds}>
                      {gt('auto.roundsOption', { rounds })}
                    </option>
                  ))}
                </select>
              </div>
              <label className="flex min-h-10 items-center gap-2 text-sm text-fg-muted">
                <input
                  type="checkbox"
                  className="size-5 accent-gold-400"
                  checked={auto.stopOnBonus}
                  onChange={(event) => setAuto({ ...auto, stopOnBonus: event.target.checked })}
                />
                {gt('auto.stopOnBonus')}
              </label>
              <CoinsField
                id="auto-below"
                label={gt('auto.stopBelow')}
                value={autoText.below}
                invalid={autoBelowInvalid}
                error={gt('auto.invalid')}
                onChange={(below) => {
                  setAutoText({ ...autoText, below });
                  const parsed = parseCoins(below);
                  setAuto({ ...auto, stopBelowBalance: parsed === null || Number.isNaN(parsed) ? null : parsed });
                }}
              />
              <CoinsField
                id="auto-above"
                label={gt('auto.stopOnWin')}
                value={autoText.above}
                invalid={autoAboveInvalid}
                error={gt('auto.invalid')}
                onChange={(above) => {
                  setAutoText({ ...autoText, above });
                  const parsed = parseCoins(above);
                  setAuto({ ...auto, stopOnWinAbove: parsed === null || Number.isNaN(parsed) ? null : parsed });
                }}
              />
            </fieldset>
            {autoRunning ? (
              <Button variant="secondary" className="h-11 w-full" onClick={stopAuto} data-testid="auto-stop">
                {gt('auto.stop', { played: autoPlayed, rounds: auto.rounds })}
              </Button>
            ) : (
              <Button
                variant="secondary"
                className="h-11 w-full"
                onClick={() => void runAuto()}
                disabled={busy || autoBelowInvalid || autoAboveInvalid || cannotAfford || leaving}
                data-testid="auto-start"
              >
                {gt('auto.start')}
              </Button>
            )}
            <p className="text-xs text-fg-subtle" aria-live="polite">
              {autoStopped ? gt(`auto.stopped.${autoStopped}`, { played: autoPlayed }) : ''}
            </p>
          </section>

          <section className="grid gap-2 text-sm">
            <Link
              to={GAME_PATHS.fairness}
              className="inline-flex items-center gap-1.5 text-gold-300 underline-offset-4 hover:underline"
            >
              <Icon name="shield" className="size-4" />
              {gt('screen.fairness')}
            </Link>
            {last ? (
              <Link
                to={GAME_PATHS.verify(last.recordId)}
                className="inline-flex items-center gap-1.5 text-gold-300 underline-offset-4 hover:underline"
                data-testid="verify-last"
              >
                <Icon name="check" className="size-4" />
                {gt('screen.verifyLast')}
              </Link>
            ) : null}
            <Link
              to={GAME_PATHS.records}
              className="inline-flex items-center gap-1.5 text-gold-300 underline-offset-4 hover:underline"
            >
              <Icon name="receipt" className="size-4" />
              {gt('screen.records')}
            </Link>
            <p className="text-xs text-fg-subtle">
              {gt('screen.idle', { minutes: Math.max(1, Math.round(seat.idleTimeoutSeconds / 60)) })}
            </p>
          </section>
        </div>
      </div>

      {isDesktop ? null : (
        // Phones: play stays under the thumb, above the bottom menu, wherever the page is scrolled.
        <div
          className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 grid gap-2 border-t border-line bg-night-900/95 px-4 py-2 backdrop-blur-md"
          data-testid="mobile-play-bar"
        >
          {errorBlock}
          {cannotAfford ? <p className="text-xs text-danger">{gt('screen.cannotAfford')}</p> : null}
          <div className="flex items-center gap-3">
            <dl className="grid min-w-16 shrink-0 text-xs leading-tight">
              <dt className="text-fg-subtle">{gt('screen.lastWin')}</dt>
              <dd
                className={clsx(
                  'font-mono text-base font-bold tabular-nums',
                  last && last.win > 0 ? 'text-emerald-300' : 'text-fg',
                )}
              >
                {last ? n(last.win) : '—'}
              </dd>
            </dl>
            {autoRunning ? (
              <Button variant="secondary" className="h-12 flex-1" onClick={stopAuto}>
                {gt('auto.stop', { played: autoPlayed, rounds: auto.rounds })}
              </Button>
            ) : (
              playButton
            )}
          </div>
        </div>
      )}
    </article>
  );
}

function CoinsField({
  id,
  label,
  value,
  invalid,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  error: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={clsx(labelClass, 'mb-1')}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        className={inputClass}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
