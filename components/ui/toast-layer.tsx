'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useToasts } from './use-toast';

// The Radix toast UI is fetched with the first toast: content pages never show one, so they
// never pay for it.
const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

/** The site-wide toast layer, mounted once in the root layout. */
export function ToastLayer() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? <Toaster /> : null;
}
