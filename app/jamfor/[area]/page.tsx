import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowRight } from 'lucide-react';

import { CoverageStatement } from '@/components/compare/coverage-statement';
import { BreakEvenNote } from '@/components/compare/fixed-or-variable';
import { OnwardStep } from '@/components/compare/onward-step';
import { ScbAverages } from '@/components/compare/scb-averages';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ToolsLinks } from '@/components/layout/tools-links';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button-variants';
import { ReportButton } from '@/components/report/report-button';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAllSuppliers, getAreaOffers, getAreaSource, getScbAverages } from '@/lib/content/market';
import { getMarketCoverage } from '@/lib/content/market-marketing';
import { getSupplierWebsites } from '@/lib/content/providers';
import { getRecentSpot } from '@/lib/content/spot-pages';
import { PRICE_AREAS, PRICE_AREA_NAMES, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatKr, formatKwh, formatMonthYear, formatNumber, formatOrePerKwh } from '@/lib/format';
import { areaCountsText, areaLanding, type AreaLanding } from '@/lib/market/area-page';
import { areaPagePath, COMPARE_PATH, compareHref } from '@/lib/paths';
import type { RankedOffer } from '@/lib/market/compare';
import { offerOnwardStep, ONWARD_LABEL, type SupplierWebsites } from '@/lib/market/onward';
import type { RecentSpot } from '@/lib/market/recent-basis';
import { OFFER_TYPE_LABELS, TYPE_GROUP_ADJECTIVES, bindingLabel, type TypeGroup } from '@/lib/market/offer';
import { scbChart, scbTable } from '@/lib/market/scb';
import { pageMetadata } from '@/lib/seo/metadata';
import { rankedListPageJsonLd } from '@/lib/seo/json-ld';
import { reportProps } from '@/lib/reports/report';
import { siteConfig } from '@/lib/site';
import { staleWarning } from '@/lib/domain/data-age';

interface Props {
  params: Promise<{ area: string }>;
}

// Only se1 … se4 exist; anything else is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { area: string }[] {
  return PRICE_AREAS.map((area) => ({ area: area.toLowerCase() }));
}

/** The consumption the page ranks at: Ei's villa without electric heating, as /jamfor's default. */
const LANDING_KWH = 5000;

/** The one lookup the page and its metadata share. */
async function loadLanding(params: Props['params']): Promise<AreaLanding> {
  const slug = (await params).area;
  const area = PRICE_AREAS.find((candidate) => candidate.toLowerCase() === slug);
  if (!area) notFound();
  return areaLanding(area, getAreaSource(area), getAreaOffers(area), getAllSuppliers(), LANDING_KWH);
}

/** /jamfor with the area (and a type) preselected, at the page's consumption. */
function landingCompareHref(area: PriceArea, group: TypeGroup | null = null): string {
  return compareHref({ area, ...(group ? { type: group } : {}), annualKwh: LANDING_KWH });
}

function title(landing: AreaLanding): string {
  return `Billigaste elavtalen i ${landing.area} (${PRICE_AREA_NAMES[landing.area]}) – ${formatMonthYear(landing.source.date.slice(0, 7))}`;
}

function description(landing: AreaLanding): string {
  return `De billigaste rörliga, fasta och mixade elavtalen i elområde ${landing.area} enligt Elpriskollen ${formatDate(landing.source.date)}: ${areaCountsText(landing)}, jämförda vid ${formatKwh(landing.annualKwh)} per år, och SCB:s snittpriser för nya avtal.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const landing = await loadLanding(params);
  return pageMetadata({
    path: areaPagePath(landing.area),
    title: title(landing),
    description: description(landing),
    keywords: [
      `billigaste elavtal ${landing.area}`,
      `elavtal ${landing.area}`,
      `elpris ${PRICE_AREA_NAMES[landing.area]}`,
      'jämför elavtal',
      'fast elpris',
      'rörligt elpris',
    ],
  });
}

function OfferRow({
  ranked,
  rank,
  landing,
  recent,
  websites,
}: {
  ranked: RankedOffer;
  rank: number;
  landing: AreaLanding;
  recent: RecentSpot;
  websites: SupplierWebsites;
}) {
  const { offer, cost } = ranked;
  const headingId = `avtal-${offer.id}`;
  return (
    <li className="rounded-lg border border-border p-4" data-testid="landing-offer" data-offer-id={offer.id}>
      <p className="text-xs text-muted-foreground">Plats {rank}</p>
      <h3 id={headingId} className="font-semibold">
        {offer.supplierName} <span className="font-normal">– {offer.product}</span>
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Avtalstyp</dt>
          <dd>{OFFER_TYPE_LABELS[offer.type]}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Per år</dt>
          <dd className="font-semibold">{formatKr(cost.yearlyKr)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Jämförpris</dt>
          <dd className="font-semibold">{formatOrePerKwh(cost.jamforprisOre, 2)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Bindningstid</dt>
          <dd>{bindingLabel(offer.type)}</dd>
        </div>
      </dl>
      <BreakEvenNote
        offer={offer}
        breakEven={landing.breakEven.byId.get(offer.id)}
        variable={landing.breakEven.variable}
        annualKwh={landing.annualKwh}
        recent={recent}
      />
      <OnwardStep step={offerOnwardStep(offer, landing.source, websites)} label={ONWARD_LABEL} describedBy={headingId} className="mt-3" />
      <ReportButton
        {...reportProps(
          {
            kind: 'offer',
            id: offer.id,
            label: `${offer.supplierName} – ${offer.product}`,
            area: offer.area,
            dataDate: landing.source.date,
            dataDateLabel: 'hämtat',
          },
          siteConfig.contactEmail,
        )}
        className="mt-1"
      />
    </li>
  );
}

export default async function AreaLandingPage({ params }: Props) {
  const landing = await loadLanding(params);
  const { area } = landing;
  const path = areaPagePath(area);
  const scb = getScbAverages();
  const chart = scbChart(scb, area, LANDING_KWH);
  const latestScbMonth = scb.months[scb.months.length - 1] ?? landing.source.date.slice(0, 7);
  const recent = getRecentSpot()[area];
  const websites = getSupplierWebsites();
  const cheapestItems = landing.cheapestByType.map(({ label, cheapest }) => ({
    name: `${cheapest.offer.supplierName} – ${cheapest.offer.product}`,
    description: `${label}: ${formatKr(cheapest.cost.yearlyKr)} per år, jämförpris ${formatOrePerKwh(cheapest.cost.jamforprisOre, 2)} vid ${formatKwh(landing.annualKwh)} per år`,
  }));
  return (
    <PageContainer width="5xl">
      <JsonLd
        data={rankedListPageJsonLd({ path, title: title(landing), description: description(landing), dateModified: landing.source.date, items: cheapestItems })}
      />
      <PageHeader
        path={path}
        currentLabel={`Elområde ${area}`}
        title={`Billigaste elavtalen i elområde ${area} (${PRICE_AREA_NAMES[area]})`}
        lead={`Elpriskollen visade ${areaCountsText(landing)} i ${area} ${formatDate(landing.source.date)}. Här är de billigaste av varje avtalstyp för ${landing.consumptionText}, räknat med moms men utan elnätsavgift och energiskatt.`}
      >
        <Link href={landingCompareHref(area)} className={`${buttonVariants({ size: 'lg' })} mt-6`} data-testid="compare-area">
          Se listans {formatNumber(landing.offerCount)} elavtal i {area}
          <ArrowRight aria-hidden="true" />
        </Link>
      </PageHeader>

      <CoverageStatement coverage={getMarketCoverage()[area]} className="mt-6 max-w-3xl" />
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground" data-testid="landing-basis">
        {landing.basisText} Källa: {landing.sourceText}, postnummer {landing.source.postalCode}.
      </p>

      {landing.groups.map((group) => (
        <section key={group.group} aria-labelledby={`billigaste-${group.group}`} className="mt-10">
          <SectionHeading id={`billigaste-${group.group}`}>
            Billigaste {TYPE_GROUP_ADJECTIVES[group.group]} elavtalen i {area}
          </SectionHeading>
          <ol className="mt-4 space-y-3" data-testid="landing-group">
            {group.offers.map((ranked, i) => (
              <OfferRow key={ranked.offer.id} ranked={ranked} rank={i + 1} landing={landing} recent={recent} websites={websites} />
            ))}
          </ol>
          <Link
            href={landingCompareHref(area, group.group)}
            className="mt-3 inline-flex min-h-11 items-center gap-1 font-medium text-primary underline underline-offset-4"
          >
            Se listans {formatNumber(group.count)} {TYPE_GROUP_ADJECTIVES[group.group]} elavtal i {area}
          </Link>
        </section>
      ))}

      <section aria-labelledby="billigast-per-typ" className="mt-12">
        <SectionHeading id="billigast-per-typ">Billigast av varje avtalstyp</SectionHeading>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          Det billigaste avtalet av varje typ Elpriskollen skiljer på, vid {landing.consumptionText}.
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {landing.cheapestByType.map(({ type, label, count, cheapest }) => (
            <li key={type} className="rounded-lg border border-border p-4 text-sm" data-testid="cheapest-of-type">
              <p className="font-semibold">{label}</p>
              <p className="mt-1">
                {cheapest.offer.supplierName} – {cheapest.offer.product}
              </p>
              <p className="mt-1 text-muted-foreground">
                {formatKr(cheapest.cost.yearlyKr)} per år, jämförpris {formatOrePerKwh(cheapest.cost.jamforprisOre, 2)} (billigast av {formatNumber(count)})
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section id="snittpriser" aria-labelledby="snittpriser-rubrik" className="mt-12 scroll-mt-20">
        <SectionHeading id="snittpriser-rubrik">Snittpriser för nya elavtal i {area}</SectionHeading>
        <p className="mt-2 mb-4 max-w-3xl text-sm text-muted-foreground">
          SCB:s genomsnittliga elpris för avtal som tecknats under månaden, per avtalstyp, de senaste {formatNumber(chart.months.length)} månaderna:{' '}
          {scb.source.unit}, för {formatKwh(LANDING_KWH)} per år. Jämför med avtalens jämförpris ovan, som är med moms. Senaste månad:{' '}
          <DataAge kind="scb" date={latestScbMonth} text={formatMonthYear(latestScbMonth)} />.
        </p>
        <DataAgeWarning {...staleWarning('scb', latestScbMonth, { href: scb.source.url, label: 'SCB:s statistikdatabas' })} className="mb-4 max-w-3xl" />
        <ScbAverages chart={chart} table={scbTable(chart)} id={`scb-${area.toLowerCase()}`} sourceUrl={scb.source.url} />
      </section>

      <nav aria-label="Andra elområden" className="mt-12">
        <h2 className="text-lg font-semibold">Andra elområden</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {PRICE_AREAS.filter((other) => other !== area).map((other) => (
            <li key={other}>
              <Link href={areaPagePath(other)} className={`${buttonVariants({ variant: 'outline' })} min-h-11`}>
                Billigaste elavtalen i {other} ({PRICE_AREA_NAMES[other]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-14">
        <ToolsLinks currentPath={COMPARE_PATH} />
      </div>
    </PageContainer>
  );
}
