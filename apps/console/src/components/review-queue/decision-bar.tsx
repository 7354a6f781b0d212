import type { ReactNode } from 'react';
import { ConfirmAction, InputAction, ReasonAction } from '../decision-forms.tsx';
import { Button } from '../ui.tsx';

/**
 * One decision an item offers, as its queue configures it: `go` decides at once (only for
 * decisions that move no money: a KYC or agent approval), `reason` asks for a written reason,
 * `value` for one typed value (a txid), `confirm` for an explicit confirmation, and `custom` draws
 * a form of its own (a return address, a payment's reference and day). A decision that moves coins
 * is never `go`: it passes `details` (ConfirmDetails: amount, member, what happens to the coins),
 * shown in the form before the operator confirms.
 */
export type QueueDecision<Input> =
  | { kind: 'go'; label: string; input: Input }
  | { kind: 'reason'; label: string; confirmLabel: string; toInput: (reason: string) => Input; details?: ReactNode }
  | {
      kind: 'value';
      label: string;
      fieldLabel: string;
      confirmLabel: string;
      maxLength: number;
      toInput: (value: string) => Input;
      details?: ReactNode;
    }
  | {
      kind: 'confirm';
      label: string;
      question: string;
      confirmLabel: string;
      input: Input;
      details?: ReactNode;
      /** `primary` for a decision that goes forward (approve, credit), `danger` (default) for one that undoes. */
      tone?: 'primary' | 'danger';
    }
  | { kind: 'custom'; key: string; render: (controls: DecisionControls<Input>) => ReactNode };

export interface DecisionControls<Input> {
  busy: boolean;
  decide: (input: Input) => void;
  /** Forget the last refusal (the operator is correcting what was refused). */
  reset: () => void;
}

/**
 * The decisions of one item side by side, after `children` when given (a card's own buttons); nothing
 * at all when there is neither (a decided row).
 */
export function DecisionBar<Input>({
  decisions,
  className = 'flex flex-wrap gap-1.5',
  children,
  ...controls
}: { decisions: QueueDecision<Input>[]; className?: string; children?: ReactNode } & DecisionControls<Input>) {
  if (decisions.length === 0 && !children) return null;
  return (
    <div className={className}>
      {children}
      {decisions.map((decision) => (
        <Decision key={decision.kind === 'custom' ? decision.key : decision.label} decision={decision} {...controls} />
      ))}
    </div>
  );
}

function Decision<Input>({ decision, busy, decide, reset }: { decision: QueueDecision<Input> } & DecisionControls<Input>) {
  switch (decision.kind) {
    case 'go':
      return (
        <Button variant="primary" disabled={busy} onClick={() => decide(decision.input)}>
          {decision.label}
        </Button>
      );
    case 'reason':
      return (
        <ReasonAction
          label={decision.label}
          confirmLabel={decision.confirmLabel}
          details={decision.details}
          busy={busy}
          onSubmit={(reason) => decide(decision.toInput(reason))}
        />
      );
    case 'value':
      return (
        <InputAction
          label={decision.label}
          fieldLabel={decision.fieldLabel}
          confirmLabel={decision.confirmLabel}
          details={decision.details}
          maxLength={decision.maxLength}
          busy={busy}
          onSubmit={(value) => decide(decision.toInput(value))}
        />
      );
    case 'confirm':
      return (
        <ConfirmAction
          label={decision.label}
          question={decision.question}
          confirmLabel={decision.confirmLabel}
          details={decision.details}
          tone={decision.tone}
          busy={busy}
          onConfirm={() => decide(decision.input)}
        />
      );
    case 'custom':
      return decision.render({ busy, decide, reset });
  }
}
