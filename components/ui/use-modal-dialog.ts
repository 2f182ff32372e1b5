'use client';

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

import { cycleFocus, focusables } from '@/lib/dom/focus-cycle';

/**
 * A native <dialog> opened as a modal while the component is mounted (the cookie settings, the
 * error report): showModal() on mount, focus on the first element `focusSelector` finds, Tab and
 * Shift+Tab kept inside (lib/dom/focus-cycle.ts); on unmount it closes and gives focus back to
 * whatever had it when the dialog opened.
 */
export function useModalDialog(focusSelector: string): {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
} {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>(focusSelector)?.focus();
    return () => {
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [focusSelector]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current) cycleFocus(event.nativeEvent, focusables(ref.current));
  };
  return { ref, onKeyDown };
}
