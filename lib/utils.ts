import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * The one class-name joiner (clsx, 0.3 KiB gzip), without conflict resolution. Client islands and
 * primitives that load on every page use it directly: tailwind-merge adds about 8.7 KiB gzip
 * (measured with esbuild --minify, tailwind-merge 3.7) to each page that imports `cn`. Callers
 * must not pass classes that conflict with the component's own.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** `cx`, then later Tailwind utilities win over earlier ones (shadcn's `cn`), for server components. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(cx(inputs));
}
