// Writes the module map of docs/ARCHITECTURE.md (between the module-map markers) from the code
// itself: each server module's tables (schema.ts), published views and SQL functions (sql/*.sql),
// calls (the contract files named after it), background jobs (scheduler.ts) and the modules it
// calls (imports of another module's index.ts). `--check` exits 1 when the page is out of date
// (a test runs it), so the map cannot drift from the code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const callsDir = path.join(root, 'packages/contract/src/calls');
const docPath = path.join(root, 'docs/ARCHITECTURE.md');
const START = '<!-- module-map:start (npm run docs:modules writes this part) -->';
const END = '<!-- module-map:end -->';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
    : [];
const sorted = (values) => [...new Set(values)].sort();
const code = (values) => (values.length ? values.map((v) => `\`${v}\``).join(', ') : '—');

/**
 * The calls of each module, from the contract itself: player calls carry their module; operator
 * calls are the `<module>StaffCalls` each domain exports, and admin's own are the rest of adminCalls.
 */
async function callsByModule() {
  const contract = await import(path.join(root, 'packages/contract/src/index.ts'));
  const byModule = new Map();
  const add = (module, kind, call) => {
    const entry = byModule.get(module) ?? { player: [], staff: [] };
    entry[kind].push(call.path);
    byModule.set(module, entry);
  };
  for (const call of Object.values(contract.calls)) add(call.module, 'player', call);
  const domainStaff = new Set();
  for (const [exported, group] of Object.entries(contract)) {
    const m = exported.match(/^(\w+)StaffCalls$/);
    if (!m) continue;
    const module = m[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const call of Object.values(group)) {
      add(module, 'staff', call);
      domainStaff.add(call.path);
    }
  }
  for (const call of Object.values(contract.adminCalls)) if (!domainStaff.has(call.path)) add('admin', 'staff', call);
  return byModule;
}

function jobsByModule() {
  const source = read(path.join(root, 'apps/server/src/scheduler.ts'));
  const owner = new Map();
  for (const m of source.matchAll(/import \{([^}]+)\} from '\.\/modules\/([\w-]+)\/index\.ts'/g)) {
    for (const name of m[1].split(',').map((s) => s.trim().replace(/^type /, ''))) owner.set(name, m[2]);
  }
  const jobs = new Map();
  for (const m of source.matchAll(/name: '([\w-]+)'[\s\S]*?run: [^\n]*?(\w+)\(/g)) {
    const module = owner.get(m[2]) ?? [...owner].find(([fn]) => source.includes(`${fn}(`) && m[0].includes(fn))?.[1];
    if (!module) continue;
    jobs.set(module, [...(jobs.get(module) ?? []), m[1]]);
  }
  // The mail job's worker is built before the push: find it by the module's function name.
  for (const [fn, module] of owner) {
    const named = [...source.matchAll(new RegExp(`const (\\w+) = ${fn}\\(`, 'g'))].map((m) => m[1]);
    for (const local of named) {
      for (const m of source.matchAll(new RegExp(`name: '([\\w-]+)'[^\\n]*run: ${local}\\.`, 'g'))) {
        if (!(jobs.get(module) ?? []).includes(m[1])) jobs.set(module, [...(jobs.get(module) ?? []), m[1]]);
      }
    }
  }
  return jobs;
}

/** The first sentence of a file's first doc comment: what the module says it is. */
function firstSentence(source) {
  const comment = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
  return text.match(/^(.*?[.:])(\s|$)/)?.[1] ?? text;
}

function moduleSection(name, jobs, callsOf) {
  const dir = path.join(modulesDir, name);
  const tables = [...read(path.join(dir, 'schema.ts')).matchAll(/pgTable\(\s*'([\w]+)'/g)].map((m) => m[1]);
  const sqlFiles = filesUnder(path.join(dir, 'sql')).filter((f) => f.endsWith('.sql'));
  const views = [];
  const functions = [];
  for (const file of sqlFiles) {
    const text = read(file);
    views.push(...[...text.matchAll(/create\s+or\s+replace\s+view\s+([\w.]+)/gi)].map((m) => m[1]));
    functions.push(...[...text.matchAll(/create\s+or\s+replace\s+function\s+([\w.]+)/gi)].map((m) => m[1]));
    if (/create\s+(or\s+replace\s+)?trigger\s+(\w+)/i.test(text))
      functions.push(`trigger ${text.match(/create\s+(?:or\s+replace\s+)?trigger\s+(\w+)/i)[1]}`);
  }
  const uses = sorted(
    filesUnder(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('test-fixtures.ts'))
      .flatMap((f) => [...read(f).matchAll(/from '\.\.\/([\w-]+)\/index\.ts'/g)].map((m) => m[1]))
      .filter((other) => other !== name),
  );
  const calls = { player: sorted(callsOf.get(name)?.player ?? []), staff: sorted(callsOf.get(name)?.staff ?? []) };
  const summary = firstSentence(read(path.join(dir, 'index.ts')));
  return [
    `### ${name}`,
    '',
    ...(summary ? [summary, ''] : []),
    `- tables: ${code(sorted(tables))}`,
    `- views it publishes: ${code(sorted(views))}`,
    `- SQL functions: ${code(sorted(functions))}`,
    `- player calls (${calls.player.length}): ${code(calls.player)}`,
    `- operator calls (${calls.staff.length}): ${code(calls.staff)}`,
    `- jobs: ${code(jobs.get(name) ?? [])}`,
    `- calls modules: ${uses.length ? uses.map((u) => `[${u}](#${u})`).join(', ') : '—'}`,
    '',
  ].join('\n');
}

export async function moduleMap() {
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const jobs = jobsByModule();
  const calls = await callsByModule();
  return [START, '', ...names.map((name) => moduleSection(name, jobs, calls)), END].join('\n');
}

export async function updatedArchitecture() {
  const doc = read(docPath);
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < 0) throw new Error(`docs/ARCHITECTURE.md has no module-map markers (${START} … ${END})`);
  return doc.slice(0, a) + (await moduleMap()) + doc.slice(b + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const next = await updatedArchitecture();
  if (process.argv.includes('--check')) {
    if (next !== read(docPath)) {
      console.error('docs/ARCHITECTURE.md: the module map is out of date; run npm run docs:modules');
      process.exit(1);
    }
  } else {
    writeFileSync(docPath, next);
  }
}
