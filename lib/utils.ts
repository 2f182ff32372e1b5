import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

import { cx } from './class-names';

/** The class-name joiner without tailwind-merge; see lib/class-names.ts. */
export { cx };

/** `cx`, then later Tailwind utilities win over earlier ones (shadcn's `cn`), for server components. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(cx(inputs));
}
