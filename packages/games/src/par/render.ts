import type { ModelDefinition } from '../types.ts';
import { CONFIDENCE_ROUNDS, type ConfidenceLevel, type FullParSheet } from './full-sheet.ts';

/**
 * The full PAR sheet as Markdown: `npm run par -- --full MODEL` prints it and `npm run docs:par`
 * writes it to docs/par/<model>.md, so the terminal and the committed sheet are the same text.
 */

const percent = (value: number, digits = 4) => `${(value * 100).toFixed(digits)} %`;
const oneIn = (probability: number) => (probability > 0 ? `1 / ${formatNumber(1 / probability)}` : '—');
const LEVELS: readonly ConfidenceLevel[] = ['90', '95', '99'];

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) >= 1000) return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return value.toPrecision(6);
}

function probabilityText(probability: number): string {
  return probability >= 1e-4 ? probability.toFixed(8) : probability.toExponential(4);
}

function table(header: string[], rows: string[][], numeric: ReadonlySet<number>): string {
  const align = header.map((_, column) => (numeric.has(column) ? '---:' : '---'));
  return [header, align, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

export function renderSettingSection(sheet: FullParSheet): string {
  const { summary } = sheet;
  const lines: string[] = [];
  lines.push(`## Setting ${summary.setting}`, '');
  lines.push(
    table(
      ['figure', 'value'],
      [
        ['RTP (exact)', percent(summary.rtp)],
        ['design RTP', percent(summary.designRtp)],
        ['base game RTP', percent(sheet.baseRtp)],
        ['feature RTP', percent(sheet.featureRtp)],
        ['hit frequency (definition below)', `${percent(sheet.hitFrequency.value)} (${oneIn(sheet.hitFrequency.value)})`],
        ['σ per unit (volatility)', summary.standardDeviation.toFixed(4)],
        ['unit', sheet.unitDescription],
      ],
      new Set([1]),
    ),
  );
  lines.push('', '### Pays and their RTP contribution', '');
  lines.push(
    table(
      ['section', 'pay', 'combinations', 'out of', 'probability per unit', 'pays', 'base RTP', 'feature RTP'],
      sheet.contributions.map((row) => [
        row.section,
        row.name,
        row.combinations === null ? '—' : formatNumber(row.combinations),
        row.outOf === null ? '—' : formatNumber(row.outOf),
        probabilityText(row.probability),
        `${formatNumber(row.pay)} ${row.payUnit}`,
        percent(row.baseRtp, 5),
        percent(row.featureRtp, 5),
      ]),
      new Set([2, 3, 4, 5, 6, 7]),
    ),
  );
  lines.push(
    '',
    `Total: base ${percent(sheet.baseRtp, 6)} + feature ${percent(sheet.featureRtp, 6)} = ${percent(sheet.baseRtp + sheet.featureRtp, 6)} ` +
      `(RTP ${percent(summary.rtp, 6)}).`,
  );

  lines.push('', '### Hit frequency', '', sheet.hitFrequency.definition, '');
  lines.push(
    table(
      ['measure', 'value', 'one in'],
      [
        ['**the hit frequency** (as defined above)', percent(sheet.hitFrequency.value), oneIn(sheet.hitFrequency.value)],
        ...sheet.hitFrequency.separately.map((item) => [item.label, percent(item.value), oneIn(item.value)]),
      ],
      new Set([1, 2]),
    ),
  );

  const { maxWin } = sheet;
  lines.push('', '### Max win per paid call', '');
  lines.push(
    table(
      ['figure', 'value'],
      [
        ['max win', maxWin.multiplier === null ? 'unbounded' : `${formatNumber(maxWin.multiplier)} × bet`],
        ['at the largest bet', maxWin.coins === null ? '—' : `${formatNumber(maxWin.coins)} coins`],
        [
          `probability per paid call (${maxWin.probabilityKind})`,
          maxWin.probability > 0 ? probabilityText(maxWin.probability) : `10^${maxWin.probabilityLog10.toFixed(1)}`,
        ],
        ['cap', maxWin.cap ? `${formatNumber(maxWin.cap.multiplier)} × bet` : 'none'],
        ...(maxWin.cap
          ? [
              ['RTP without the cap', percent(maxWin.cap.uncappedRtp, 6)],
              ["cap's RTP effect (upper bound)", maxWin.cap.rtpEffectUpperBound.toExponential(3)],
            ]
          : []),
      ],
      new Set([1]),
    ),
  );
  lines.push('', maxWin.explanation);

  const { volatility } = sheet;
  lines.push('', '### Volatility and confidence limits of the RTP', '');
  lines.push(
    `σ = ${volatility.standardDeviation.toFixed(4)} per unit; volatility index z·σ: ` +
      LEVELS.map((level) => `${level} % ${volatility.index[level].toFixed(4)}`).join(', ') +
      '. The RTP observed over n units lies within RTP ± z·σ/√n with the stated confidence (central limit theorem; ' +
      'for few units of a high-σ game the normal approximation is rough, and limits below 0 % only say that any loss is likely).',
    '',
  );
  lines.push(
    table(
      ['units', ...LEVELS.map((level) => `${level} %`)],
      volatility.confidence.map((row) => [
        formatNumber(row.rounds),
        ...LEVELS.map((level) => `${percent(row.limits[level][0], 2)} … ${percent(row.limits[level][1], 2)}`),
      ]),
      new Set([0, 1, 2, 3]),
    ),
  );
  if (sheet.notes.length > 0) lines.push('', '### Notes', '', ...sheet.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

export function renderModel(definition: ModelDefinition, sheets: readonly FullParSheet[]): string {
  const head = [
    `# PAR sheet: ${definition.names['en-US']} (\`${definition.code}\`)`,
    '',
    `Type ${definition.type}; bets ${definition.betOptions.join(' / ')} coins; settings ${definition.settings.join(', ')}; ` +
      `volatility label ${definition.volatility}` +
      (definition.ballPrice ? `; ${definition.ballPrice} coin${definition.ballPrice > 1 ? 's' : ''} per ball.` : '.'),
    '',
    `Generated by \`npm run docs:par\` from packages/games (exact enumeration and Markov chains; ` +
      `\`npm run par -- --full ${definition.code}\` prints the same). Confidence limits for ` +
      `${CONFIDENCE_ROUNDS.map((rounds) => formatNumber(rounds)).join(', ')} units.`,
  ];
  return [...head, '', ...sheets.map(renderSettingSection).flatMap((section) => [section, ''])].join('\n');
}
