import { clsx, type ClassValue } from 'clsx';

/**
 * The one class-name joiner (clsx, 0.3 KiB gzip), without conflict resolution, in a module of its
 * own: the header's island loads on every page, and importing it from lib/utils.ts (which also
 * holds `cn` and so tailwind-merge) put tailwind-merge's 8.5 KiB gzip on every page of the full
 * build. Callers must not pass classes that conflict with the component's own.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
