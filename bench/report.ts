import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/benchmarks.md';
const HEADER = `# Benchmarks

Produced by \`npm run bench\` (builds nothing: run \`npm run build\` first). Each section is
rewritten by the run that owns it; numbers come from this machine and are comparable only
within one run (each section measures our code next to its own baseline).
`;

/** Replaces (or appends) one section of docs/benchmarks.md, between its markers. */
export function writeBenchSection(id: string, title: string, body: string) {
  // BENCH_DRY_RUN=1 prints without touching the file (for trying changes out).
  if (process.env.BENCH_DRY_RUN) return;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const section = `${start}\n## ${title}\n\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
