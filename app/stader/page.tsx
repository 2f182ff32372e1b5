import { AreaOverviewCards } from '@/components/cities/area-overview';
import { CityFilter } from '@/components/cities/city-filter';
import { CityList } from '@/components/cities/city-list';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { CITIES_PATH } from '@/lib/paths';
import { getAreaOverviews } from '@/lib/cities/areas';
import { getAllCities, getCitiesIndexSeo, getCityGroups, getCountyCount } from '@/lib/cities/cities';
import { getCitiesCopy } from '@/lib/content/cities';
import { formatNumber } from '@/lib/format';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = getCitiesCopy().index;
const total = getAllCities().length;
const seo = getCitiesIndexSeo();

export const metadata = pageMetadata({ path: CITIES_PATH, title: seo.title, description: seo.description, keywords: seo.keywords });

export default function Page() {
  const groups = getCityGroups();
  const areas = getAreaOverviews();
  return (
    <PageContainer className="space-y-14">
      <JsonLd
        data={collectionPageJsonLd({
          path: CITIES_PATH,
          title: seo.title,
          description: seo.description,
          items: getAllCities().map((city) => ({ name: city.name, path: city.path })),
        })}
      />
      <div>
        <PageHeader path={CITIES_PATH} title={copy.h1} lead={copy.lead}>
          <p className="mt-4 font-medium" data-testid="city-total">
            {formatNumber(total)} kommuner i {formatNumber(getCountyCount())} län, grupperade efter folkmängd 31 december 2024 (SCB):{' '}
            {groups.map((g) => `${g.label.toLocaleLowerCase('sv-SE')} ${formatNumber(g.cities.length)}`).join(', ')}.
          </p>
        </PageHeader>
      </div>

      <CityFilter label={copy.filter.label} placeholder={copy.filter.placeholder}>
        <CityList groups={groups} />
      </CityFilter>

      <section aria-labelledby="elomraden" className="space-y-4">
        <SectionHeading id="elomraden">{copy.areas.heading}</SectionHeading>
        <p className="max-w-3xl text-muted-foreground">{copy.areas.intro}</p>
        <AreaOverviewCards areas={areas} />
      </section>

      {[copy.whyPerCity, copy.smallerTowns].map((block, index) => (
        <section key={block.heading} aria-labelledby={`block-${index}`} className="max-w-3xl space-y-3">
          <SectionHeading id={`block-${index}`}>{block.heading}</SectionHeading>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-7">
              {paragraph}
            </p>
          ))}
        </section>
      ))}

      <ToolsLinks currentPath={CITIES_PATH} />
    </PageContainer>
  );
}
