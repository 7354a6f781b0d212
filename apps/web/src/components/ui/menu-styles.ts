/** Shared look of Radix dropdown menus (language selector, user menu). */
export const menuContentClass =
  'panel z-50 min-w-48 bg-night-850 p-1.5 shadow-2xl shadow-black/50 data-[state=open]:animate-fade-in';

export const menuItemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-fg-muted outline-none select-none ' +
  'data-[highlighted]:bg-white/10 data-[highlighted]:text-fg data-[state=checked]:text-gold-300';

export const menuLabelClass = 'px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-fg-subtle';

export const menuSeparatorClass = 'my-1.5 h-px bg-line';
