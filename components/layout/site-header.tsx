import { COMPARE_PATH } from '@/lib/paths';
import { headerNav } from '@/lib/routes';

import { HeaderNav } from './header-nav';
import { Logo } from './logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <HeaderNav entries={headerNav()} cta={{ href: COMPARE_PATH, label: 'Jämför nu' }} />
      </div>
    </header>
  );
}
