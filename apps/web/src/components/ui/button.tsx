import clsx from 'clsx';
import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  // Dark text on gold: 10:1.
  primary:
    'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow hover:from-gold-200 hover:to-gold-400 font-semibold',
  secondary: 'border border-gold-400/70 text-gold-300 hover:bg-gold-400/10 hover:text-gold-200 font-semibold',
  ghost: 'text-fg-muted hover:bg-white/5 hover:text-fg',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

type Handler = (...args: unknown[]) => unknown;

/**
 * `asChild`: the one child element gets the button's props, as Radix's Slot does (class names
 * joined, event handlers both called, the child's first; the child's other props win) — without
 * shipping @radix-ui/react-slot to every page.
 */
function withButtonProps(child: ReactElement<Record<string, unknown>>, props: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...props, ...child.props };
  for (const [name, value] of Object.entries(props)) {
    const own = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (own as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
    } else if (name === 'className') {
      merged.className = clsx(value as string, own as string | undefined);
    } else if (name === 'style') {
      merged.style = { ...(value as object), ...(own as object | undefined) };
    }
  }
  return cloneElement(child, merged);
}

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return clsx(
    'inline-flex items-center justify-center rounded-full whitespace-nowrap transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) {
    const { children, ...rest } = props;
    return isValidElement<Record<string, unknown>>(children)
      ? withButtonProps(children, { ...rest, className: buttonClass(variant, size, className) })
      : null;
  }
  return <button type={type ?? 'button'} className={buttonClass(variant, size, className)} {...props} />;
}
