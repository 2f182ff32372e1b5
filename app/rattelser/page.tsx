import { CorrectionList } from '@/components/corrections/correction-list';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { getCorrections, getCorrectionsCopy } from '@/lib/content/corrections';
import { allEntries, countText, type CorrectionEntry } from '@/lib/corrections/corrections-page';
import { formatDate } from '@/lib/format';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * /rattelser: every correction the site applies to its sources, generated from the reviewed lists
 * at build time (lib/content/corrections.ts; docs/rules/transparency.md, "Corrections").
 */

const PATH = '/rattelser';
const copy = getCorrectionsCopy();

export const metadata = pageMetadata({ path: PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

function Group({ id, heading, intro, entries }: { id: string; heading: string; intro?: string; entries: readonly CorrectionEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8" data-testid={`group-${id}`}>
      <h3 id={id} className="text-lg font-semibold">
        {heading} <span className="font-normal text-muted-foreground">({entries.length})</span>
      </h3>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{intro}</p> : null}
      <CorrectionList entries={entries} headingLevel={4} />
    </section>
  );
}

/** A group of additions, closed by default: its entries are many and alike. */
function Additions({ id, heading, entries }: { id: string; heading: string; entries: readonly CorrectionEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="mt-4 rounded-lg border border-border p-4" data-testid={`group-${id}`}>
      <summary className="min-h-6 cursor-pointer font-semibold">
        {heading} ({entries.length})
      </summary>
      <CorrectionList entries={entries} headingLevel={4} />
    </details>
  );
}

export default function CorrectionsPage() {
  const { offers, grid } = getCorrections();
  const total = allEntries(offers, grid).length;
  return (
    <PageContainer width="5xl">
      <JsonLd data={webPageJsonLd({ path: PATH, title: copy.h1, description: copy.description, dateModified: copy.updated })} />
      <PageHeader path={PATH} title={copy.h1} lead={copy.intro}>
        <p className="mt-4 text-sm text-muted-foreground" data-testid="corrections-count">
          {countText(total, 'post', 'poster')} i listan. Senast uppdaterad: <time dateTime={copy.updated}>{formatDate(copy.updated)}</time>.
        </p>
      </PageHeader>

      <section aria-labelledby="elavtal" className="mt-12">
        <SectionHeading id="elavtal">{copy.offers.heading}</SectionHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{copy.offers.intro}</p>
        <Group id="ursprung" heading={copy.offers.origins} entries={offers.origins} />
        <Group id="bortlamnade" heading={copy.offers.exclusions} entries={offers.exclusions} />
        <Group id="anmarkningar" heading={copy.offers.notes} intro={copy.offers.notesIntro} entries={offers.notes} />
        <Group id="jamforpris" heading={copy.offers.residuals} entries={offers.residuals} />
      </section>

      <section aria-labelledby="elnat" className="mt-14">
        <SectionHeading id="elnat">{copy.grid.heading}</SectionHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{copy.grid.intro}</p>
        <Group id="rattade" heading={copy.grid.corrections} entries={grid.corrections} />
        <Group id="obekraftade" heading={copy.grid.unverified} entries={grid.unverified} />
        <section aria-labelledby="tillagg" className="mt-8">
          <h3 id="tillagg" className="text-lg font-semibold">
            {copy.grid.additions}
          </h3>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{copy.grid.additionsIntro}</p>
          <Additions id="myndighetsavgifter" heading={copy.grid.authorityFees} entries={grid.authorityFees} />
          <Additions id="lagenhetstariffer" heading={copy.grid.apartments} entries={grid.apartments} />
          <Additions id="effektmatning" heading={copy.grid.powerMethods} entries={grid.powerMethods} />
        </section>
      </section>

      <section aria-labelledby="rapportera" className="mt-14 max-w-3xl rounded-lg border border-border bg-primary-soft/50 p-6">
        <h2 id="rapportera" className="text-xl font-semibold">
          {copy.report.heading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.report.text}</p>
      </section>
    </PageContainer>
  );
}
