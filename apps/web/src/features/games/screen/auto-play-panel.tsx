import clsx from 'clsx';
import { inputClass, labelClass } from '../../../components/forms/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useGamesTranslation } from '../games-translation.ts';
import { AUTO_ROUNDS } from './autoplay.ts';
import type { GameSession } from './use-game-session.ts';

/** Auto-play: how many rounds, when to stop, start and stop, and why it stopped. */
export function AutoPlayPanel({ session }: { session: GameSession }) {
  const { gt } = useGamesTranslation();
  const { auto } = session;
  return (
    <section className="panel grid gap-3 p-4" aria-labelledby="auto-title">
      <h2 id="auto-title" className="text-sm font-bold text-fg">
        {gt('auto.title')}
      </h2>
      <fieldset className="grid gap-3" disabled={auto.running}>
        <legend className="sr-only">{gt('auto.conditions')}</legend>
        <div>
          <label htmlFor="auto-rounds" className={clsx(labelClass, 'mb-1')}>
            {gt('auto.rounds')}
          </label>
          <select
            id="auto-rounds"
            className={inputClass}
            value={auto.settings.rounds}
            onChange={(event) => auto.setRounds(Number(event.target.value))}
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
            checked={auto.settings.stopOnBonus}
            onChange={(event) => auto.setStopOnBonus(event.target.checked)}
          />
          {gt('auto.stopOnBonus')}
        </label>
        <CoinsField
          id="auto-below"
          label={gt('auto.stopBelow')}
          value={auto.text.below}
          invalid={auto.invalid.below}
          error={gt('auto.invalid')}
          onChange={(text) => auto.setLimit('below', text)}
        />
        <CoinsField
          id="auto-above"
          label={gt('auto.stopOnWin')}
          value={auto.text.above}
          invalid={auto.invalid.above}
          error={gt('auto.invalid')}
          onChange={(text) => auto.setLimit('above', text)}
        />
      </fieldset>
      {auto.running ? (
        <Button variant="secondary" className="h-11 w-full" onClick={auto.stop} data-testid="auto-stop">
          {gt('auto.stop', { played: auto.played, rounds: auto.settings.rounds })}
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="h-11 w-full"
          onClick={auto.start}
          disabled={session.busy || auto.invalid.below || auto.invalid.above || session.cannotAfford || session.leaving}
          data-testid="auto-start"
        >
          {gt('auto.start')}
        </Button>
      )}
      <p className="text-xs text-fg-subtle" aria-live="polite">
        {auto.stopped ? gt(`auto.stopped.${auto.stopped}`, { played: auto.played }) : ''}
      </p>
    </section>
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
