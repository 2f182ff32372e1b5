/**
 * Button styles on their own, so links styled as buttons (header, footer, server components)
 * do not pull the Button component's Radix Slot and tailwind-merge into every page's JS. A plain
 * lookup rather than class-variance-authority: the header, the cookie banner and the error screen
 * use it on every page, and cva added 0,4 KiB gzip to each of them (the header's menus
 * had to fit in the content pages' 185 KiB). The focus ring comes from app/globals.css.
 */

const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  outline: 'border border-border bg-background text-foreground hover:bg-muted',
  secondary: 'bg-muted text-foreground hover:bg-slate-200',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  inverted: 'bg-white text-primary hover:bg-primary-soft',
} as const;

const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

/** The classes of a button look; the caller's own classes go after them (no conflict resolution). */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${BASE} ${VARIANTS[variant ?? 'default']} ${SIZES[size ?? 'default']}`;
}
