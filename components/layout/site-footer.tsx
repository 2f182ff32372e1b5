import Link from 'next/link';

import { OperatorLine } from '@/components/content/operator-details';
import { CITIES_PATH } from '@/lib/cities/paths';
import { footerCityNav, footerNav } from '@/lib/routes';
import { siteConfig } from '@/lib/site';

import { Logo } from './logo';

/** The year of the build (decisions.md: not a fixed 2024); the export is rebuilt at least yearly. */
const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  const cities = footerCityNav();
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr] lg:grid-cols-[2fr_3fr_2fr]">
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
        {cities.length > 0 ? (
          <nav aria-labelledby="sidfot-stader">
            <p id="sidfot-stader" className="mb-2 text-sm font-semibold">
              Elpris i din stad
            </p>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
              {cities.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="text-muted-foreground hover:text-primary hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={CITIES_PATH} className="font-medium text-primary hover:underline">
                  Alla kommuner
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}
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
