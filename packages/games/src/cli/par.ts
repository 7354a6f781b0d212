/**
 * `npm run par`: prints the exact PAR sheet of every model × setting, and how long each
 * enumeration / Markov solution took. Runs under Node (this file is not part of the browser code).
 */
import { MODELS, parSheet } from '../index.ts';
import type { ParSheet } from '../types.ts';

const percent = (value: number) => `${(value * 100).toFixed(3)} %`;
const oneIn = (value: number | undefined) => (value ? `1/${(1 / value).toFixed(1)}` : '');

const rows: string[][] = [['model', 'type', 'set', 'RTP', 'design', 'hit freq', 'bonus freq', 'σ', 'unit', 'time']];
const sheets: ParSheet[] = [];
for (const model of MODELS) {
  for (const setting of model.settings) {
    const started = performance.now();
    const sheet = parSheet(model, setting);
    const elapsed = performance.now() - started;
    sheets.push(sheet);
    const bonus = Object.entries(sheet.bonusFrequency)
      .map(([kind, frequency]) => `${kind} ${oneIn(frequency)}`)
      .join(', ');
    rows.push([
      model.code,
      model.type,
      String(setting),
      percent(sheet.rtp),
      percent(sheet.designRtp),
      percent(sheet.hitFrequency),
      bonus,
      sheet.standardDeviation.toFixed(3),
      sheet.unit,
      `${elapsed.toFixed(1)} ms`,
    ]);
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const numeric = new Set([2, 3, 4, 5, 7, 9]);
for (const [index, row] of rows.entries()) {
  console.log(
    row.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  '),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}

console.log('\nDetails (per model and setting):');
for (const sheet of sheets) {
  const details = Object.entries(sheet.details ?? {})
    .map(([key, value]) => `${key}=${Number.isInteger(value) ? value : value.toPrecision(6)}`)
    .join(' ');
  console.log(`  ${sheet.model} #${sheet.setting}: ${details}`);
}
console.log(
  '\nRTP and σ are per unit staked. σ is the long-run standard deviation per unit (√(lim Var(sum of n units)/n)),\n' +
    'which includes the correlation a rush or a bonus creates between consecutive units. Bonus frequencies are per unit:\n' +
    'per lottery draw (pachinko), per game (pachislot), per paid spin (slot).',
);
