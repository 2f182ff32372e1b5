import Link from 'next/link';
import { ArrowRight } from 'lucide-react';

import { CalculatorForm } from '@/components/calculator/calculator-form';
import { ConsumptionGuide } from '@/components/calculator/consumption-guide';
import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAreaSources } from '@/lib/content/market';
import { getCalculatorContent } from '@/lib/content/pages';
import { getSupplierWebsites } from '@/lib/content/providers';
import { getLatestFullYearSpot } from '@/lib/content/spot-pages';
import { CALCULATOR_PATH, COMPARE_PATH } from '@/lib/paths';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

const PATH = CALCULATOR_PATH;
const content = getCalculatorContent();

export const metadata = pageMetadata({ path: PATH, title: content.title, description: content.description, keywords: content.keywords });

export default function CalculatorPage() {
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.h1, description: content.description })} />
      <PageHeader path={PATH} title={content.h1} lead={content.intro} />

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* The call to /jamfor fills the form's column, which is shorter than the guide beside it until a result shows. */}
        <div className="space-y-8">
          <section aria-label="Räkna ut din elkostnad">
            <CalculatorForm siteName={siteConfig.name} sources={getAreaSources()} websites={getSupplierWebsites()} />
          </section>
          <section aria-labelledby="jamfor-cta" className="rounded-lg bg-primary p-6 text-primary-foreground sm:p-8">
            <SectionHeading id="jamfor-cta">Hitta ett elavtal som sänker din kostnad</SectionHeading>
            <p className="mt-2 max-w-2xl">
              Se vilka elavtal som finns i ditt elområde och vad de skulle kosta för din förbrukning. Gratis och utan förpliktelser.
            </p>
            <Link href={COMPARE_PATH} className={`${buttonVariants({ variant: 'inverted', size: 'lg' })} mt-5`}>
              Jämför elpriser nu
              <ArrowRight aria-hidden="true" />
            </Link>
          </section>
        </div>
        <ConsumptionGuide guide={content.consumptionGuide} priceHint={content.priceHint} spotByArea={getLatestFullYearSpot()} />
      </div>

      <article aria-label="Om kalkylatorn" className="mt-12 max-w-3xl">
        <ProseSections sections={content.sections} />
      </article>

      <FaqSection items={content.faq} className="mt-12" />
      <div className="mt-14">
        <ToolsLinks currentPath={PATH} />
      </div>
    </PageContainer>
  );
}
