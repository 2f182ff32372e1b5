import Link from 'next/link';
import { ArrowRight, ArrowUp } from 'lucide-react';

import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { OptimisationDashboard } from '@/components/optimisation/optimisation-dashboard';
import { JsonLd } from '@/components/seo/json-ld';
import { DataAge } from '@/components/ui/data-age';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { getBundledDays, getSpotDataDates } from '@/lib/content/spot-prices';
import { getOptimisationContent } from '@/lib/content/pages';
import { COMPARE_PATH } from '@/lib/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';

const PATH = '/optimering';
const content = getOptimisationContent();

export const metadata = pageMetadata({ path: PATH, title: content.title, description: content.description, keywords: content.keywords });

export default function OptimisationPage() {
  const dates = getSpotDataDates();
  const { days } = getBundledDays();
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.h1, description: content.description, dateModified: dates.latestDay })} />
      <PageHeader path={PATH} title={content.h1} lead={content.intro} />

      <section aria-labelledby="din-oversikt" className="mt-8">
        <h2 id="din-oversikt" className="sr-only">
          Din översikt
        </h2>
        <OptimisationDashboard days={days} />
        <p className="mt-3 text-xs text-muted-foreground">
          Senaste dygn i vår data: <DataAge kind="spot" date={dates.latestDay} text={formatDate(dates.latestDay)} />.{' '}
          <a href={dates.sourceUrl} className="underline underline-offset-4 hover:text-primary" rel="noopener">
            {dates.attribution}
          </a>
          .
        </p>
      </section>

      <article aria-label="Om optimeringen" className="mt-12 max-w-3xl">
        <ProseSections sections={content.sections} />
      </article>

      <FaqSection items={content.faq} className="mt-12" />

      <section aria-labelledby="optimering-cta" className="mt-12 rounded-lg bg-primary p-6 text-primary-foreground sm:p-8">
        <SectionHeading id="optimering-cta">Kom igång</SectionHeading>
        <p className="mt-2 max-w-2xl">
          Välj ditt elområde och dina apparater högst upp – eller se vilka elavtal, till exempel med timpris, som finns där du bor.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href="#innehall" className={buttonVariants({ variant: 'inverted', size: 'lg' })}>
            <ArrowUp aria-hidden="true" />
            Upp till verktyget
          </a>
          <Link
            href={COMPARE_PATH}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-white bg-transparent text-white hover:bg-primary-hover')}
          >
            Jämför elavtal
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>

      <div className="mt-14">
        <ToolsLinks currentPath={PATH} />
      </div>
    </PageContainer>
  );
}
