import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** A failed call as the step shows it: on one of its fields, or above the form (`restart`: the flow is over). */
export type StepProblem = { kind: 'field' | 'form'; message: string; restart: boolean } | null;

/**
 * Reasons after which this flow cannot go on: expired or ended flow, card guesses used up,
 * steps out of order, a locked or already moved account. The member starts again from step 1.
 */
const RESTART_REASONS = new Set([
  'MIGRATION_FLOW_EXPIRED',
  'MIGRATION_TOO_MANY_ATTEMPTS',
  'MIGRATION_STEP_ORDER',
  'MIGRATION_ALREADY_DONE',
  'MIGRATION_LOCKED',
]);

/**
 * The envelope's message (already in the page's language: the calls send its Accept-Language)
 * goes on the field the server named (`data.field`, focused) or, when it is about the whole
 * flow, above the form. Never a toast: the player reads it where they are.
 */
export function stepProblem<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): StepProblem {
  if (!isApiError(error))
    return { kind: 'form', message: error instanceof Error ? error.message : String(error), restart: false };
  if (error.reason === 'CANCELED') return null;
  if (RESTART_REASONS.has(error.reason)) return { kind: 'form', message: error.msg, restart: true };
  const field = fields.find((name) => name === error.field);
  if (field) {
    form.setError(field, { type: 'server', message: error.msg }, { shouldFocus: true });
    return { kind: 'field', message: error.msg, restart: false };
  }
  return { kind: 'form', message: error.msg, restart: false };
}

/** A failed call shown above the form whatever it was about (e.g. sending a code, which has no field). */
export function formProblem(error: unknown): StepProblem {
  if (!isApiError(error))
    return { kind: 'form', message: error instanceof Error ? error.message : String(error), restart: false };
  if (error.reason === 'CANCELED') return null;
  return { kind: 'form', message: error.msg, restart: RESTART_REASONS.has(error.reason) };
}

/**
 * Where a step's problems are announced. The live region is always in the page (so screen
 * readers hear what lands in it); a form-level problem is also shown in a box, a field's
 * problem only read out (it is shown under its field, which has the focus).
 */
export function StepAlert({ problem, onRestart }: { problem: StepProblem; onRestart?: () => void }) {
  const { t } = useI18n('migration');
  return (
    <div aria-live="assertive" aria-atomic="true">
      {problem?.kind === 'form' ? (
        <div className="mb-4 rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm" data-testid="migration-error">
          <p className="flex items-start gap-2 text-fg">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
            <span>{problem.message}</span>
          </p>
          {problem.restart && onRestart ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRestart}>
              <Icon name="refresh" className="size-4" />
              {t('migration:errors.restart')}
            </Button>
          ) : null}
        </div>
      ) : problem?.kind === 'field' ? (
        <p className="sr-only">{problem.message}</p>
      ) : null}
    </div>
  );
}
