'use client';

import { useSyncExternalStore } from 'react';

import { currentToast, subscribeToToasts, type ToastItem } from '@/lib/toast-store';

/**
 * Any client component calls `toast()`; the one <ToastLayer> in the root layout shows it at the
 * bottom of the screen (lib/toast-store.ts: one at a time, gone after a few seconds).
 */
export { dismissToast, pauseToast, resumeToast, toast, type ToastItem, type ToastVariant } from '@/lib/toast-store';

/** The toast on screen, if any (none while rendering on the server). */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribeToToasts, currentToast, () => null);
}
