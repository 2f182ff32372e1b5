'use client';

import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';

import { dismissToast, pauseToast, resumeToast, useCurrentToast, type ToastVariant } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-background text-foreground',
  success: 'border-success/40 bg-success-soft text-foreground',
  destructive: 'border-destructive bg-destructive text-white',
};

/** True when the two boxes overlap. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The site-wide toast layer, mounted once in the root layout: one toast at a time, small, at the
 * bottom of the screen (on a phone a large toast covered the result
 * and its buttons for four seconds). A toast never covers what has focus: the button that was
 * just pressed, or a result heading a flow moved focus to; when it would, it shows at the top,
 * below the sticky header, instead. The live region is in the HTML from the start and stays (a
 * region added together with its text is not announced), so screen readers hear each new toast;
 * the close button sits outside it, so its label is not read out with the message. Classes are
 * joined by hand: importing lib/utils here put tailwind-merge (8.5 KiB gzip) on every page.
 */
export function ToastLayer() {
  const current = useCurrentToast();
  const variant = current?.variant ?? 'default';
  const boxRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  const id = current?.id;

  // Placed before the toast is painted: where it would sit at the bottom (1 rem up), moved to the top
  // if that would hide the focus.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const focused = document.activeElement;
    if (id === undefined || !box) return;
    const { x, width, height } = box.getBoundingClientRect();
    const atBottom = new DOMRect(x, window.innerHeight - 16 - height, width, height);
    const covers = focused instanceof HTMLElement && focused !== document.body && overlaps(atBottom, focused.getBoundingClientRect());
    setTop(covers);
  }, [id]);

  return (
    <div
      data-toast-placement={top && current ? 'top' : 'bottom'}
      className={`pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4 sm:justify-end ${
        top && current ? 'top-20' : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]'
      }`}
    >
      <div
        ref={boxRef}
        data-slot={current ? 'toast' : undefined}
        data-variant={current ? variant : undefined}
        onPointerEnter={current ? () => pauseToast(current.id) : undefined}
        onPointerLeave={current ? () => resumeToast(current.id) : undefined}
        onFocus={current ? () => pauseToast(current.id) : undefined}
        onBlur={current ? () => resumeToast(current.id) : undefined}
        className={
          current
            ? `pointer-events-auto relative w-full max-w-sm rounded-lg border py-2.5 pr-12 pl-4 shadow-lg ${variantClasses[variant]}`
            : 'relative w-full max-w-sm'
        }
      >
        <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-0.5">
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
            className="absolute top-1/2 right-1 flex size-11 -translate-y-1/2 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
