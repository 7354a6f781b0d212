import { Slot } from '@radix-ui/react-slot';
import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

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
  if (asChild) return <Slot className={buttonClass(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClass(variant, size, className)} {...props} />;
}
