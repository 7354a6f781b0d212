import type { TContentWarning } from '@amigo/contract';
import { MODELS } from '@amigo/games';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/**
 * Finds the machines a content item names that are not on the hall floor (issue 17: a notice
 * announced a "Neon Seven" that the hall never had). It answers warnings, never refusals: the
 * operator may be writing ahead of a machine's arrival, and only they know.
 *
 * Three kinds of mention are recognised, in every content language:
 * 1. The catalogue's model names (all seven languages, and their codes): the model must have at
 *    least one machine in service on the floor.
 * 2. Machine numbers ("No. 12", "#12", "12番台", "12号机", "12號機", "12번 기계", "máy số 12",
 *    "makina 12"): that machine must exist on the floor.
 * 3. Names that are not in the catalogue but are written the way a machine is introduced: quoted
 *    next to a machine word (新機種「…」, 新机台「…」, the "…" slot), after "new machine:" or
 *    新機種, or before "series" / シリーズ / 시리즈. Such a name must be a known model's name.
 *
 * Plain words are not guessed at: a name with no machine word near it is not read as a machine.
 */

export type ContentSuffix = 'Jp' | 'En' | 'Zh' | 'ZhTW';
const SUFFIXES: readonly ContentSuffix[] = ['Jp', 'En', 'Zh', 'ZhTW'];

/** What is on the floor now: machine numbers (any status) and the models with a machine in service. */
export interface FloorForMentions {
  machineIds: ReadonlySet<number>;
  modelsInService: ReadonlySet<string>;
}

export interface ContentTexts {
  title: Partial<Record<ContentSuffix, string>>;
  body: Partial<Record<ContentSuffix, string>>;
}

/** Lower case, compatibility forms folded, spaces, punctuation and symbols dropped: "Neon・Seven" = "neonseven". */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

interface KnownName {
  normalized: string;
  modelCode: string;
  display: string;
}

/** Every way the catalogue writes a model: its names, the names without their bracketed part, its code. */
const KNOWN_NAMES: readonly KnownName[] = MODELS.flatMap((model) => {
  // Names before the code, so that where "Golden Seven" and "golden-seven" read the same, the name is reported.
  const forms = new Set<string>();
  for (const name of Object.values(model.names)) {
    forms.add(name);
    forms.add(name.replace(/\s*[(（][^)）]*[)）]\s*$/u, ''));
  }
  forms.add(model.code);
  return [...forms]
    .map((display) => ({ normalized: normalizeName(display), modelCode: model.code, display }))
    .filter((known) => known.normalized.length >= 2);
});

function isKnownName(candidate: string): boolean {
  const normalized = normalizeName(candidate);
  return KNOWN_NAMES.some((known) => normalized.includes(known.normalized) || known.normalized.includes(normalized));
}

/** The text a reader sees: cleaned like the stored item, tags replaced by spaces, entities decoded. */
function readableText(html: string): string {
  return sanitizeRichText(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Machine numbers, each pattern with the number in group 1. */
const MACHINE_NUMBER_PATTERNS: readonly RegExp[] = [
  /\bNo\.\s?(\d{1,7})\b/giu,
  /#\s?(\d{1,7})\b/gu,
  /\b(?:machine|slot|unit)\s+(\d{1,7})\b/giu,
  /(\d{1,7})\s*番(?:台|機)/gu,
  /(\d{1,7})\s*[号號](?:机台|機台|机|機|台)/gu,
  /第\s*(\d{1,7})\s*[号號]?\s*(?:机台|機台|台)/gu,
  /(\d{1,7})\s*번\s*(?:기계|머신|기기|대)/gu,
  /\bmáy\s+(?:số\s+)?(\d{1,7})\b/giu,
  /\bmakina\s+(?:blg\.?\s*|bilang\s+)?(\d{1,7})\b/giu,
];

/** Words that say "a machine" in the seven languages; generic words (game, 游戏, ゲーム) are left out on purpose. */
const MACHINE_WORD =
  /(?:新機種|機種|新台|番台|マシン|スロット|パチスロ|パチンコ|新机台|新機台|机台|機台|老虎机|老虎機|弹珠机|彈珠機|柏青哥|기종|기계|머신|슬롯|파친코|파치슬롯|\bmachines?\b|\bslots?\b|\bpachinko\b|\bpachislot\b|\bmodels?\b|\bmáy\b|\bmakina\b)/iu;

const QUOTED = /[「『“"《〈]([^「『“"《〈」』”"》〉]{1,40})[」』”"》〉]/gu;
/**
 * How close (in characters) a machine word must be to a quoted name to make it a machine's name:
 * next to it, in the same clause ("新機種「…」", "「…」という新台", "the “…” slot").
 */
const QUOTE_NEIGHBOURHOOD = 8;
const CLAUSE_END = /[。．.!?！？、,，;；]/u;

const LATIN_NAME = String.raw`[A-Z][\p{L}\d'’-]*(?:[ ・][A-Z\d][\p{L}\d'’-]*)*`;
const KATAKANA_NAME = String.raw`[\p{Script=Katakana}ー・]{2,}`;
const INTRODUCED_NAME_PATTERNS: readonly RegExp[] = [
  // "New machine: Neon Seven", "our new slot called Neon Seven", "Bagong makina: …", "Máy mới: …"
  new RegExp(
    String.raw`\b(?:[Mm]achine|[Ss]lot|[Pp]achinko|[Pp]achislot|[Mm]odel|[Mm]akina|[Mm]áy(?: mới)?)\s*(?:[:：]|called|named|na tinatawag na)\s*(${LATIN_NAME})`,
    'gu',
  ),
  // 新機種ネオン・セブン, 新台：Neon Seven
  new RegExp(String.raw`(?:新機種|新台)\s*[:：]?\s*(${KATAKANA_NAME}|${LATIN_NAME})`, 'gu'),
  // "the Neon series", ネオンシリーズ, 네온 시리즈
  new RegExp(String.raw`(${LATIN_NAME})\s+series\b`, 'gu'),
  new RegExp(String.raw`(${KATAKANA_NAME})\s*シリーズ`, 'gu'),
  /([가-힣]{2,}(?:\s[가-힣]{2,})?)\s*시리즈/gu,
];

function quotedMachineNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(QUOTED)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text
      .slice(Math.max(0, start - QUOTE_NEIGHBOURHOOD), start)
      .split(CLAUSE_END)
      .at(-1)!;
    const after = text.slice(end, end + QUOTE_NEIGHBOURHOOD).split(CLAUSE_END)[0]!;
    if (MACHINE_WORD.test(before) || MACHINE_WORD.test(after)) names.push(match[1]!.trim());
  }
  return names;
}

/** Catalogue models named in the text; a name inside a longer name counts only as the longer one. */
function namedModels(text: string): Array<{ modelCode: string; display: string }> {
  const normalized = normalizeName(text);
  const hits: Array<{ start: number; end: number; known: KnownName }> = [];
  for (const known of KNOWN_NAMES) {
    for (let at = normalized.indexOf(known.normalized); at >= 0; at = normalized.indexOf(known.normalized, at + 1)) {
      hits.push({ start: at, end: at + known.normalized.length, known });
    }
  }
  const covers = (other: (typeof hits)[number], hit: (typeof hits)[number], otherIndex: number, hitIndex: number) =>
    other.start <= hit.start &&
    other.end >= hit.end &&
    // A longer name wins; of two names on the same span, the first listed.
    (other.end - other.start > hit.end - hit.start || (other.end - other.start === hit.end - hit.start && otherIndex < hitIndex));
  return hits
    .filter(
      (hit, hitIndex) => !hits.some((other, otherIndex) => otherIndex !== hitIndex && covers(other, hit, otherIndex, hitIndex)),
    )
    .map((hit) => ({ modelCode: hit.known.modelCode, display: hit.known.display }));
}

/** The warnings for one piece of text (a title or a body in one language). */
function warningsForText(text: string, floor: FloorForMentions): string[] {
  const names: string[] = [];
  for (const { modelCode, display } of namedModels(text)) {
    if (!floor.modelsInService.has(modelCode)) names.push(display);
  }
  for (const pattern of MACHINE_NUMBER_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!floor.machineIds.has(Number(match[1]))) names.push(match[0].trim());
    }
  }
  const introduced = [
    ...quotedMachineNames(text),
    ...INTRODUCED_NAME_PATTERNS.flatMap((p) => [...text.matchAll(p)].map((m) => m[1]!.trim())),
  ];
  for (const name of introduced) {
    if (normalizeName(name).length >= 2 && !isKnownName(name)) names.push(name);
  }
  return names;
}

/**
 * Every machine an item's titles and bodies name that is not on the floor, once per name and
 * field (`title.En`, `body.Jp`…), in field order.
 */
export function findUnknownMachines(item: ContentTexts, floor: FloorForMentions): TContentWarning[] {
  const warnings: TContentWarning[] = [];
  for (const part of ['title', 'body'] as const) {
    for (const suffix of SUFFIXES) {
      const raw = item[part][suffix] ?? '';
      if (!raw.trim()) continue;
      const seen = new Set<string>();
      for (const name of warningsForText(readableText(raw), floor)) {
        const key = normalizeName(name);
        if (seen.has(key)) continue;
        seen.add(key);
        warnings.push({ kind: 'UNKNOWN_MACHINE', name, field: `${part}.${suffix}` });
      }
    }
  }
  return warnings;
}
