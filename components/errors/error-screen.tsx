'use client';

import { AlertTriangle } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The top-level error screen of spec section 8. */
export function ErrorScreen() {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Något gick fel</h1>
      <p className="mt-3 text-muted-foreground">Ett oväntat fel uppstod. Vi arbetar på att lösa problemet.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Ladda om sidan</Button>
        {/* A full load, not client navigation: the app state that failed is left behind. */}
        <Button variant="outline" asChild>
          <a href="/">Gå till startsidan</a>
        </Button>
      </div>
    </div>
  );
}
