'use client';

import { AlertTriangle } from 'lucide-react';
import Link from 'next/link';

import { buttonVariants } from '@/components/ui/button-variants';

/**
 * The top-level error screen (docs/rules/site-wide.md, "Errors"). Error boundaries load with every page, so this
 * uses the button styles directly rather than <Button> (Radix Slot and tailwind-merge).
 */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Något gick fel</h1>
      <p className="mt-3 text-muted-foreground">Ett oväntat fel uppstod. Vi arbetar på att lösa problemet.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Ladda om sidan
        </button>
        {/* Next.js clears the error boundary on navigation, so a client link is enough. */}
        <Link href="/" className={buttonVariants({ variant: 'outline' })}>
          Gå till startsidan
        </Link>
      </div>
    </div>
  );
}
