'use client';

import { X } from 'lucide-react';

import { dismissToast, pauseToast, resumeToast, useCurrentToast, type ToastVariant } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  success: 'border-success/40 bg-success-soft text-foreground',
  destructive: 'border-destructive bg-destructive text-white',
};

/**
 * The site-wide toast layer, mounted once in the root layout: one toast at a time at the bottom of
 * the screen, clear of the sticky header. The live region is in the HTML from the start and stays
 * (a region added together with its text is not announced), so screen readers hear each new toast;
 * the close button sits outside it, so its label is not read out with the message. Classes are
 * joined by hand: importing lib/utils here put tailwind-merge (8.5 KiB gzip) on every page.
 */
export function ToastLayer() {
  const current = useCurrentToast();
  const variant = current?.variant ?? 'default';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:justify-end">
      <div
        data-slot={current ? 'toast' : undefined}
        data-variant={current ? variant : undefined}
        onPointerEnter={current ? () => pauseToast(current.id) : undefined}
        onPointerLeave={current ? () => resumeToast(current.id) : undefined}
        onFocus={current ? () => pauseToast(current.id) : undefined}
        onBlur={current ? () => resumeToast(current.id) : undefined}
        className={
          current ? `relative w-full max-w-sm pointer-events-auto rounded-lg border p-4 pr-12 shadow-lg ${variantClasses[variant]}` : 'relative w-full max-w-sm'
        }
      >
        <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-1">
          {current ? (
            <>
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description ? <p className="text-sm opacity-90">{current.description}</p> : null}
            </>
          ) : null}
        </div>
        {current ? (
          <button
            type="button"
            aria-label="Stäng avisering"
            onClick={() => dismissToast(current.id)}
            className="absolute top-2 right-2 rounded-md p-2 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
