import type { z } from 'zod';
import type { MessageKey, MessageParams } from './i18n.ts';

/**
 * Turns the first zod issue of a rejected request into a message key that names the field,
 * so the client can show e.g. "pageSize は 100 以下で入力してください".
 */
export function describeIssue(issue: z.core.$ZodIssue): { field: string; key: MessageKey; params: MessageParams } {
  const path = issue.path.map(String).join('.');
  const field = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 5).join(', ') : path || 'body';
  const params: MessageParams = { field };
  switch (issue.code) {
    case 'invalid_type':
      if (!path && issue.expected === 'object') return { field, key: 'validation.notObject', params };
      if (issue.input === undefined) return { field, key: 'validation.required', params };
      if (issue.expected === 'int') return { field, key: 'validation.notInteger', params };
      return { field, key: 'validation.invalidType', params };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { field, key: 'validation.tooShort', params: { ...params, min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, key: 'validation.tooFewItems', params: { ...params, min } };
      return { field, key: 'validation.tooSmallNumber', params: { ...params, min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { field, key: 'validation.tooLong', params: { ...params, max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, key: 'validation.tooManyItems', params: { ...params, max } };
      return { field, key: 'validation.tooBigNumber', params: { ...params, max } };
    }
    case 'invalid_format':
      if (issue.format === 'date') return { field, key: 'validation.invalidDate', params };
      return { field, key: 'validation.invalidFormat', params };
    case 'custom': {
      // ZDateFilter (packages/contract/src/paging.ts) names the range it accepts.
      const range = dateRangeOf(issue.params);
      if (range) return { field, key: 'validation.dateOutOfRange', params: { ...params, ...range } };
      return { field, key: 'validation.invalidValue', params };
    }
    case 'unrecognized_keys':
      return { field, key: 'validation.unknownField', params };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return { field, key: 'validation.invalidValue', params };
  }
}

function dateRangeOf(params: Record<string, unknown> | undefined): { min: string; max: string } | undefined {
  const range = params?.dateRange as { min?: unknown; max?: unknown } | undefined;
  if (typeof range?.min !== 'string' || typeof range.max !== 'string') return undefined;
  return { min: range.min, max: range.max };
}
