import Link from 'next/link';

import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { Table } from '@/components/ui/table';
import { SectionHeading } from '@/components/ui/section-heading';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { publishedFiles, SITE_DATA_LICENCE, type PublishedFile } from '@/lib/open-data/catalogue';
import { schemaFields, type FieldRow } from '@/lib/open-data/fields';
import { dataFileJsonSchema, schemaPath } from '@/lib/open-data/json-schema';
import { DATA_FILE_VERSIONS } from '@/lib/open-data/versions';
import { dataCatalogJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/site';

const PATH = '/oppna-data';
const TITLE = 'Öppna data';
const DESCRIPTION =
  'Elvalets data som filer: elavtal per elområde, elnätsavgifter, postnummer, spotpriser, kalendrar och flöden, med fält, enheter, uppdatering, källor och licenser.';

export const metadata = pageMetadata({
  path: PATH,
  title: 'Öppna data – elavtal, elnätsavgifter och spotpriser som filer',
  description: DESCRIPTION,
  keywords: ['öppna data', 'elpris API', 'spotpris JSON', 'elnätsavgifter JSON', 'elavtal data', 'iCalendar elpris'],
});

const LINK = 'font-medium text-primary underline underline-offset-4 break-all';

function Fields({ title, rows }: { title: string; rows: readonly FieldRow[] }) {
  const typed = rows.some((row) => row.type !== '');
  return (
    <Table
      caption={<>{title}: fälten</>}
      captionClassName="px-3 pt-3 text-left font-medium"
      className="w-full min-w-[40rem] text-sm"
      data-testid="fields"
      scroll={{ className: 'rounded-md border border-border' }}
    >
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="px-3 py-2 font-medium">
            Fält
          </th>
          {typed ? (
            <th scope="col" className="px-3 py-2 font-medium">
              Typ
            </th>
          ) : null}
          <th scope="col" className="px-3 py-2 font-medium">
            Betydelse och enhet
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path} className="border-b border-border/60 align-top last:border-b-0">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              <code className="font-mono text-xs">{row.path}</code>
              {row.name ? <span className="block text-xs text-muted-foreground">{row.name}</span> : null}
            </th>
            {typed ? <td className="px-3 py-2 text-muted-foreground">{row.type}</td> : null}
            <td className="px-3 py-2">{row.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function FileSection({ file }: { file: PublishedFile }) {
  const schema = file.dataId ? schemaPath(file.dataId) : null;
  const rows: FieldRow[] = file.dataId
    ? schemaFields(dataFileJsonSchema(file.dataId, { title: file.title, description: file.about }))
    : (file.fields ?? []).map((field) => ({ path: field.field, type: '', description: field.description }));
  return (
    <section aria-labelledby={file.id} className="scroll-mt-24 space-y-4 border-t border-border pt-8" data-testid="published-file" data-file={file.id}>
      <h3 id={file.id} className="text-xl font-semibold tracking-tight">
        {file.title}
      </h3>
      <p className="max-w-3xl">{file.about}</p>
      <dl className="grid max-w-4xl gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">{file.paths.length > 1 ? 'Adresser' : 'Adress'}</dt>
        <dd>
          {file.pattern ? (
            <p className="py-1">
              <code className="font-mono text-xs">{absoluteUrl(file.pattern.template)}</code>, till exempel:
            </p>
          ) : null}
          <ul className="space-y-1">
            {(file.pattern?.examples ?? file.paths).map((path) => (
              <li key={path}>
                <a href={path} className={`${LINK} inline-block py-1`}>
                  {absoluteUrl(path)}
                </a>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium">Format</dt>
        <dd>
          {file.format} ({file.mediaType}, UTF-8)
        </dd>
        {schema && file.dataId ? (
          <>
            <dt className="font-medium">Schema och version</dt>
            <dd>
              <a href={schema} className={LINK}>
                JSON Schema
              </a>{' '}
              (draft 2020-12). Filen har fältet <code className="font-mono text-xs">version</code>, nu {DATA_FILE_VERSIONS[file.dataId]}.
            </dd>
          </>
        ) : null}
        <dt className="font-medium">Uppdateras</dt>
        <dd>{file.rhythm}</dd>
        <dt className="font-medium">Källa</dt>
        <dd>{file.source}</dd>
        <dt className="font-medium">Villkor och licens</dt>
        <dd>
          {file.terms}
          {file.licences.length > 0 ? (
            <span className="block">
              Licenstext:{' '}
              {file.licences.map((licence, i) => (
                <span key={licence.name}>
                  {i > 0 ? ', ' : ''}
                  {licence.url ? (
                    <a href={licence.url} className={LINK} rel="license">
                      {licence.name}
                    </a>
                  ) : (
                    licence.name
                  )}
                </span>
              ))}
              .
            </span>
          ) : null}
        </dd>
      </dl>
      {rows.length > 0 ? <Fields title={file.title} rows={rows} /> : null}
    </section>
  );
}

export default function OpenDataPage() {
  const files = publishedFiles();
  const open = files.filter((file) => !file.internal);
  const internal = files.filter((file) => file.internal);
  const spot = getSpotDataDates();
  return (
    <PageContainer className="space-y-12">
      <JsonLd
        data={dataCatalogJsonLd({
          path: PATH,
          name: `${TITLE} från Elvalet`,
          description: DESCRIPTION,
          datasets: files.map((file) => ({
            anchor: file.id,
            name: file.title,
            description: file.about,
            encodingFormat: file.mediaType,
            paths: file.pattern?.examples ?? file.paths,
            conditionsOfAccess: file.terms,
            ...(file.licences[0]?.url ? { license: file.licences[0].url } : {}),
          })),
        })}
      />
      <PageHeader
        path={PATH}
        title={TITLE}
        lead="Det vi räknar med finns också som filer, så att du kan använda dem i egna program, i kalendern, i flödesläsaren eller i hemautomationen. Här står var varje fil finns, vad fälten betyder och i vilken enhet, hur ofta den ändras, var uppgifterna kommer ifrån och på vilka villkor du får använda dem."
      />

      <section aria-labelledby="sa-fungerar-det" className="max-w-3xl space-y-3">
        <SectionHeading id="sa-fungerar-det">Så fungerar filerna</SectionHeading>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Alla filer är statiska och skrivs när webbplatsen byggs. Spotpriserna, kalendrarna och allt som bygger på dem skrivs om när den dagliga
            uppdateringen har hämtat nya priser; i den här versionen är det senaste dygnet {spot.latestDayLabel}.
          </li>
          <li>
            Filerna under /data/ får läsas från andra webbplatser: servern svarar med <code className="font-mono text-xs">Access-Control-Allow-Origin: *</code>.
            Hämta dem med måtta; de ändras högst några gånger om dagen och får sparas i fem minuter.
          </li>
          <li>
            Varje JSON-fil har ett JSON Schema bredvid sig och fältet <code className="font-mono text-xs">version</code>. Versionen höjs bara när en ändring kan
            få ett program som läser filen att gå sönder (ett fält tas bort, byter namn, betydelse eller enhet); nya fält och nya data ändrar den inte.
          </li>
          <li>Priser anges i öre/kWh och avgifter i kronor, och varje fält säger om beloppet är med eller utan moms. Tider och datum är svensk tid.</li>
          <li>
            Kalendrarna prenumererar du på från{' '}
            <Link href="/elpris-just-nu#kalender" className={LINK}>
              Elpriset just nu
            </Link>
            . Flödena hittar du också på{' '}
            <Link href="/blog" className={LINK}>
              bloggen
            </Link>{' '}
            och{' '}
            <Link href="/energinyheter" className={LINK}>
              Energinyheter
            </Link>
            .
          </li>
        </ul>
      </section>

      <section aria-labelledby="licenser" className="max-w-3xl space-y-3">
        <SectionHeading id="licenser">Licenser</SectionHeading>
        <p>
          Det vi själva har sammanställt eller räknat fram får du använda under{' '}
          <a href={SITE_DATA_LICENCE.url} className={LINK} rel="license">
            {SITE_DATA_LICENCE.name}
          </a>
          : du får kopiera, bearbeta och sprida det, också i kommersiella tjänster, om du anger Elvalet som källa. Uppgifterna vi bygger på har sina egna
          villkor, och de gäller före vår licens. Vid varje fil står källans villkor så som källan anger dem.
        </p>
      </section>

      <section aria-labelledby="filer" className="space-y-8">
        <SectionHeading id="filer">Filerna</SectionHeading>
        <nav aria-label="Filerna på sidan">
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {files.map((file) => (
              <li key={file.id}>
                <a href={`#${file.id}`} className="inline-block py-1 text-primary underline underline-offset-4">
                  {file.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {open.map((file) => (
          <FileSection key={file.id} file={file} />
        ))}
      </section>

      <section aria-labelledby="sidornas-filer" className="space-y-8">
        <div className="max-w-3xl space-y-2">
          <SectionHeading id="sidornas-filer">Filer som sidorna själva läser</SectionHeading>
          <p className="text-muted-foreground">
            De här filerna finns för att sidorna ska slippa bära dem i sin JavaScript. De är lika öppna som de andra och har schema och version, men de är
            formade efter sidornas behov och kan ändras oftare.
          </p>
        </div>
        {internal.map((file) => (
          <FileSection key={file.id} file={file} />
        ))}
      </section>
    </PageContainer>
  );
}
