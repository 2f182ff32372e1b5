import Link from 'next/link';

import { OperatorLine } from '@/components/content/operator-details';
import { footerNav } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

import { Logo } from './logo';

/** The year of the build (decisions.md: not a fixed 2024); the export is rebuilt at least yearly. */
const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{siteConfig.description}</p>
          <p className="text-sm">
            <a href={`mailto:${siteConfig.contactEmail}`} className="font-medium text-primary hover:underline">
              {siteConfig.contactEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Sidfot">
          <ul className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {footerNav().map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-muted-foreground hover:text-primary hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto max-w-6xl space-y-1 px-4 py-4">
          <p className="text-sm text-muted-foreground">
            © {BUILD_YEAR} {siteConfig.name}. Oberoende jämförelse av elavtal i Sverige.
          </p>
          <OperatorLine operator={siteConfig.operator} />
        </div>
      </div>
    </footer>
  );
}
