import { FaqSection } from '@/components/faq/faq-section';
import { ElnatTable } from '@/components/grid/elnat-table';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { getElnatPageContent } from '@/lib/content/pages';
import { getAllGridOperators, getGridTariffMeta } from '@/lib/content/grid-tariffs';
import { formatDate, formatNumber } from '@/lib/format';
import { VERIFICATION_LABELS, buildElnatRows } from '@/lib/grid/elnat-table';
import { GRID_TARIFFS_URL } from '@/lib/grid/tariff-list';
import { datasetJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/elnat';
const SOURCE_LINE = 'Data: spotpilot/grid-tariffs (MIT), elnätsföretagens prislistor 2025';
const MIT_URL = 'https://opensource.org/license/mit';

const content = getElnatPageContent();

export const metadata = pageMetadata({ path: PATH, title: content.title, description: content.description, keywords: content.keywords });

export default function Page() {
  const meta = getGridTariffMeta();
  const operators = getAllGridOperators();
  const rows = buildElnatRows(operators);
  const sourceDate = meta.source.commitDate.slice(0, 10);
  const fromDates = rows.flatMap((row) => (row.fromDate ? [row.fromDate] : [])).sort();
  const firstFromDate = fromDates[0] ?? meta.referenceDate;
  const caption = `Elnätsavgifter per elnätsbolag enligt prislistorna som gällde ${formatDate(meta.referenceDate)}, inklusive moms`;
  const notes = operators.flatMap((operator) =>
    operator.tariffs.flatMap((tariff) => {
      const lines = [
        ...tariff.notes,
        ...[tariff.fixedFee, tariff.transferFee, tariff.powerFee].flatMap((part) => (part.status === 'unverified' ? [part.reason] : [])),
      ];
      return lines.length === 0 ? [] : [{ id: tariff.id, name: tariff.variant ? `${operator.name}, ${tariff.variant}` : operator.name, lines: [...new Set(lines)] }];
    }),
  );
  const placeholders = operators.filter((operator) => operator.status === 'placeholder').map((operator) => operator.name);

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <JsonLd data={webPageJsonLd({ path: PATH, title: content.title, description: content.description, dateModified: sourceDate })} />
      <JsonLd
        data={datasetJsonLd({
          path: PATH,
          name: 'Elnätsavgifter för Sveriges elnätsbolag 2025',
          description: `Fast avgift per huvudsäkring, överföringsavgift och effektavgift för ${formatNumber(operators.length)} svenska elnätsbolag enligt deras prislistor, inklusive moms. Sammanställt av spotpilot/grid-tariffs och kontrollerat mot elnätsbolagens prissidor.`,
          keywords: ['elnätsavgift', 'elnätsbolag', 'huvudsäkring', 'effektavgift', 'överföringsavgift'],
          temporalCoverage: `${firstFromDate}/${meta.referenceDate}`,
          variableMeasured: [
            { name: 'Fast avgift', unitText: 'kr/år inkl. moms', description: 'Per huvudsäkring 16, 20 och 25 A' },
            { name: 'Överföringsavgift', unitText: 'öre/kWh inkl. moms' },
            { name: 'Effektavgift', unitText: 'kr/kW och månad inkl. moms' },
          ],
          basedOn: { name: 'spotpilot/grid-tariffs', url: meta.source.repository },
          conditionsOfAccess: `MIT-licens, ${meta.source.copyright}. Beloppen är elnätsbolagens egna, publicerade priser.`,
          creditText: SOURCE_LINE,
          distribution: [{ name: 'elnatsavgifter.json', path: GRID_TARIFFS_URL, encodingFormat: 'application/json' }],
          dateModified: sourceDate,
          license: MIT_URL,
        })}
      />
      <div>
        <PageHeader path={PATH} title={content.h1} lead={content.intro}>
          <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
            Prislistorna som gällde {formatDate(meta.referenceDate)} enligt källan, som senast uppdaterades {formatDate(sourceDate)}. Alla
            belopp är inklusive 25&nbsp;% moms och utan energiskatt. Fast avgift i kronor per år; överföringsavgift och effektavgift vid 16&nbsp;A.
          </p>
        </PageHeader>
      </div>

      <section aria-labelledby="elnat-table-heading" className="space-y-3">
        <h2 id="elnat-table-heading" className="text-2xl font-semibold tracking-tight">
          {formatNumber(operators.length)} elnätsbolag
        </h2>
        <ElnatTable rows={rows} caption={caption} />
        <p className="text-sm text-muted-foreground">
          Sorteringen på överföring använder det lägsta priset i prislistan; spotprisberoende avgifter sorteras efter sin fasta del.
          Status: <strong className="font-medium">{VERIFICATION_LABELS.source}</strong> – beloppen är källans;{' '}
          <strong className="font-medium">{VERIFICATION_LABELS.corrected}</strong> – vi har rättat mot elnätsbolagets prissida;{' '}
          <strong className="font-medium">{VERIFICATION_LABELS['partly-unknown']}</strong> – en del kan inte kontrolleras och visas som okänd;{' '}
          <strong className="font-medium">{VERIFICATION_LABELS.missing}</strong> – källan har inga avgifter för elnätsbolaget.
        </p>
      </section>

      <section aria-labelledby="elnat-notes-heading" className="max-w-3xl space-y-3">
        <h2 id="elnat-notes-heading" className="text-2xl font-semibold tracking-tight">
          Rättelser och okända uppgifter
        </h2>
        <p className="text-muted-foreground">
          Vi har jämfört källans uppgifter med elnätsbolagens prissidor (sparade {formatDate(meta.pageTextsDate)}). Där prissidan visar ett
          annat belopp har vi rättat det; det vi inte kan kontrollera visar vi inte som känt.
        </p>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {notes.map((note) => (
            <li key={note.id}>
              <span className="font-medium">{note.name}:</span> {note.lines.join(' ')}
            </li>
          ))}
          {placeholders.length > 0 ? (
            <li>
              <span className="font-medium">Inga avgifter i källan:</span> {placeholders.join(', ')}.
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="elnat-source-heading" className="max-w-3xl space-y-2 text-sm text-muted-foreground">
        <h2 id="elnat-source-heading" className="text-lg font-semibold text-foreground">
          Källa
        </h2>
        <p>
          <a href={meta.source.repository} rel="noopener" className="font-medium text-primary underline underline-offset-4">
            {SOURCE_LINE}
          </a>
          . {meta.source.copyright}, under{' '}
          <a href={MIT_URL} rel="noopener license" className="underline underline-offset-4">
            MIT-licensen
          </a>
          . Uppgifterna finns också som{' '}
          <a href={GRID_TARIFFS_URL} className="underline underline-offset-4">
            JSON-fil
          </a>
          .
        </p>
        <details>
          <summary className="cursor-pointer font-medium text-foreground">Licenstext (MIT)</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-xs">{meta.source.licenceText}</pre>
        </details>
      </section>

      <FaqSection items={content.faq} title="Vanliga frågor" />
      <ToolsLinks currentPath={PATH} />
    </div>
  );
}
