import type { Language } from '@amigo/contract';
import { catalogues, type Messages } from './messages/index.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the server catalogue, e.g. `errors.NOT_FOUND`. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;

/** Looks a message up in the request's language (ja-JP when missing) and fills `{{name}}` placeholders. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = lookup(catalogues[lang], key) ?? lookup(catalogues['ja-JP'], key) ?? key;
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
