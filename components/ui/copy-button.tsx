'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { cx } from '@/lib/class-names';

/** The outline button's look at a small size: 44 px tall on a phone, 36 px from sm. */
const COPY_BUTTON =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-border bg-background px-2.5 text-xs font-semibold text-foreground transition-colors hover:bg-muted sm:min-h-9 [&_svg]:size-3.5 [&_svg]:shrink-0';

/** How long 'Kopierat' shows after a copy, ms. */
export const COPIED_MS = 2500;

/**
 * 'Kopiera' beside a value the visitor types elsewhere: one tap puts `value` on the clipboard and
 * the button says 'Kopierat' for a moment (a polite live region says it to a screen reader too).
 * A browser that refuses the clipboard, or has none, changes nothing: the value stays on screen to
 * copy by hand.
 */
export function CopyButton({ value, name, className }: { value: string; /** 'postnumret', read after 'Kopiera'. */ name: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <>
      <button type="button" onClick={() => void copy()} data-copied={copied || undefined} className={cx(COPY_BUTTON, className)}>
        {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
        {copied ? 'Kopierat' : 'Kopiera'}
        <span className="sr-only"> {name}</span>
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? `Kopierat: ${value}` : ''}
      </span>
    </>
  );
}
