import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { Benefits } from '@/components/home/benefits';
import { Hero } from '@/components/home/hero';
import { SpotPanel } from '@/components/home/spot-panel';
import { HowItWorks } from '@/components/home/how-it-works';
import { TrustFigures } from '@/components/home/trust-figures';
import { EnergyTaxNotice } from '@/components/ui/energy-tax-notice';
import { ToolsLinks } from '@/components/layout/tools-links';
import { LatestReportTeaser } from '@/components/news/latest-report-teaser';
import { getHomeContent } from '@/lib/content/pages';
import { getHomeSpotPanel } from '@/lib/content/spot-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { energyTaxNoticeProps } from '@/lib/domain/energy-tax';

const content = getHomeContent();

export const metadata = pageMetadata({ ...content, path: '/', absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <Hero hero={content.hero} aside={<SpotPanel panel={getHomeSpotPanel()} />} />
      <TrustFigures />
      <Benefits benefits={content.benefits} />
      <HowItWorks steps={content.steps} />
      <LatestReportTeaser />
      {/* One container for the article, the FAQ and the tools: left-aligned like the sections above. */}
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-14">
        <article aria-labelledby="artikel" className="max-w-3xl">
          <h2 id="artikel" className="text-3xl font-bold tracking-tight">
            {content.article.heading}
          </h2>
          <ProseSections sections={content.article.sections} headingLevel={3} />
          <EnergyTaxNotice {...energyTaxNoticeProps()} className="mt-6" />
        </article>
        <FaqSection items={content.faq} />
        <ToolsLinks currentPath="/" />
      </div>
    </>
  );
}
