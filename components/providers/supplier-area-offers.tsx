import type { CSSProperties } from 'react';

import { OnwardStep } from '@/components/compare/onward-step';
import { ReportButton } from '@/components/report/report-button';
import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { Table } from '@/components/ui/table';
import { formatPostalCode } from '@/lib/postcode/code';
import { PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { formatDate, formatKr, formatKrExact, formatKwh, formatNumber, formatOrePerKwh } from '@/lib/format';
import { HOUSEHOLDS } from '@/lib/market/consumption';
import { ELPRISKOLLEN, originsText } from '@/lib/market/offer';
import { ONWARD_SUPPLIER_LABEL, supplierOnwardStep, type SupplierWebsites } from '@/lib/market/onward';
import type { RecentSpot } from '@/lib/market/recent-basis';
import type { CheapestOfType, SupplierArea } from '@/lib/market/supplier-page';
import { reportProps } from '@/lib/reports/report';
import { siteConfig } from '@/lib/site';
import { staleWarning } from '@/lib/domain/data-age';

import { SupplierBreakEven } from './supplier-break-even';

/**
 * One price area of a supplier page: where its figures come from (Elpriskollen, the scrape date,
 * the postcode used, the assumed spot price), the cheapest offer of each contract type at the
 * three household consumptions, the onward step to these offers at Elpriskollen (docs/rules/onward-step.md), and every offer of the area by type with its price, fee,
 * jämförpris at 2 000, 5 000 and 20 000 kWh and origin. Server-rendered, no JavaScript.
 */
export function SupplierAreaOffers({
  name,
  slug,
  area,
  cheapest,
  recent,
  websites,
}: {
  name: string;
  /** The supplier's slug, which a report names. */
  slug: string;
  area: SupplierArea;
  cheapest: readonly CheapestOfType[];
  /** The area's spot over the last 12 complete months, beside the break-even. */
  recent?: RecentSpot;
  /** The suppliers' own websites where the site can cite them (the onward step links this one's). */
  websites?: SupplierWebsites;
}) {
  const id = area.area.toLowerCase();
  return (
    <section
      aria-labelledby={id}
      data-area={area.area}
      className="scroll-mt-24 space-y-5 render-later"
      // Drawn when it nears the screen; until then it reserves about its height on a phone (the
      // tables and the fixed-or-variable list grow with the offers: 24 offers are ~8 700 px).
      style={{ '--render-later-size': `${38 + 20 * area.offerCount}rem` } as CSSProperties}
    >
      <div className="space-y-2">
        <h3 id={id} className="text-xl font-semibold tracking-tight">
          {area.area} – {PRICE_AREA_NAMES[area.area]}: {formatNumber(area.offerCount)} avtal
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="area-source">
          Källa: {ELPRISKOLLEN.name}, hämtat <DataAge kind="offers" date={area.source.date} text={formatDate(area.source.date)} />, för postnummer{' '}
          {formatPostalCode(area.source.postalCode)}. Avtal som {name} bara säljer på andra orter i elområdet kan saknas.
        </p>
        <OnwardStep step={supplierOnwardStep({ slug, name }, area.source, websites)} label={ONWARD_SUPPLIER_LABEL} />
        <DataAgeWarning {...staleWarning('offers', area.source.date)} />
        <ReportButton
          {...reportProps(
            { kind: 'supplier', id: slug, label: `${name} i ${area.area}`, area: area.area, dataDate: area.source.date, dataDateLabel: 'hämtat' },
            siteConfig.contactEmail,
          )}
        />
        <p className="text-sm text-muted-foreground">{area.basisText}</p>
      </div>
      <CheapestTable name={name} area={area} cheapest={cheapest} />
      <OffersTable area={area} />
      <SupplierBreakEven area={area} recent={recent} />
    </section>
  );
}

function CheapestTable({ name, area, cheapest }: { name: string; area: SupplierArea; cheapest: readonly CheapestOfType[] }) {
  return (
    <Table
      caption={
        <>
          Billigaste avtalet från {name} av varje typ i {area.area}: kostnad för elhandeln per år
        </>
      }
      captionClassName="px-3 pt-3 text-left font-medium"
      className="w-full min-w-[40rem] text-sm"
      data-testid="cheapest-table"
      scroll={{ className: 'rounded-md border border-border' }}
    >
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="px-3 py-2 font-medium">
            Avtalstyp
          </th>
          {HOUSEHOLDS.map((household) => (
            <th key={household.key} scope="col" className="px-3 py-2 font-medium">
              {household.label}, {formatKwh(household.annualKwh)}/år
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cheapest.map((type) => {
          const products = new Set(type.at.map((at) => at.offer.id));
          const single = products.size === 1 ? type.at[0]!.offer.product : null;
          return (
            <tr key={type.type} data-type={type.type} className="border-b border-border align-top last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {type.label}
                {single ? <span className="block text-xs font-normal text-muted-foreground">{single}</span> : null}
              </th>
              {type.at.map((at) => (
                <td key={at.annualKwh} className="px-3 py-2" data-cell={`cheapest-${at.annualKwh}`}>
                  <span className="font-semibold whitespace-nowrap">{formatKr(at.cost.yearlyKr)}/år</span>
                  <span className="block text-xs whitespace-nowrap text-muted-foreground">
                    {formatKr(at.cost.monthlyKr)}/mån · {formatOrePerKwh(at.cost.jamforprisOre, 2)}
                  </span>
                  {single ? null : <span className="block text-xs text-muted-foreground">{at.offer.product}</span>}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function OffersTable({ area }: { area: SupplierArea }) {
  const columns = 7;
  return (
    <Table
      caption={<>Alla avtal i {area.area}: elpris, fast avgift och jämförpris per avtalstyp</>}
      captionClassName="px-3 pt-3 text-left font-medium"
      className="w-full min-w-[52rem] text-sm"
      data-testid="offers-table"
      scroll={{ className: 'rounded-md border border-border' }}
    >
      <thead>
        <tr className="border-b border-border text-left align-bottom text-muted-foreground">
          <th scope="col" className="px-3 py-2 font-medium">
            Avtal
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Elpris <span className="block text-xs font-normal">öre/kWh inkl. moms</span>
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Fast avgift <span className="block text-xs font-normal">per månad inkl. moms</span>
          </th>
          {HOUSEHOLDS.map((household) => (
            <th key={household.key} scope="col" className="px-3 py-2 font-medium">
              Jämförpris <span className="block text-xs font-normal whitespace-nowrap">öre/kWh vid {formatKwh(household.annualKwh)}/år</span>
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-medium">
            Ursprung
          </th>
        </tr>
      </thead>
      {area.types.map((type) => {
        const first = type.offers[0]!;
        return (
          <tbody key={type.type} data-type={type.type}>
            <tr className="border-b border-border bg-muted/60">
              {/* A cell, not a second level of headers (HTML_CodeSniffer's H43 would then ask for headers on every cell); each row's header names the type. */}
              <td colSpan={columns} className="px-3 py-2 text-left" data-group={type.type}>
                <span className="font-semibold">{type.label}</span>
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · Bindningstid: {first.bindingLabel.toLocaleLowerCase('sv-SE')} · {first.pricePeriod}
                </span>
              </td>
            </tr>
            {type.offers.map((row) => (
              <tr key={row.offer.id} data-offer-id={row.offer.id} className="border-b border-border/60 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.offer.product}
                  <span className="sr-only">, {type.label}</span>
                  {row.offer.note ? <span className="block text-xs font-normal text-muted-foreground">{row.offer.note}</span> : null}
                </th>
                <td className="px-3 py-2 whitespace-nowrap" data-cell="price">
                  {formatNumber(row.pricePerKwh, 2)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap" data-cell="fee">
                  {formatKrExact(row.feePerMonth)}
                </td>
                {row.jamforpris.map((j) => (
                  <td key={j.annualKwh} className="px-3 py-2 whitespace-nowrap" data-cell={`jamforpris-${j.annualKwh}`}>
                    {formatNumber(j.ore, 2)}
                  </td>
                ))}
                <td className="px-3 py-2" data-cell="origin">
                  {originsText(row.offer.origins) || 'Anges inte'}
                  {row.offer.braMiljoval ? <span className="block text-xs font-semibold text-success">Bra Miljöval</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        );
      })}
    </Table>
  );
}
