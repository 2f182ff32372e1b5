import Link from 'next/link';

import { OperatorLine } from '@/components/content/operator-details';
import { CITIES_PATH } from '@/lib/paths';
import { footerCityNav, footerGroups, type NavItem } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { siteConfig } from '@/lib/site';

import { Logo } from './logo';
import { PrefetchOnIntent } from './prefetch-on-intent';

/** The year of the build (docs/rules/site-wide.md: not a fixed 2024); the export is rebuilt at least yearly. */
const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  const cities = footerCityNav();
  return (
    <footer className="mt-16 border-t border-border bg-muted render-later [--render-later-size:73rem] lg:[--render-later-size:30rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{siteConfig.description}</p>
          <p className="text-sm">
            <a href={`mailto:${siteConfig.contactEmail}`} className="inline-block py-1 font-medium text-primary hover:underline">
              {siteConfig.contactEmail}
            </a>
          </p>
        </div>
        <PrefetchOnIntent
          as="nav"
          aria-label="Sidfot"
          className="grid grid-cols-2 gap-x-6 gap-y-8 text-sm sm:grid-cols-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)]"
        >
          {footerGroups().map((group) => (
            <FooterLinks key={group.id} id={group.id} label={group.label} items={group.items} />
          ))}
          {cities.length > 0 ? (
            <FooterLinks
              id="sidfot-stader"
              label="Elpris i din stad"
              items={cities}
              more={{ href: CITIES_PATH, label: 'Alla kommuner' }}
              className="col-span-2 sm:col-span-1 lg:col-span-1"
              listClassName="grid-cols-2"
            />
          ) : null}
        </PrefetchOnIntent>
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

/** One titled list of footer links; `more` is an extra link set in the accent colour. */
function FooterLinks({
  id,
  label,
  items,
  more,
  className,
  listClassName,
}: {
  id: string;
  label: string;
  items: readonly NavItem[];
  more?: NavItem;
  className?: string;
  listClassName?: string;
}) {
  return (
    <div className={className}>
      <p id={id} className="mb-2 font-semibold">
        {label}
      </p>
      {/* py-1: each link at least 28 px tall, clear of the 24 px target size (WCAG 2.5.8).
          No prefetch in view: the footer holds some 30 links, and Next fetches every visible link's
          route ahead (about 120 files), so each reader who scrolls to the end would pay for pages
          they rarely open; the link a reader points at, focuses or touches is fetched then
          (PrefetchOnIntent around the footer's nav). */}
      <ul aria-labelledby={id} className={cx('grid gap-x-6 gap-y-1', listClassName)}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} prefetch={false} className="inline-block py-1 text-muted-foreground hover:text-primary hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
        {more ? (
          <li className="col-span-full">
            <Link href={more.href} prefetch={false} className="inline-block py-1 font-medium text-primary hover:underline">
              {more.label}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
