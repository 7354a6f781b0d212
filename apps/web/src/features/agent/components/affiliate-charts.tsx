import clsx from 'clsx';

export interface FunnelStage {
  key: string;
  label: string;
  value: number;
  /** The value as shown (formatted). */
  text: string;
}

/**
 * The funnel as horizontal bars, each as wide as its share of the first stage, with the rate
 * against the stage before. Plain SVG (no chart library in the player site); the numbers are
 * also in the text beside each bar for screen readers and small screens.
 */
export function FunnelChart({ stages, rateLabel }: { stages: FunnelStage[]; rateLabel: (rate: string) => string }) {
  const top = Math.max(1, stages[0]?.value ?? 0);
  return (
    <ol className="grid gap-3" data-testid="affiliate-funnel">
      {stages.map((stage, index) => {
        const previous = index > 0 ? stages[index - 1]!.value : null;
        const rate = previous ? `${((stage.value / previous) * 100).toFixed(previous >= 100 ? 1 : 0)}%` : null;
        const width = Math.max(0.5, (stage.value / top) * 100);
        return (
          <li key={stage.key} className="grid gap-1" data-testid={`affiliate-funnel-${stage.key}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-fg">{stage.label}</span>
              <span className="text-fg-muted tabular-nums">
                <span className="font-bold text-fg">{stage.text}</span>
                {rate ? <span className="ml-2 text-xs text-fg-subtle">{rateLabel(rate)}</span> : null}
              </span>
            </div>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-3 w-full" aria-hidden="true">
              <rect x="0" y="0" width="100" height="6" rx="3" className="fill-night-800" />
              <rect
                x="0"
                y="0"
                width={width}
                height="6"
                rx="3"
                className={clsx(
                  index === stages.length - 1 ? 'fill-gold-400' : index === 0 ? 'fill-violet-500' : 'fill-violet-400',
                )}
              />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}

export interface DayPoint {
  day: string;
  bars: number;
  line: number;
}

/**
 * Clicks per day as bars and registrations as a line over them, each on its own scale (both
 * start at zero); the axis shows the first and last day. Plain SVG, drawn in a fixed viewBox
 * that stretches to the width.
 */
export function DailyChart({
  points,
  label,
  barsLabel,
  lineLabel,
}: {
  points: DayPoint[];
  label: string;
  barsLabel: string;
  lineLabel: string;
}) {
  const width = 300;
  const height = 100;
  const n = Math.max(1, points.length);
  const slot = width / n;
  const maxBars = Math.max(1, ...points.map((p) => p.bars));
  const maxLine = Math.max(1, ...points.map((p) => p.line));
  const y = (value: number, max: number) => height - 4 - (value / max) * (height - 12);
  const line = points.map((p, i) => `${(i + 0.5) * slot},${y(p.line, maxLine)}`).join(' ');
  return (
    <figure className="grid gap-2" data-testid="affiliate-daily-chart">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="h-40 w-full" role="img" aria-label={label}>
        <line x1="0" y1={height - 4} x2={width} y2={height - 4} className="stroke-line" strokeWidth="0.5" />
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={i * slot + slot * 0.15}
            y={y(p.bars, maxBars)}
            width={slot * 0.7}
            height={height - 4 - y(p.bars, maxBars)}
            className="fill-violet-500/70"
          />
        ))}
        {points.length > 1 ? (
          <polyline points={line} fill="none" className="stroke-gold-300" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        ) : null}
        {points.map((p, i) => (
          <circle key={p.day} cx={(i + 0.5) * slot} cy={y(p.line, maxLine)} r="1.8" className="fill-gold-300" />
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-subtle">
        <span className="tabular-nums">{points[0]?.day}</span>
        <span className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-violet-500/70" aria-hidden="true" />
            {barsLabel}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-full bg-gold-300" aria-hidden="true" />
            {lineLabel}
          </span>
        </span>
        <span className="tabular-nums">{points.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}
