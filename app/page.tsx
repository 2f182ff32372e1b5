import { ProseSections } from '@/components/content/prose-sections';
import { FaqSection } from '@/components/faq/faq-section';
import { Benefits } from '@/components/home/benefits';
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { TrustFigures } from '@/components/home/trust-figures';
import { ToolsLinks } from '@/components/layout/tools-links';
import { LatestReportTeaser } from '@/components/news/latest-report-teaser';
import { getHomeContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const content = getHomeContent();

export const metadata = pageMetadata({ ...content, path: '/', absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <Hero hero={content.hero} />
      <TrustFigures />
      <Benefits benefits={content.benefits} />
      <HowItWorks steps={content.steps} />
      <LatestReportTeaser />
      <article aria-labelledby="artikel" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="artikel" className="text-3xl font-bold tracking-tight">
          {content.article.heading}
        </h2>
        <ProseSections sections={content.article.sections} headingLevel={3} />
      </article>
      <FaqSection items={content.faq} className="px-4 pb-14" />
      <div className="px-4 pb-6">
        <ToolsLinks currentPath="/" />
      </div>
    </>
  );
}
