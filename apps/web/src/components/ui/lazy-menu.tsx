import {
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export interface LazyMenuProps<P extends object> {
  /** The Radix dropdown menu (its own chunk), rendered open as soon as it has loaded. */
  menu: LazyExoticComponent<ComponentType<P & { defaultOpen?: boolean }>>;
  menuProps: P;
  /** Starts loading the menu's chunk (on hover or focus, before the press). */
  preload: () => unknown;
  triggerClassName: string;
  triggerLabel?: string | undefined;
  /** The trigger's content: the same the loaded menu's trigger shows. */
  trigger: ReactNode;
}

/**
 * A dropdown menu whose Radix code loads on first use: until then its trigger is a plain button
 * that looks and announces itself the same (aria-haspopup, aria-expanded, data-state), and
 * opens the loaded menu on the same gestures as Radix's trigger (press, Enter, Space, ArrowDown).
 */
export function LazyMenu<P extends object>({
  menu: Menu,
  menuProps,
  preload,
  triggerClassName,
  triggerLabel,
  trigger,
}: LazyMenuProps<P>) {
  const [active, setActive] = useState(false);
  const open = () => {
    void preload();
    setActive(true);
  };
  const placeholder = (interactive: boolean) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={interactive ? false : true}
      aria-label={triggerLabel}
      data-state={interactive ? 'closed' : 'open'}
      className={triggerClassName}
      onPointerEnter={interactive ? () => void preload() : undefined}
      onFocus={interactive ? () => void preload() : undefined}
      onPointerDown={
        interactive
          ? (event: PointerEvent<HTMLButtonElement>) => {
              if (event.button === 0 && !event.ctrlKey) {
                event.preventDefault();
                open();
              }
            }
          : undefined
      }
      onKeyDown={
        interactive
          ? (event: KeyboardEvent<HTMLButtonElement>) => {
              if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                event.preventDefault();
                open();
              }
            }
          : undefined
      }
    >
      {trigger}
    </button>
  );
  if (!active) return placeholder(true);
  return (
    <Suspense fallback={placeholder(false)}>
      <Menu {...menuProps} defaultOpen />
    </Suspense>
  );
}
