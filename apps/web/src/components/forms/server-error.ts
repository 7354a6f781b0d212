import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../../lib/toast/toast.ts';
import { isApiError } from '../../lib/http/api-error.ts';

/**
 * Shows a failed call where it belongs: on the field the server named (data.field), focused,
 * or as a toast when the problem is not about one field of this form. Forms call the API
 * with `silent: true` so nothing is shown twice.
 */
export function showServerError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly Path<T>[]): void {
  if (!isApiError(error)) {
    toast.error(error instanceof Error ? error.message : String(error));
    return;
  }
  if (error.reason === 'CANCELED') return;
  const field = fields.find((name) => name === error.field);
  if (field) {
    form.setError(field, { type: 'server', message: error.msg }, { shouldFocus: true });
    return;
  }
  toast.error(error.msg, { id: `api-error:${error.msg}` });
}
