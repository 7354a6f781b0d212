import type { TPlayResult, TSeat } from '@amigo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { isRealityCheckDue } from '../../../components/reality-check-dialog.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { balanceOf } from '../../../lib/session/display-name.ts';
import { loadProfile } from '../../../lib/session/profile.ts';
import { getSession, updateSession, useSession } from '../../../lib/session/session-store.ts';
import { gamesKeys, leaveSeat } from '../api/games-api.ts';
import { useGamesTranslation } from '../games-translation.ts';
import { GAME_PATHS } from '../paths.ts';
import { parseCoins, stopReason, type AutoPlaySettings, type StopReason } from './autoplay.ts';
import type { Renderer } from './canvas.ts';
import { playOnce } from './play-client.ts';
import { readMuted, Sound, writeMuted } from './sound.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Reasons after which the seat is gone: playing on needs the hall first. */
const SEAT_LOST = new Set(['SEAT_REQUIRED', 'MACHINE_NOT_FOUND', 'MACHINE_OCCUPIED', 'MACHINE_OUT_OF_SERVICE']);
const DEFAULT_AUTO: AutoPlaySettings = { rounds: 10, stopOnBonus: true, stopBelowBalance: null, stopOnWinAbove: null };
/** The pause between two auto-played rounds. */
const AUTO_PAUSE_MS = 300;

export interface PlayError {
  msg: string;
  seatLost: boolean;
  funds: boolean;
}
export type AutoStop = StopReason | 'stopped' | 'error';
export type AutoLimit = 'below' | 'above';

/**
 * Everything the game screen does, without its looks: the bet, one round (call, animation on
 * the machine's renderer, balance, announcement), auto-play with its stop conditions and its
 * pause between rounds, the reality check, sound, the space key, and leaving the machine. The
 * panels only show this state and call these actions.
 */
export function useGameSession(seat: TSeat, rendererRef: RefObject<Renderer | null>) {
  const { gt, language } = useGamesTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { game, machineId } = seat;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const balance = balanceOf(useSession().userInfo);
  const n = (value: number) => formatCoins(value, language);

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
  const [totals, setTotals] = useState({ rounds: 0, bet: 0, win: 0 });
  const [error, setError] = useState<PlayError | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [auto, setAuto] = useState<AutoPlaySettings>(DEFAULT_AUTO);
  const [autoText, setAutoText] = useState<Record<AutoLimit, string>>({ below: '', above: '' });
  const [autoRunning, setAutoRunning] = useState(false);
  const [autoPlayed, setAutoPlayed] = useState(0);
  const [autoStopped, setAutoStopped] = useState<AutoStop | null>(null);
  const [leaving, setLeaving] = useState(false);

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
      setTotals((current) => ({ rounds: current.rounds + 1, bet: current.bet + result.bet, win: current.win + result.win }));
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
    let reason: AutoStop = 'stopped';
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
      await new Promise((resolve) => setTimeout(resolve, AUTO_PAUSE_MS));
    }
    autoRef.current = false;
    setAutoRunning(false);
    setAutoStopped(reason);
    void loadProfile({ silent: true }).catch(() => undefined);
  }

  function stopAuto() {
    autoRef.current = false;
  }

  /** A stop condition typed as text: kept as typed, and in the settings once it reads as coins. */
  function setAutoLimit(limit: AutoLimit, text: string) {
    setAutoText({ ...autoText, [limit]: text });
    const parsed = parseCoins(text);
    const value = parsed === null || Number.isNaN(parsed) ? null : parsed;
    setAuto(limit === 'below' ? { ...auto, stopBelowBalance: value } : { ...auto, stopOnWinAbove: value });
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

  function continueAfterRealityCheck() {
    const pending = realityCheck;
    setRealityCheck(null);
    pending?.retry();
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

  const autoInvalid = {
    below: Number.isNaN(parseCoins(autoText.below)),
    above: Number.isNaN(parseCoins(autoText.above)),
  };
  return {
    balance,
    bet,
    setBet,
    busy,
    animating,
    last,
    machineState,
    totals,
    error,
    announcement,
    leaving,
    muted,
    cannotAfford: balance !== null && balance < bet && !busy,
    auto: {
      settings: auto,
      text: autoText,
      invalid: autoInvalid,
      running: autoRunning,
      played: autoPlayed,
      stopped: autoStopped,
      setRounds: (rounds: number) => setAuto({ ...auto, rounds }),
      setStopOnBonus: (stopOnBonus: boolean) => setAuto({ ...auto, stopOnBonus }),
      setLimit: setAutoLimit,
      start: () => void runAuto(),
      stop: stopAuto,
    },
    realityCheck: {
      open: realityCheck !== null,
      continue: continueAfterRealityCheck,
      dismiss: () => setRealityCheck(null),
    },
    play,
    skip,
    leave: () => void leave(),
    toggleMute,
  };
}

export type GameSession = ReturnType<typeof useGameSession>;
