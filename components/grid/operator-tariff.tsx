import Link from 'next/link';

import { HouseholdCosts } from '@/components/grid/household-costs';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatKr } from '@/lib/format';
import { EI_TYPICAL_CUSTOMERS } from '@/lib/grid/figure-caveats';
import type { OperatorTariffView, PartView } from '@/lib/grid/operator-page';
import { powerMethodText } from '@/lib/grid/power-method';

/**
 * One price list on /elnat/{slug}: the fixed fee by fuse, the transfer fee with its windows, the
 * power fee and how it is measured, authority fees, the apartment tariff, the household costs and
 * why they can differ from the operator's own figures. Server-rendered; no script.
 */

function Part({ part }: { part: PartView }) {
  return part.status === 'known' ? (
    <ul className="space-y-0.5">
      {part.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <p className="text-muted-foreground">Okänd: {part.reason}</p>
  );
}

/** Corrections made against the operator's page, and why a part is unknown. */
function Notes({ notes }: { notes: readonly string[] }) {
  return notes.length > 0 ? (
    <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  ) : null;
}

function Quote({ text }: { text: string | null }) {
  return text ? <blockquote className="mt-1 border-l-2 border-border pl-3 text-xs text-muted-foreground">”{text}”</blockquote> : null;
}

export function OperatorTariff({
  tariff,
  operatorName,
  headingId,
  showBill,
}: {
  tariff: OperatorTariffView;
  operatorName: string;
  headingId: string;
  showBill: boolean;
}) {
  const title = tariff.variant ? `Prislista: ${tariff.variant}` : 'Prislistan';
  if (!tariff.forHouseholds) {
    // A list for large fuses only (80 A and up): what it is for, and nothing priced for a household.
    return (
      <section aria-labelledby={headingId} className="space-y-2 rounded-lg border border-border p-4 sm:p-6">
        <SectionHeading id={headingId} as="h3" className="text-xl">
          {title}
        </SectionHeading>
        <p className="text-sm text-muted-foreground">
          {tariff.fromDateText}. {tariff.fusesText} Den gäller alltså inte hushåll med huvudsäkring på 16–35&nbsp;A, så vi räknar inte med den här; priserna
          står på elnätsbolagets prissida.
        </p>
        <Notes notes={tariff.notes} />
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
      <div>
        <SectionHeading id={headingId} as="h3" className="text-xl">
          {title}
        </SectionHeading>
        <p className="text-sm text-muted-foreground">
          {tariff.fromDateText}. Alla belopp inklusive moms.{tariff.fusesText ? ` ${tariff.fusesText}` : ''}
        </p>
      </div>

      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Fast avgift per huvudsäkring</dt>
          <dd className="mt-1">
            {tariff.fixedFee.status === 'known' ? (
              <ul className="space-y-0.5">
                {tariff.fixedFee.rows.map((row) => (
                  <li key={row.fuse}>
                    <span className="tabular-nums">
                      {row.fuse}&nbsp;A: {formatKr(row.yearlyKr)} per år
                    </span>
                    {row.tierNote ? <span className="block text-xs text-muted-foreground">{row.tierNote}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">Okänd: {tariff.fixedFee.reason}</p>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Överföringsavgift ({tariff.partsFuse}&nbsp;A)</dt>
          <dd className="mt-1">
            <Part part={tariff.transfer} />
          </dd>
        </div>
        <div>
          <dt className="font-medium">Effektavgift ({tariff.partsFuse}&nbsp;A)</dt>
          <dd className="mt-1">
            {tariff.power.status === 'none' ? (
              'Ingen effektavgift.'
            ) : tariff.power.status === 'unknown' ? (
              <p className="text-muted-foreground">Okänd: {tariff.power.reason}</p>
            ) : (
              <>
                <p>{powerMethodText(tariff.power.description)}</p>
                <Quote text={tariff.power.description.quote?.quote ?? null} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Myndighetsavgifter</dt>
          <dd className="mt-1">
            <p>{tariff.authorityFee.text}</p>
            <Quote text={tariff.authorityFee.quote} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium">Lägenhet</dt>
          <dd className="mt-1">
            {tariff.apartment ? (
              <>
                <p>
                  {tariff.apartment.label}: fast avgift {formatKr(tariff.apartment.yearlyKr)} per år; överföringsavgift{' '}
                  {tariff.apartment.transfer.status === 'known' ? tariff.apartment.transfer.lines.join(', ') : `okänd (${tariff.apartment.transfer.reason})`}.
                </p>
                <Quote text={tariff.apartment.quote} />
              </>
            ) : (
              <p className="text-muted-foreground">{tariff.apartmentNote}</p>
            )}
          </dd>
        </div>
      </dl>

      <div className="space-y-2">
        <p className="text-sm font-medium">Vad elnätet kostar per år för Energimarknadsinspektionens typhushåll</p>
        <HouseholdCosts costs={tariff.households} caption={`${operatorName}, ${title.toLowerCase()}: kostnad per år för typhushåll`} showBill={showBill} />
        {tariff.peakNote ? <p className="text-xs text-muted-foreground">{tariff.peakNote}</p> : null}
        <div className="text-xs text-muted-foreground" data-testid="figure-caveats">
          <p>
            Elnätsbolagen rapporterar själva vad typhushållen betalar till{' '}
            <a href={EI_TYPICAL_CUSTOMERS.url} rel="noopener" className="underline underline-offset-2">
              Energimarknadsinspektionen
            </a>
            , som publicerar siffrorna.{tariff.caveats.length > 0 ? ' Våra belopp kan skilja sig från deras:' : ''}
          </p>
          {tariff.caveats.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {tariff.caveats.map((caveat) => (
                <li key={caveat}>{caveat}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <Notes notes={tariff.notes} />

      {tariff.billHref ? (
        <Link href={tariff.billHref} className="inline-block text-sm font-medium text-primary underline underline-offset-4">
          Räkna hela elkostnaden med {tariff.variant ? `prislistan ${tariff.variant}` : 'den här prislistan'}
          {tariff.peakNote ? ' och din egen effekttopp' : ''}
        </Link>
      ) : null}
    </section>
  );
}
