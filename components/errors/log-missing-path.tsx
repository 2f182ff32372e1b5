'use client';

import { useEffect } from 'react';

/** Logs the address that had no page (spec: the missing path is logged to the console). */
export function LogMissingPath() {
  useEffect(() => {
    console.warn('404: ingen sida finns på adressen', window.location.pathname);
  }, []);
  return null;
}
