'use client';

import { useEffect } from 'react';

import { ErrorScreen } from '@/components/errors/error-screen';

/** Any unexpected error inside a page: the site's header and footer stay, the page shows the error screen. */
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
