/**
 * Keeps Tab inside an open menu or dialog (the header's phone menu, the cookie settings): past
 * the last element focus goes to the first, before the first to the last, and from anywhere else
 * into the cycle. `elements` in Tab order; hidden ones are left out. Plain DOM, no React.
 */
export function cycleFocus(event: KeyboardEvent, elements: readonly HTMLElement[]): void {
  if (event.key !== 'Tab') return;
  const cycle = elements.filter((el) => el.getClientRects().length > 0);
  const first = cycle[0];
  const last = cycle.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && cycle.includes(active);
  if (event.shiftKey ? active === first || !inside : active === last || !inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The links, buttons and fields inside `root`, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])')];
}
