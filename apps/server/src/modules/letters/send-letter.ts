import type { Db } from '../../db/client.ts';
import { broadcastLetters, letters } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { plainText, sanitizeRichText } from '../content/index.ts';
import { LETTER_TEMPLATES, type LetterCategory, type LetterParams, type LetterTemplate } from './letter-templates.ts';

type Suffix = 'Jp' | 'En' | 'Zh' | 'ZhTW';
export type LetterAudience = 'all' | 'agents' | 'players';

/** What a letter says: a system template with its parameters, or text an operator wrote in the four languages. */
export type LetterContent =
  | { template: LetterTemplate; params?: LetterParams }
  | { category: LetterCategory; title: Partial<Record<Suffix, string>>; body: Partial<Record<Suffix, string>> };

export interface SendLetterInput {
  /** One member, or every member of an audience who has an account when it is sent. */
  to: { userId: bigint } | { audience: LetterAudience };
  content: LetterContent;
  /** The event that sends it, e.g. `deposit:<orderSn>`: sending again with the same key does nothing. */
  dedupeKey?: string;
  now?: Date;
}

const MAX_TITLE = 200;
const MAX_BODY = 20_000;
const SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;

type LetterBody = Omit<typeof letters.$inferInsert, 'userId' | 'audience' | 'dedupeKey'>;

/**
 * The one way to send a station letter (other modules call it from their own transaction, so
 * the letter exists exactly when the event does). Written letters are cleaned like content.
 * Answers whether a letter was written (false for a repeated dedupeKey).
 */
export async function sendLetter(db: Db, input: SendLetterInput): Promise<{ sent: boolean; id: string | null }> {
  const content = input.content;
  const values: LetterBody = {
    category: 'template' in content ? LETTER_TEMPLATES[content.template].category : content.category,
    sentAt: input.now ?? new Date(),
  };
  if ('template' in content) {
    values.template = content.template;
    values.params = content.params ?? {};
  } else {
    for (const suffix of SUFFIXES) {
      const title = plainText(content.title[suffix] ?? '');
      const body = sanitizeRichText(content.body[suffix] ?? '');
      if (title.length > MAX_TITLE) throw tooLong(`title.${suffix}`, MAX_TITLE);
      if (body.length > MAX_BODY) throw tooLong(`body.${suffix}`, MAX_BODY);
      values[`title${suffix}`] = title;
      values[`body${suffix}`] = body;
    }
    if (!values.titleJp && !values.titleEn) {
      throw new AppError('INVALID_INPUT', { field: 'title', messageKey: 'validation.required', params: { field: 'title' } });
    }
  }
  const dedupeKey = input.dedupeKey ?? null;
  // A member's letter is on their shard, deduplicated per member; a broadcast is one row of the reference table.
  const [row] =
    'userId' in input.to
      ? await db
          .insert(letters)
          .values({ ...values, userId: input.to.userId, audience: 'member', dedupeKey })
          .onConflictDoNothing()
          .returning({ id: letters.id })
      : await db
          .insert(broadcastLetters)
          .values({ ...values, audience: input.to.audience, dedupeKey })
          .onConflictDoNothing()
          .returning({ id: broadcastLetters.id });
  return { sent: Boolean(row), id: row ? String(row.id) : null };
}

function tooLong(field: string, max: number) {
  return new AppError('INVALID_INPUT', { field, messageKey: 'validation.tooLong', params: { field, max } });
}
