import { CalculatorCta } from '@/components/editorial/calculator-cta';
import { ArticleMeta } from '@/components/editorial/article-meta';
import { ProseHtml } from '@/components/editorial/prose-html';
import { SchoolNav } from '@/components/editorial/school-nav';
import { LearnSections } from '@/components/editorial/learn-sections';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { getSchool, renderSchool, SCHOOL_PATH } from '@/lib/content/editorial';
import { getOverviewPages } from '@/lib/content/pages';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const school = getSchool();
/** Drawn by npm run images (scripts/lib/article-images.ts). */
const SCHOOL_IMAGE = '/images/el-avtals-skolan.svg';

export const metadata = pageMetadata({
  path: SCHOOL_PATH,
  title: school.seoTitle,
  description: school.description,
  keywords: getOverviewPages().school.keywords,
  openGraphType: 'article',
  publishedTime: school.publishDate,
  modifiedTime: school.updatedDate,
});

/**
 * /el-avtals-skolan: eight anchored sections (docs/rules/editorial.md). Structured data is an Article:
 * Google's Course rich results need offers and course instances (schedule, mode) that a free
 * reading guide does not have, and inventing them would be false; Article fits what the page is.
 */
export default function SchoolPage() {
  const { introHtml, sections } = renderSchool(school);
  return (
    <PageContainer>
      <JsonLd
        data={articleJsonLd({
          path: SCHOOL_PATH,
          headline: school.title,
          description: school.description,
          image: SCHOOL_IMAGE,
          datePublished: school.publishDate,
          dateModified: school.updatedDate,
          author: school.author,
          wordCount: school.wordCount,
        })}
      />
      <PageHeader path={SCHOOL_PATH} currentLabel={school.title} title={school.title}>
        <div className="mt-4">
          <ArticleMeta author={school.author} publishDate={school.publishDate} updatedDate={school.updatedDate} readTimeMinutes={school.readTimeMinutes} />
        </div>
        <ProseHtml html={introHtml} className="mt-4 text-lg" />
      </PageHeader>
      <div className="mt-6">
        <LearnSections current={SCHOOL_PATH} />
      </div>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <SchoolNav items={sections.map((section) => ({ id: section.id, label: section.navLabel }))} />
        </aside>
        <div className="max-w-3xl min-w-0 space-y-14">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-rubrik`} className="scroll-mt-24">
              <SectionHeading id={`${section.id}-rubrik`} className="sm:text-3xl">
                <span className="text-muted-foreground">{index + 1}. </span>
                {section.title}
              </SectionHeading>
              <ProseHtml html={section.html} className="mt-4" />
            </section>
          ))}
          <CalculatorCta withCompare />
        </div>
      </div>

      <div className="mt-16">
        <ToolsLinks currentPath={SCHOOL_PATH} />
      </div>
    </PageContainer>
  );
}
