import Link from 'next/link';

import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { JsonLd } from '@/components/seo/json-ld';
import { getOverviewPages } from '@/lib/content/pages';
import { getRoutesInSection, type RouteSection } from '@/lib/routes';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/sitemap';
const copy = getOverviewPages().sitemap;

export const metadata = pageMetadata({ path: PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

const SECTIONS: readonly { section: RouteSection; heading: string }[] = [
  { section: 'main', heading: 'Huvudsidor' },
  { section: 'tools', heading: 'Verktyg och elpriser' },
  { section: 'guides', heading: 'Guider' },
  { section: 'providers', heading: 'Elleverantörer' },
  { section: 'blog', heading: 'Artiklar' },
  { section: 'news', heading: 'Energinyheter' },
  { section: 'cities', heading: 'Städer' },
  { section: 'legal', heading: 'Juridisk information' },
];

export default function Page() {
  const groups = SECTIONS.map((group) => ({ ...group, routes: getRoutesInSection(group.section) })).filter((group) => group.routes.length > 0);
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: PATH, title: copy.title, description: copy.description })} />
      <PageHeader path={PATH} title={copy.h1} lead={copy.description} />
      <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section
            key={group.section}
            aria-labelledby={`karta-${group.section}`}
            // The city list (all 290 municipalities) spans the page in columns.
            className={group.routes.length > 40 ? 'sm:col-span-2 lg:col-span-3' : undefined}
          >
            <h2 id={`karta-${group.section}`} className="text-xl font-semibold">
              {group.heading}
            </h2>
            {/* Every page of the site: a route is fetched ahead only when its link is reached for. */}
            <PrefetchOnIntent as="ul" className={group.routes.length > 40 ? 'mt-3 space-y-2 gap-x-6 sm:columns-2 lg:columns-4' : 'mt-3 space-y-2'}>
              {group.routes.map((route) => (
                <li key={route.path}>
                  <Link href={route.path} prefetch={false} className="text-primary underline-offset-4 hover:underline">
                    {route.label}
                  </Link>
                </li>
              ))}
            </PrefetchOnIntent>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
