import { CalculatorCta } from '@/components/editorial/calculator-cta';
import { GuideCard } from '@/components/editorial/guide-card';
import { LearnSections } from '@/components/editorial/learn-sections';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAllGuides, GUIDES_PATH } from '@/lib/content/editorial';
import { getOverviewPages } from '@/lib/content/pages';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = getOverviewPages().guides;

export const metadata = pageMetadata({ path: GUIDES_PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

export default function GuidesPage() {
  const guides = getAllGuides();
  const featured = guides.filter((guide) => guide.featured);
  const others = guides.filter((guide) => !guide.featured);
  return (
    <PageContainer>
      <JsonLd data={webPageJsonLd({ path: GUIDES_PATH, title: copy.title, description: copy.description })} />
      <PageHeader path={GUIDES_PATH} title={copy.h1} lead={copy.lead} />
      <div className="mt-6">
        <LearnSections current={GUIDES_PATH} />
      </div>

      <section aria-labelledby="utvalda-guider" className="mt-10">
        <SectionHeading id="utvalda-guider">Utvalda guider</SectionHeading>
        <ul className="mt-5 grid gap-6 md:grid-cols-2">
          {featured.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} featured />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="alla-guider" className="mt-12">
        <SectionHeading id="alla-guider">Alla guider</SectionHeading>
        <ul className="mt-5 grid gap-6 sm:grid-cols-2">
          {others.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </section>

      <CalculatorCta className="mt-14" />
      <div className="mt-14">
        <ToolsLinks currentPath={GUIDES_PATH} />
      </div>
    </PageContainer>
  );
}
