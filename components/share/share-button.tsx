'use client';

import { Share2 } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';

import { shareOrCopy } from './share-or-copy';

/** 'Dela' on articles and guides: the page's title and address through the share sheet or the clipboard. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={() =>
        shareOrCopy({
          title,
          text,
          url: window.location.href,
          copiedDescription: 'Länken till artikeln har kopierats till urklipp',
          manualHint: 'Kopiera adressen i webbläsarens adressfält.',
        })
      }
    >
      <Share2 aria-hidden="true" />
      Dela
    </button>
  );
}
