import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones (shadcn's `cn`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names without conflict resolution. Client islands that load on every content page
 * (header, FAQ accordion) use this instead of `cn`: tailwind-merge would add ~8 KiB gzip to each
 * page. Callers must not pass classes that conflict with the component's own.
 */
export { clsx as cx };
