import Link from 'next/link';

import { FaqSection } from '@/components/faq/faq-section';
import { ElnatTable } from '@/components/grid/elnat-table';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { SectionHeading } from '@/components/ui/section-heading';
import { getElnatPage } from '@/lib/grid/elnat-page';
import { VERIFICATION_LABELS, VERIFICATION_STATUSES } from '@/lib/grid/elnat-table';
import { GRID_TARIFFS_URL } from '@/lib/grid/tariff-list';
import { datasetJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatDate } from '@/lib/format';
import { staleWarning } from '@/lib/domain/data-age';

const PATH = '/elnat';
const MIT_URL = 'https://opensource.org/license/mit';

const page = getElnatPage();
const { copy } = page;

export const metadata = pageMetadata({ path: PATH, title: copy.title, description: copy.description, keywords: copy.keywords });

export default function Page() {
  const { source } = page;
  const fromDates = page.rows.flatMap((row) => (row.fromDate ? [row.fromDate] : [])).sort();
  const newestFromDate = fromDates.at(-1) ?? page.referenceDate;
  return (
    <PageContainer className="space-y-10">
      <JsonLd data={webPageJsonLd({ path: PATH, title: copy.title, description: copy.description, dateModified: page.sourceDate })} />
      <JsonLd
        data={datasetJsonLd({
          path: PATH,
          name: copy.dataset.name,
          description: copy.dataset.description,
          keywords: copy.dataset.keywords,
          temporalCoverage: `${page.firstFromDate}/${page.lastDate}`,
          variableMeasured: [
            { name: 'Fast avgift', unitText: 'kr/år inkl. moms', description: 'Per huvudsäkring 16, 20 och 25 A' },
            { name: 'Överföringsavgift', unitText: 'öre/kWh inkl. moms' },
            { name: 'Effektavgift', unitText: 'kr/kW och månad inkl. moms' },
          ],
          basedOn: { name: 'spotpilot/grid-tariffs', url: source.repository },
          conditionsOfAccess: `MIT-licens, ${source.copyright}. Beloppen är elnätsbolagens egna, publicerade priser.`,
          creditText: copy.source.line,
          distribution: [{ name: 'elnatsavgifter.json', path: GRID_TARIFFS_URL, encodingFormat: 'application/json' }],
          dateModified: page.sourceDate,
          license: MIT_URL,
        })}
      />
      <div>
        <PageHeader path={PATH} title={copy.h1} lead={copy.intro}>
          <p className="mt-4 max-w-3xl text-sm text-muted-foreground">{copy.basisNote}</p>
          <p className="mt-2 max-w-3xl text-sm text-muted-foreground" data-testid="price-list-dates">
            Prislistorna i tabellen gäller från olika dagar: den äldsta från{' '}
            <DataAge kind="grid" date={page.firstFromDate} text={formatDate(page.firstFromDate)} />, den nyaste från{' '}
            <DataAge kind="grid" date={newestFromDate} text={formatDate(newestFromDate)} />.
          </p>
          <DataAgeWarning {...staleWarning('grid', page.firstFromDate)} className="mt-3 max-w-3xl" />
        </PageHeader>
      </div>

      <section aria-labelledby="elnat-table-heading" className="space-y-3">
        <SectionHeading id="elnat-table-heading">{copy.tableHeading}</SectionHeading>
        <ElnatTable rows={page.rows} caption={copy.tableCaption} />
        <p className="text-sm text-muted-foreground">
          {copy.sortNote} Status:{' '}
          {VERIFICATION_STATUSES.map((status, i) => (
            <span key={status}>
              <strong className="font-medium">{VERIFICATION_LABELS[status]}</strong> – {copy.statusNotes[status]}
              {i < VERIFICATION_STATUSES.length - 1 ? '; ' : '.'}
            </span>
          ))}
        </p>
      </section>

      <section aria-labelledby="elnat-notes-heading" className="max-w-3xl space-y-3">
        <SectionHeading id="elnat-notes-heading">{copy.corrections.heading}</SectionHeading>
        <p className="text-muted-foreground">
          {copy.corrections.intro} Varje rättelse med vad källan angav och elnätsbolagets egna ord står på sidan{' '}
          <Link href="/rattelser" className="font-medium text-primary underline underline-offset-4">
            Rättelser
          </Link>
          .
        </p>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {page.notes.map((note) => (
            <li key={note.id}>
              <span className="font-medium">{note.name}:</span> {note.lines.join(' ')}
            </li>
          ))}
          {page.placeholders.length > 0 ? (
            <li>
              <span className="font-medium">{copy.corrections.placeholdersLabel}</span> {page.placeholders.join(', ')}.
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="elnat-source-heading" className="max-w-3xl space-y-2 text-sm text-muted-foreground">
        <h2 id="elnat-source-heading" className="text-lg font-semibold text-foreground">
          {copy.source.heading}
        </h2>
        <p>
          <a href={source.repository} rel="noopener" className="font-medium text-primary underline underline-offset-4">
            {copy.source.line}
          </a>
          . {source.copyright}, under{' '}
          <a href={MIT_URL} rel="noopener license" className="underline underline-offset-4">
            {copy.source.licenceLinkText}
          </a>
          . {copy.source.dataFileLead}{' '}
          <a href={GRID_TARIFFS_URL} className="underline underline-offset-4">
            {copy.source.dataFileLinkText}
          </a>
          .
        </p>
        <details>
          <summary className="cursor-pointer font-medium text-foreground">{copy.source.licenceTextSummary}</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{source.licenceText}</pre>
        </details>
      </section>

      <FaqSection items={copy.faq} title="Vanliga frågor" />
      <ToolsLinks currentPath={PATH} />
    </PageContainer>
  );
}
