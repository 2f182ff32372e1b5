import Link from 'next/link';

import { logoMark } from '@/lib/design-tokens';
import { siteConfig } from '@/lib/site';

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <svg aria-hidden="true" viewBox={`0 0 ${logoMark.size} ${logoMark.size}`} className="size-8">
        <rect width={logoMark.size} height={logoMark.size} rx={logoMark.radius} fill={logoMark.tile} />
        <path d={logoMark.bolt} fill={logoMark.boltColor} />
      </svg>
      <span>{siteConfig.name}</span>
    </Link>
  );
}
