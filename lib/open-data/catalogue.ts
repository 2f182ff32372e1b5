import { getGridAreasMeta } from '@/lib/content/grid-areas';
import { getGridTariffMeta } from '@/lib/content/grid-tariffs';
import { getAreaSources, getMarketOffers } from '@/lib/content/market';
import { getAllPostalCodes } from '@/lib/content/municipalities';
import { allSpotMonths, getIntervalRange } from '@/lib/content/spot-intervals';
import { getSpotDataDates } from '@/lib/content/spot-prices';
import { PRICE_AREAS } from '@/lib/domain/price-area';
import { BLOG_FEED, NEWS_FEED } from '@/lib/feeds/paths';
import { formatDate, formatList, formatNumber } from '@/lib/format';
import { getNewsCategories } from '@/lib/news/categories';
import { areaFilePath } from '@/lib/market/area-file';
import { calendarPath } from '@/lib/spot/cheapest-calendar';
import { CSV_HEADER, csvPath, jsonPath } from '@/lib/spot/history';
import { spotMonthPath } from '@/lib/spot/interval-file';

import type { DataFileId } from './versions';

/**
 * Every file the site publishes for others to read, as /oppna-data lists it: where it is, its
 * format, what its fields mean (for JSON, from the JSON Schema beside it), how often it changes,
 * where the data comes from and on what terms. A test holds this list to out/: every file under
 * out/data/ and every feed is here, and every file here exists. Server side only.
 */

export interface Licence {
  /** Short name, e.g. 'CC BY 4.0'. */
  name: string;
  url?: string;
}

/** The licence of the site's own compilations (docs/open-data.md, "Licences"); one place to change it. */
export const SITE_DATA_LICENCE: Licence = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.sv' };
export const CC0: Licence = { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.sv' };
export const MIT: Licence = { name: 'MIT', url: 'https://opensource.org/license/mit' };

export type FileFormat = 'JSON' | 'CSV' | 'iCalendar' | 'Atom';

export interface FieldText {
  field: string;
  description: string;
}

export interface PublishedFile {
  /** Anchor on /oppna-data. */
  id: string;
  title: string;
  /** What it holds and who it is for. */
  about: string;
  format: FileFormat;
  mediaType: string;
  /** The addresses, site-relative. */
  paths: readonly string[];
  /** A family of many files (one per area and month): the page shows this address form and a few of `paths` instead of all. */
  pattern?: { template: string; examples: readonly string[] };
  /** JSON files: the format's id (its version, zod schema and JSON Schema). */
  dataId?: DataFileId;
  /** Non-JSON files: the fields, written out. */
  fields?: readonly FieldText[];
  rhythm: string;
  source: string;
  /** The terms of the data as the sources give them, and the site's own. */
  terms: string;
  licences: readonly Licence[];
  /** True for files the site's own pages need, published as they are rather than designed for reuse. */
  internal?: boolean;
}

const SPOT_TERMS =
  'Priserna är resultatet av day-ahead-auktionen på elbörsen Nord Pool, som också publiceras på ENTSO-E:s transparensplattform. Nord Pool och ENTSO-E har egna villkor för sina data; vi ger ingen licens till priserna och kan inte ge dig rätt till dem, så läs deras villkor innan du publicerar priserna vidare. Ange källan som Elpriset just nu.se gör: ”Elpriser tillhandahålls av Elpriset just nu.se”, med länk.';

const DAILY =
  'Skrivs om varje gång webbplatsen byggs, och den dagliga uppdateringen bygger om den när nya spotpriser har hämtats (normalt en gång om dagen efter att morgondagens priser har publicerats, vid 13-tiden).';

function postcodeSource(): string {
  return `Postnummertabellen (${formatNumber(getAllPostalCodes().length)} postnummer, ett utdrag från september 2024) från sjbrg/swedish-geodata på GitHub, med SCB:s kommunkoder. Tabellen saknar mest box- och företagsnummer.`;
}

const POSTCODE_TERMS =
  'Postnummertabellen är utgiven under CC0 1.0 (ingen upphovsrätt förbehållen). Vår omvandling av den får du använda under CC BY 4.0; ange Elvalet som källa.';

/** An Atom feed of the site's own texts: the same fields and terms for the blog and the news. */
function feedFile(feed: {
  id: string;
  title: string;
  items: string;
  one: string;
  path: string;
  dates: string;
  category: string;
  rhythm: string;
  source: string;
}): PublishedFile {
  return {
    id: feed.id,
    title: feed.title,
    about: `Alla ${feed.items} med rubrik, sammanfattning, kategori och egna datum, för flödesläsare.`,
    format: 'Atom',
    mediaType: 'application/atom+xml',
    paths: [feed.path],
    fields: [
      { field: 'entry/title, summary', description: `${feed.one} rubrik och sammanfattning.` },
      { field: 'entry/link, id', description: `${feed.one} fullständiga adress.` },
      { field: 'entry/published, updated', description: feed.dates },
      { field: 'entry/category', description: feed.category },
      { field: 'feed/updated', description: 'Det senast uppdaterade inläggets datum, aldrig tiden för bygget.' },
    ],
    rhythm: feed.rhythm,
    source: feed.source,
    terms:
      'Texterna är Elvalets. Flödet är till för att läsas i en flödesläsare och visa rubriker och sammanfattningar med länk till texterna; det har ingen öppen licens.',
    licences: [],
  };
}

/** The interval prices of every month of the bundled history, one file per area and month. */
function spotMonthsFile(spot: ReturnType<typeof getSpotDataDates>): PublishedFile {
  const months = allSpotMonths();
  const paths = months.map(({ area, month }) => spotMonthPath(area, month));
  const range = getIntervalRange();
  const last = months.at(-1);
  const examples = [spotMonthPath('SE3', range.from.slice(0, 7)), ...(last ? [spotMonthPath('SE3', last.month)] : [])];
  return {
    id: 'spotpriser',
    title: 'Spotpriser per timme och kvart, en fil per månad',
    about: `Varje tim- och kvartspris i vår historik, från ${formatDate(range.from)} till ${formatDate(range.to)}, en fil per elområde och månad (${formatNumber(paths.length)} filer). Det är filerna som sidan Min förbrukning hämtar för de månader en mätarfil täcker.`,
    format: 'JSON',
    mediaType: 'application/json',
    paths,
    pattern: { template: '/data/spotpriser/{elområde}-{ÅÅÅÅ-MM}.json', examples },
    dataId: 'spotpriser',
    rhythm: `${DAILY} Bara den senaste månadens fil ändras.`,
    source: `${spot.attribution} (${spot.sourceUrl}), med priserna som källan anger dem (SEK/kWh med fem decimaler, här i tusendels öre).`,
    terms: SPOT_TERMS,
    licences: [],
  };
}

export function publishedFiles(): PublishedFile[] {
  const sources = getAreaSources();
  const offerDates = formatList(PRICE_AREAS.map((area) => `${area} ${formatDate(sources[area].date)}`));
  const grid = getGridTariffMeta();
  const concessions = getGridAreasMeta();
  const spot = getSpotDataDates();
  return [
    {
      id: 'elavtal',
      title: 'Elavtal per elområde',
      about: `Alla ${formatNumber(getMarketOffers().length)} elavtal i vår jämförelse, en fil per elområde, med priserna som leverantörerna rapporterat till Elpriskollen: fast avgift, fast pris, påslag och rörliga kostnader, exklusive moms. Det är filen som sidan Jämför elavtal läser.`,
      format: 'JSON',
      mediaType: 'application/json',
      paths: PRICE_AREAS.map(areaFilePath),
      dataId: 'elavtal',
      rhythm:
        'Ändras när vi läser in en nyare ögonblicksbild av Elpriskollen (den dagliga uppdateringen gör det om en sådan finns). Filerna bygger på Elpriskollen som den såg ut ' +
        `${offerDates}.`,
      source: `Elpriskollen, Energimarknadsinspektionens jämförelsetjänst, där elhandlarna ska rapportera sina avtal; hämtad för ett postnummer per elområde vid 2 000 kWh per år. Våra rättelser av enskilda rader står i anmärkningarna.`,
      terms:
        'Uppgifterna är vad Energimarknadsinspektionen (Ei) visar i Elpriskollen. Vi har inte hittat några särskilda villkor från Ei för att återanvända dem, och kopian vi utgår från (en offentlig samling på GitHub) anger ingen licens. Vår sammanställning, med rättelser och format, får du använda under CC BY 4.0; ange ”Elvalet” och ”Elpriskollen (Energimarknadsinspektionen)” som källor.',
      licences: [SITE_DATA_LICENCE],
    },
    {
      id: 'elnatsavgifter',
      title: 'Elnätsavgifter',
      about:
        'Elnätsbolagens avgifter för hushåll: fast avgift per huvudsäkring, överföringsavgift, effektavgift och myndighetsavgifter, inklusive moms, och vilka bolag som har en egen sida här. Det är listan som väljaren Ditt elnätsbolag läser.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/elnatsavgifter.json'],
      dataId: 'elnatsavgifter',
      rhythm: `Prislistorna som gällde ${formatDate(grid.referenceDate)}. Ändras när vi läser in nya data från källan, inte dagligen.`,
      source: `${grid.source.name} (${grid.source.repository}), som läst bolagens prislistor, med våra granskade rättelser mot bolagens egna sidor (sparade ${formatDate(grid.pageTextsDate)}).`,
      terms: `Källan är utgiven under MIT-licensen (${grid.source.copyright}). Licensen kräver att upphovsrätts- och licenstexten följer med kopior, så den står i filens fält source; behåll den när du sprider filen. Filen med våra rättelser får du använda på samma villkor.`,
      licences: [MIT],
    },
    {
      id: 'elnat-koncessioner',
      title: 'Elnätsbolag med koncession per kommun',
      about:
        'Vilka elnätsbolag som har områdeskoncession i varje kommun och hur stor del av kommunens yta koncessionen täcker. Ytan säger inget om hur många hushåll bolaget har: vilket bolag ett hushåll har står på elnätsfakturan.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/elnat-koncessioner.json'],
      dataId: 'elnat-koncessioner',
      rhythm: `Koncessionskartan från ${formatDate(concessions.source.mapDate)}. Ändras när vi läser in en nyare karta, inte dagligen.`,
      source: `${concessions.source.credit}, lagd över kommungränserna (${concessions.source.bordersCredit}). Andelarna är våra beräkningar.`,
      terms:
        'Kartan och kommungränserna är myndighetsdata från Energimarknadsinspektionen och Lantmäteriet; kopiorna vi utgår från anger ingen licens. Vår beräkning av andelarna får du använda under CC BY 4.0; ange Elvalet och ”Energimarknadsinspektionen, områdeskoncessioner” som källor.',
      licences: [SITE_DATA_LICENCE],
    },
    {
      id: 'postnummer-elomraden',
      title: 'Postnummer till elområde',
      about:
        'Vilket elområde ett postnummer ligger i, i kompakt form: tresiffriga prefix per elområde och de postnummer som avviker från sitt prefix. Elområdet per kommun är vår egen, dokumenterade indelning.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/postnummer-elomraden.json'],
      dataId: 'postnummer-elomraden',
      rhythm: 'Ändras när postnummertabellen eller vår indelning av kommunerna ändras.',
      source: `${postcodeSource()} Elområdet per kommun är Elvalets indelning.`,
      terms: POSTCODE_TERMS,
      licences: [SITE_DATA_LICENCE, CC0],
    },
    {
      id: 'postnummer',
      title: 'Postnummer som finns i tabellen',
      about: 'Vilka postnummer vår postnummertabell har, som bitmask per prefix. Ett postnummer som saknas här får ett antaget elområde.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/postnummer.json'],
      dataId: 'postnummer',
      rhythm: 'Ändras när postnummertabellen ändras.',
      source: postcodeSource(),
      terms: POSTCODE_TERMS,
      licences: [SITE_DATA_LICENCE, CC0],
    },
    {
      id: 'postnummer-kommunkod',
      title: 'Postnummer till kommun',
      about: 'Vilken kommun ett postnummer hör till, som följder av postnummer. Energiskatten beror på kommunen.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/postnummer-kommunkod.json'],
      dataId: 'postnummer-kommunkod',
      rhythm: 'Ändras när postnummertabellen ändras.',
      source: postcodeSource(),
      terms: POSTCODE_TERMS,
      licences: [SITE_DATA_LICENCE, CC0],
    },
    {
      id: 'postnummer-kommuner',
      title: 'Postnummer per kommun för sökningen bland städer',
      about: 'Alla postnummer per prefix med index till kommunen i /data/stader-sok.json, för sökningen på sidan Städer.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/postnummer-kommuner.json'],
      dataId: 'postnummer-kommuner',
      rhythm: 'Ändras när postnummertabellen ändras.',
      source: postcodeSource(),
      terms: POSTCODE_TERMS,
      licences: [SITE_DATA_LICENCE, CC0],
      internal: true,
    },
    {
      id: 'elpris-historik-csv',
      title: 'Spotprisets historik per månad (CSV)',
      about:
        'Månadsmedel, lägsta och högsta pris per elområde, för kalkylprogram inställda på svenska: UTF-8 med BOM, semikolon mellan fälten, decimalkomma, CRLF.',
      format: 'CSV',
      mediaType: 'text/csv',
      paths: PRICE_AREAS.map(csvPath),
      fields: [
        { field: CSV_HEADER[0], description: 'Månaden, ÅÅÅÅ-MM.' },
        { field: CSV_HEADER[1], description: 'Elområdet, SE1–SE4.' },
        { field: CSV_HEADER[2], description: 'Månadens tidsviktade medelpris, öre/kWh exklusive moms.' },
        { field: CSV_HEADER[3], description: 'Lägsta tim- eller kvartspris i månaden, öre/kWh exklusive moms.' },
        { field: CSV_HEADER[4], description: 'Högsta tim- eller kvartspris i månaden, öre/kWh exklusive moms.' },
        { field: CSV_HEADER[5], description: 'Timmar med prisdata i månaden.' },
        { field: CSV_HEADER[6], description: '”ja” när månaden är komplett, ”nej” när data saknas för en del av den.' },
      ],
      rhythm: DAILY,
      source: `${spot.attribution} (${spot.sourceUrl}); medelvärdena är våra beräkningar. Data till och med ${formatDate(spot.averagesThrough)} i den här versionen.`,
      terms: `${SPOT_TERMS} Våra beräkningar (medelvärden) får du använda under CC BY 4.0.`,
      licences: [SITE_DATA_LICENCE],
    },
    {
      id: 'elpris-historik-json',
      title: 'Spotpriser per dygn och månad (JSON)',
      about: 'De senaste dygnens kvartspriser och alla månadsmedel per elområde, med samma siffror som sidorna visar.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: PRICE_AREAS.map(jsonPath),
      dataId: 'elpris-historik',
      rhythm: DAILY,
      source: `${spot.attribution} (${spot.sourceUrl}); medelvärdena är våra beräkningar. Senaste dygnet i den här versionen: ${spot.latestDayLabel}.`,
      terms: `${SPOT_TERMS} Våra beräkningar (medelvärden) får du använda under CC BY 4.0.`,
      licences: [SITE_DATA_LICENCE],
    },
    spotMonthsFile(spot),
    {
      id: 'kalender',
      title: 'Kalender med de billigaste timmarna',
      about:
        'En kalender per elområde att prenumerera på, med de billigaste sammanhängande 1, 2 och 3 timmarna för de två senaste dygnen i vår data, räknat på samma sätt som sidan Elpriset just nu. Varje händelse anger sitt datum och medelpriset.',
      format: 'iCalendar',
      mediaType: 'text/calendar',
      paths: PRICE_AREAS.map(calendarPath),
      fields: [
        { field: 'UID', description: 'Stabil per elområde, dygn och blocklängd, så att kalendern uppdaterar en händelse den redan har.' },
        {
          field: 'DTSTART, DTEND',
          description:
            'Blockets början och slut i svensk tid (Europe/Stockholm, med VTIMEZONE); i UTC den timme klockan ställs tillbaka, då svensk tid är tvetydig.',
        },
        { field: 'SUMMARY', description: 'Blockets längd, elområdet och medelpriset i öre/kWh exklusive moms.' },
        { field: 'DESCRIPTION', description: 'Dygnets datum, klockslagen, medelpriset och vilka dygn kalendern bygger på.' },
        { field: 'DTSTAMP', description: 'Midnatt det senaste dygnet i datan (inte tiden för bygget), så samma data ger samma fil.' },
        { field: 'REFRESH-INTERVAL', description: 'Kalenderprogram ombeds hämta filen var sjätte timme.' },
      ],
      rhythm: DAILY,
      source: `Beräknat av Elvalet ur kvartspriserna (${spot.attribution}, ${spot.sourceUrl}). Senaste dygnet i den här versionen: ${spot.latestDayLabel}.`,
      terms: `${SPOT_TERMS} Våra beräkningar (de billigaste blocken) får du använda under CC BY 4.0.`,
      licences: [SITE_DATA_LICENCE],
    },
    feedFile({
      id: 'flode-blogg',
      title: 'Bloggens flöde',
      items: 'artiklar i bloggen',
      one: 'Artikelns',
      path: BLOG_FEED.path,
      dates: 'Artikelns publicerings- och uppdateringsdag (midnatt svensk tid).',
      category: 'Bloggkategorin.',
      rhythm: 'Ändras när en artikel publiceras eller uppdateras.',
      source: 'Elvalets redaktion.',
    }),
    feedFile({
      id: 'flode-energinyheter',
      title: 'Energinyheternas flöde',
      items: 'energinyheter och månatliga prisrapporter',
      one: 'Nyhetens',
      path: NEWS_FEED.path,
      dates: 'Nyhetens datum (midnatt svensk tid); för en prisrapport månadens sista dag.',
      category: `Kategorin, en av: ${getNewsCategories()
        .map((c) => c.label)
        .join(', ')}.`,
      rhythm: 'Ändras när en nyhet publiceras eller uppdateras, och när en ny hel månad ger en prisrapport.',
      source: 'Elvalets redaktion; prisrapporterna räknas ur spotpriserna från Elpriset just nu.se.',
    }),
    {
      id: 'stader-sok',
      title: 'Kommuner och postorter för sökningen bland städer',
      about:
        'Alla kommuner med län och sidans adress, postorterna i postnummertabellen, och texten och månadspriserna för sidan vi visar för en ort vi inte har någon sida för.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/stader-sok.json'],
      dataId: 'stader-sok',
      rhythm: 'Skrivs vid varje bygge; månadspriserna ändras när en ny månad är komplett.',
      source: `${postcodeSource()} Månadspriserna: ${spot.attribution}.`,
      terms: `${POSTCODE_TERMS} För månadspriserna gäller källornas villkor: ${SPOT_TERMS}`,
      licences: [SITE_DATA_LICENCE, CC0],
      internal: true,
    },
    {
      id: 'energinyheter-fallback',
      title: 'Nyheter för sidan som visas på en okänd nyhetsadress',
      about: 'Stockholms nyheter med färdigformaterade uppgifter, för sidan som visas när någon skriver en nyhetsadress vi inte har.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/energinyheter-fallback.json'],
      dataId: 'energinyheter-fallback',
      rhythm: 'Skrivs vid varje bygge.',
      source: 'Elvalets nyheter och prisrapporter; befolkningen från SCB.',
      terms: 'En del av webbplatsen: texterna är Elvalets och har ingen öppen licens; siffrorna har källorna som sidorna anger.',
      licences: [],
      internal: true,
    },
    {
      id: 'sidor',
      title: 'Webbplatsens sidor',
      about: 'Sidorna i webbplatskartan med namn, avsnitt och det sitemap.xml behöver.',
      format: 'JSON',
      mediaType: 'application/json',
      paths: ['/data/sidor.json'],
      dataId: 'sidor',
      rhythm: 'Skrivs vid varje bygge.',
      source: 'Elvalet.',
      terms: 'Sidlistan får du använda under CC BY 4.0; ange Elvalet som källa.',
      licences: [SITE_DATA_LICENCE],
      internal: true,
    },
  ];
}

/** The JSON Schema's title and description for a format: the catalogue's words. */
export function aboutDataFile(id: DataFileId): { title: string; description: string } {
  const file = publishedFiles().find((entry) => entry.dataId === id);
  if (!file) throw new Error(`lib/open-data/catalogue.ts has no entry for the format ${id}`);
  return { title: file.title, description: file.about };
}
