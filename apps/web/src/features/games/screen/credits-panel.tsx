import type { TSeat } from '@amigo/contract';
import clsx from 'clsx';
import { labelClass } from '../../../components/forms/text-field.tsx';
import { formatCoins } from '../../../lib/format/money.ts';
import { useGamesTranslation } from '../games-translation.ts';
import { CannotAfford, PlayButton, PlayErrorBlock } from './play-controls.tsx';
import type { GameSession } from './use-game-session.ts';

/**
 * Balance, last win and this visit's totals, the bet, and (on desktop) the play button: on
 * phones play lives in the bar under the thumb instead.
 */
export function CreditsPanel({ seat, session, isDesktop }: { seat: TSeat; session: GameSession; isDesktop: boolean }) {
  const { gt, language } = useGamesTranslation();
  const n = (value: number) => formatCoins(value, language);
  const { game } = seat;
  const { balance, last, totals, bet } = session;
  const profit = totals.win - totals.bet;
  return (
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
            className={clsx('font-mono text-xl font-bold tabular-nums', last && last.win > 0 ? 'text-emerald-300' : 'text-fg')}
            data-testid="last-win"
          >
            {last ? n(last.win) : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-fg-subtle tabular-nums" data-testid="session-totals">
        {gt('screen.sessionTotals', { rounds: n(totals.rounds), bet: n(totals.bet), win: n(totals.win) })}{' '}
        <span className={profit >= 0 ? 'text-emerald-300' : 'text-rose-300'}>({n(profit)})</span>
      </p>

      <fieldset className="grid gap-2" disabled={session.auto.running}>
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
                onChange={() => session.setBet(option)}
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
          <PlayButton session={session} type={game.type} wide />
          <CannotAfford show={session.cannotAfford} />
          <PlayErrorBlock error={session.error} />
        </>
      ) : null}
    </section>
  );
}
