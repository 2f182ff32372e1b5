import Link from 'next/link';

import { siteConfig } from '@/lib/site';

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M18 5 9 18h6l-1 9 9-13h-6l1-9Z" fill="#fde047" />
      </svg>
      <span>{siteConfig.name}</span>
    </Link>
  );
}
