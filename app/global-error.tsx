'use client';

import { useEffect } from 'react';

import { ErrorScreen } from '@/components/errors/error-screen';

import './globals.css';

/** An error in the root layout itself replaces the whole document, so this renders <html>. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="sv">
      <body>
        <ErrorScreen />
      </body>
    </html>
  );
}
