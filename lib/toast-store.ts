/**
 * The site's one toast (docs/architecture.md, "Screens": toasts stacked, stayed and covered the header).
 * At most one is shown: a new toast replaces the old one, and each closes by itself after
 * TOAST_DURATION_MS. While the reader points at it or has focus in it the countdown stops and
 * starts again from the full duration when they leave, so nobody loses a message mid-read.
 * Plain TypeScript: the React hook and the rendering live in components/ui/.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 4000;

let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(next: ToastItem | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function stopTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function startTimer(id: number): void {
  stopTimer();
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

/** Shows `input` in place of any toast on screen; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit({ ...input, id });
  startTimer(id);
  return id;
}

/** Closes the toast `id` (a toast already replaced or closed is left alone). */
export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  stopTimer();
  emit(null);
}

/** Stops the countdown of the toast `id` (pointer over it, or focus inside it). */
export function pauseToast(id: number): void {
  if (current?.id === id) stopTimer();
}

/** Restarts the full countdown of the toast `id`. */
export function resumeToast(id: number): void {
  if (current?.id === id && timer === undefined) startTimer(id);
}

/** The toast on screen, if any. */
export function currentToast(): ToastItem | null {
  return current;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
