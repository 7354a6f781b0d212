import { gameRules, type GameRules, type ModelPays } from '@amigo/games';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { useGamesTranslation, type GamesTranslate } from '../games-translation.ts';

/**
 * The machine's rules and paytable (issue 18 §3): pays, lines and features from the model's
 * data, and its PAR figures (RTP over the settings, hit frequency with its definition, σ, max
 * win and its probability) from the figures generated with the PAR sheets. Loaded lazily, only
 * when the member opens it. Radix's dialog traps focus, closes on Escape and is labelled by its
 * title.
 */
export default function RulesPanel({
  modelCode,
  name,
  open,
  onOpenChange,
}: {
  modelCode: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { gt } = useGamesTranslation();
  const rules = gameRules(modelCode);
  return (
    <PopupDialog open={open} onOpenChange={onOpenChange} title={gt('rules.title', { name })} width="wide">
      {rules ? (
        <div className="grid gap-5 text-sm text-fg-muted" data-testid="rules-panel">
          <Figures rules={rules} />
          <section aria-labelledby="rules-pays" className="grid gap-2">
            <h3 id="rules-pays" className="text-base font-bold text-fg">
              {gt('rules.paytable')}
            </h3>
            <Pays pays={rules.pays} gt={gt} />
          </section>
        </div>
      ) : (
        <p role="alert">{gt('shared.loadFailed')}</p>
      )}
    </PopupDialog>
  );
}

const percent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`;

function rangeText(range: { min: number; max: number }, format: (value: number) => string) {
  return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
}

/** A probability as "1 / N" when readable, else as a power of ten (the pachinko max win is ~10^-68). */
function probabilityText(probability: number, log10: number) {
  if (probability >= 1e-9) return `1 / ${Math.round(1 / probability).toLocaleString('en-US')}`;
  return `10^${Math.round(log10)}`;
}

function Figures({ rules }: { rules: GameRules }) {
  const { gt } = useGamesTranslation();
  const { figures } = rules;
  const maxWin = figures.maxWin;
  const rows: [string, string, string?][] = [
    [
      gt('rules.rtp'),
      rangeText(figures.rtp, (value) => percent(value)),
      figures.rtp.min === figures.rtp.max ? undefined : gt('rules.rtpBySetting'),
    ],
    [
      gt('rules.hitFrequency'),
      rangeText(figures.hitFrequency, (value) => percent(value, 1)),
      gt(`rules.hitDefinition.${rules.type}`),
    ],
    [
      gt('rules.volatility'),
      `${gt(`volatility.${rules.volatility}`)} (σ ${rangeText(figures.standardDeviation, (value) => value.toFixed(2))})`,
      gt(`rules.sigmaUnit.${rules.type}`),
    ],
    [
      gt('rules.maxWin'),
      gt('rules.maxWinValue', { multiplier: maxWin.multiplier?.toLocaleString('en-US') ?? '—' }),
      maxWin.capped
        ? gt('rules.maxWinCapped', { probability: probabilityText(maxWin.probability, maxWin.probabilityLog10) })
        : gt('rules.maxWinProbability', { probability: probabilityText(maxWin.probability, maxWin.probabilityLog10) }),
    ],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="rules-figures">
      {rows.map(([label, value, note]) => (
        <div key={label} className="rounded-lg border border-line p-3">
          <dt className="text-xs font-semibold text-fg-subtle">{label}</dt>
          <dd className="mt-1 text-base font-bold text-fg tabular-nums">{value}</dd>
          {note ? <dd className="mt-1 text-xs leading-relaxed">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function Pays({ pays, gt }: { pays: ModelPays; gt: GamesTranslate }) {
  const cell = 'border-b border-line px-2 py-1.5 text-left';
  switch (pays.type) {
    case 'slot':
      return (
        <>
          <p>{gt('rules.slot.lines', { lines: pays.lines })}</p>
          <div className="overflow-x-auto">
            <table className="w-full tabular-nums">
              <caption className="sr-only">{gt('rules.paytable')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {gt('rules.symbol')}
                  </th>
                  {[3, 4, 5].map((count) => (
                    <th key={count} scope="col" className={`${cell} text-right`}>
                      {gt('rules.ofAKind', { count })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pays.symbols.map((row) => (
                  <tr key={row.symbol}>
                    <th scope="row" className={`${cell} font-semibold text-fg`}>
                      {row.symbol}
                    </th>
                    {row.pays.map((pay, index) => (
                      <td key={index} className={`${cell} text-right`}>
                        ×{pay}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            {gt('rules.slot.wild', {
              symbol: pays.wild.symbol,
              reels: pays.wild.reels.join(', '),
              scatter: pays.scatter.symbol,
              paysAs: pays.wild.paysAs,
            })}
          </p>
          <p>
            {gt('rules.slot.scatter', {
              symbol: pays.scatter.symbol,
              pays: pays.scatter.pays.join(' / '),
              trigger: pays.freeSpins.trigger,
              spins: pays.freeSpins.spins,
              multiplier: pays.freeSpins.multiplier,
            })}
          </p>
        </>
      );
    case 'pachislot':
      return (
        <>
          <p>{gt('rules.pachislot.coins', { coins: pays.coinsPerGame })}</p>
          <div className="overflow-x-auto">
            <table className="w-full tabular-nums">
              <caption className="sr-only">{gt('rules.paytable')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {gt('rules.pachislot.role')}
                  </th>
                  <th scope="col" className={cell}>
                    {gt('rules.pachislot.reels')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {gt('rules.pachislot.pay')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pays.bonuses.map((bonus) => (
                  <tr key={bonus.kind}>
                    <th scope="row" className={`${cell} font-semibold text-fg`}>
                      {gt(`bonus.${bonus.kind}`)}
                    </th>
                    <td className={cell}>{bonus.reels.join(' ')}</td>
                    <td className={`${cell} text-right`}>
                      {gt('rules.pachislot.bonusPay', { games: bonus.games, coins: bonus.payoutPerGame })}
                    </td>
                  </tr>
                ))}
                {pays.flags.map((flag) => (
                  <tr key={flag.flag}>
                    <th scope="row" className={`${cell} font-semibold text-fg`}>
                      {gt(`rules.pachislot.flags.${flag.flag as 'replay' | 'cherry' | 'bell' | 'watermelon'}`)}
                    </th>
                    <td className={cell}>{flag.reels.join(' ')}</td>
                    <td className={`${cell} text-right`}>{gt('rules.coins', { coins: flag.pay })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{gt('rules.pachislot.settings')}</p>
        </>
      );
    case 'pachinko':
      return (
        <>
          <p>{gt('rules.pachinko.ball', { coins: pays.ballPrice, prize: pays.prizeBallsPerEntry })}</p>
          {(['normal', 'rush'] as const).map((mode) => (
            <div key={mode} className="grid gap-1">
              <h4 className="font-semibold text-fg">
                {mode === 'normal'
                  ? gt('rules.pachinko.normal', { oneIn: pays.normal.oneIn.toFixed(1) })
                  : gt('rules.pachinko.rush', { draws: pays.rushDraws, oneIn: pays.rush.oneIn.toFixed(1) })}
              </h4>
              <ul className="list-disc ps-5">
                {pays[mode].jackpots.map((kind, index) => (
                  <li key={index}>
                    {gt(kind.rush ? 'rules.pachinko.jackpotToRush' : 'rules.pachinko.jackpotToNormal', {
                      rounds: kind.rounds,
                      balls: kind.balls,
                      share: percent(kind.share, 0),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      );
  }
}
