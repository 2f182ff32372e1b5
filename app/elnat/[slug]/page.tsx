import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { OperatorTariff } from '@/components/grid/operator-tariff';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PrefetchOnIntent } from '@/components/layout/prefetch-on-intent';
import { JsonLd } from '@/components/seo/json-ld';
import { ReportButton } from '@/components/report/report-button';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { EnergyTaxNotice } from '@/components/ui/energy-tax-notice';
import { SectionHeading } from '@/components/ui/section-heading';
import { getGridOperatorPageSlugs } from '@/lib/content/grid-areas';
import { formatDate, formatNumber } from '@/lib/format';
import { inPlace } from '@/lib/cities/place';
import { getOperatorPage, type OperatorPage } from '@/lib/grid/grid-pages';
import { CALCULATOR_PATH, ELNAT_PATH, elnatOperatorPath } from '@/lib/paths';
import { providerOrganizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { energyTaxNoticeProps } from '@/lib/domain/energy-tax';
import { reportProps } from '@/lib/reports/report';
import { siteConfig } from '@/lib/site';
import { staleWarning } from '@/lib/domain/data-age';

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the operators with tariffs have a page; any other /elnat/{x} is the not-found page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getGridOperatorPageSlugs().map((slug) => ({ slug }));
}

/** The one lookup the page and its metadata share. */
async function loadOperator(params: Props['params']): Promise<OperatorPage> {
  const { slug } = await params;
  return getOperatorPage(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadOperator(params);
  return pageMetadata({ path: elnatOperatorPath(page.slug), title: page.title, description: page.description });
}

const link = 'font-medium text-primary underline underline-offset-4';

export default async function OperatorPageView({ params }: Props) {
  const page = await loadOperator(params);
  const path = elnatOperatorPath(page.slug);
  const contact = page.contact2024;
  const website = page.feeInfoUrl ? new URL(page.feeInfoUrl).origin : null;
  return (
    <PageContainer width="5xl" className="space-y-10">
      {website ? (
        <JsonLd
          data={providerOrganizationJsonLd({
            path,
            name: page.name,
            description: page.description,
            website,
            ...(contact?.phone ? { phone: contact.phone } : {}),
          })}
        />
      ) : null}
      <PageHeader path={path} currentLabel={page.name} title={page.name} lead={page.description}>
        <p className="mt-4 text-sm text-muted-foreground">
          {page.orgNumber ? <>Organisationsnummer {page.orgNumber}. </> : null}
          {page.otherNames.length > 0 ? <>Även: {page.otherNames.join(', ')}. </> : null}
          {page.feeInfoUrl ? (
            <a href={page.feeInfoUrl} rel="noopener" className={link}>
              Elnätsbolagets prissida
            </a>
          ) : null}
        </p>
      </PageHeader>

      <section aria-labelledby="avgifter" className="space-y-4">
        <SectionHeading id="avgifter">Elnätsavgifter</SectionHeading>
        {page.noPrices ? <p>{page.noPrices}</p> : null}
        {page.billBasis ? <p className="max-w-3xl text-sm text-muted-foreground">{page.billBasis}</p> : null}
        {page.noBillReason ? <p className="max-w-3xl text-sm text-muted-foreground">{page.noBillReason}</p> : null}
        {page.regionNote ? <p className="max-w-3xl text-sm">{page.regionNote}</p> : null}
        {page.billBasis ? <EnergyTaxNotice {...energyTaxNoticeProps()} className="max-w-3xl" /> : null}
        {page.tariffs.map((tariff, i) => (
          <div key={tariff.id} className="space-y-2" data-testid="tariff" data-tariff-id={tariff.id}>
            <OperatorTariff tariff={tariff} operatorName={page.name} headingId={`prislista-${i + 1}`} showBill={page.billBasis !== null} />
            {/* The list's age on the day the page is read, and a report with the tariff filled in (docs/rules/transparency.md). */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <p>
                {tariff.variant ? `${tariff.variant}: p` : 'P'}rislistan gäller från{' '}
                <DataAge kind="grid" date={tariff.fromDate} text={formatDate(tariff.fromDate)} />.
              </p>
              <ReportButton
                {...reportProps(
                  {
                    kind: 'grid_tariff',
                    id: tariff.id,
                    label: `${page.name} – ${tariff.variant ?? 'prislistan'}`,
                    area: null,
                    dataDate: tariff.fromDate,
                    dataDateLabel: 'gäller från',
                  },
                  siteConfig.contactEmail,
                )}
              />
            </div>
            <DataAgeWarning
              {...staleWarning('grid', tariff.fromDate, page.feeInfoUrl ? { href: page.feeInfoUrl, label: 'Aktuella priser hos elnätsbolaget' } : null)}
            />
          </div>
        ))}
        {page.pageTextsLine ? <p className="max-w-3xl text-sm text-muted-foreground">{page.pageTextsLine}</p> : null}
      </section>

      <section aria-labelledby="kommuner" className="space-y-3">
        <SectionHeading id="kommuner">Här har {page.name} elnät</SectionHeading>
        <p className="max-w-3xl text-muted-foreground">
          {page.municipalities.length === 1 ? 'En kommun' : `${formatNumber(page.municipalities.length)} kommuner`} där bolaget har områdeskoncession enligt
          Energimarknadsinspektionen. Andelen är en andel av kommunens yta, inte av hushållen: vilket elnätsbolag du har står på din elnätsfaktura.
        </p>
        {/* Up to some hundred municipalities: each is fetched ahead only when its link is reached for. */}
        <PrefetchOnIntent as="ul" className="grid gap-2 sm:grid-cols-2">
          {page.municipalities.map((m) => (
            <li key={m.code} className="rounded-md border border-border p-3 text-sm">
              <Link href={`/stader/${m.slug}`} prefetch={false} className={link}>
                {m.longName}
              </Link>
              <span className="block text-muted-foreground">{m.shareText}</span>
              {page.tariffs.length > 0 ? (
                <Link
                  href={page.municipalityBillHref[m.code] ?? CALCULATOR_PATH}
                  prefetch={false}
                  className="mt-1 inline-block py-0.5 text-primary underline underline-offset-4"
                >
                  Hela elkostnaden {inPlace(m.name)}
                </Link>
              ) : null}
            </li>
          ))}
        </PrefetchOnIntent>
      </section>

      {contact ? (
        <section aria-labelledby="kontakt" className="space-y-2 text-sm">
          <SectionHeading id="kontakt">Kontakt</SectionHeading>
          <p className="text-muted-foreground">{contact.label}; de kan ha ändrats sedan dess.</p>
          <dl className="grid max-w-xl grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="font-medium">Företag</dt>
            <dd>{contact.company}</dd>
            {contact.website ? (
              <>
                <dt className="font-medium">Webbplats</dt>
                <dd className="break-words">{contact.website}</dd>
              </>
            ) : null}
            {contact.phone ? (
              <>
                <dt className="font-medium">Telefon</dt>
                <dd>{contact.phone}</dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt className="font-medium">E-post</dt>
                <dd className="break-words">{contact.email}</dd>
              </>
            ) : null}
            {contact.address ? (
              <>
                <dt className="font-medium">Adress</dt>
                <dd>{contact.address}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      <p>
        <Link href={ELNAT_PATH} className={link}>
          Alla elnätsbolags avgifter
        </Link>
      </p>
    </PageContainer>
  );
}
