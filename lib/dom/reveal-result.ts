/**
 * Brings a fresh result into view and tells assistive technology about it (on
 * a phone the result appeared below the fold and only a toast said anything). The
 * block scrolls smoothly unless the visitor asked for reduced motion; focus moves to the
 * result's heading (tabIndex -1) without a second jump, so a screen reader reads it next.
 */
export function revealResult(block: HTMLElement | null, heading: HTMLElement | null = block): void {
  if (!block) return;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no layout and leaves scrollIntoView out.
  if (typeof block.scrollIntoView === 'function') {
    block.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }
  heading?.focus({ preventScroll: true });
}
