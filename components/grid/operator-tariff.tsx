import Link from 'next/link';

import { HouseholdCosts } from '@/components/grid/household-costs';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatKr } from '@/lib/format';
import type { OperatorTariffView, PartView } from '@/lib/grid/operator-page';
import { powerMethodText } from '@/lib/grid/power-method';

/**
 * One price list on /elnat/{slug} (issue 20, item 5): the fixed fee by fuse, the transfer fee with
 * its windows, the power fee and how it is measured, authority fees, the apartment tariff, and
 * the household costs. Server-rendered; no script.
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
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
      <div>
        <SectionHeading id={headingId} as="h3" className="text-xl">
          {title}
        </SectionHeading>
        <p className="text-sm text-muted-foreground">{tariff.fromDateText}. Alla belopp inklusive moms.</p>
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
          <dt className="font-medium">Överföringsavgift (16&nbsp;A)</dt>
          <dd className="mt-1">
            <Part part={tariff.transfer} />
          </dd>
        </div>
        <div>
          <dt className="font-medium">Effektavgift (16&nbsp;A)</dt>
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

      <div>
        <p className="text-sm font-medium">Vad elnätet kostar per år för Energimarknadsinspektionens typhushåll</p>
        <HouseholdCosts costs={tariff.households} caption={`${operatorName}, ${title.toLowerCase()}: kostnad per år för typhushåll`} showBill={showBill} />
      </div>

      {tariff.notes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
          {tariff.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}

      <Link href={tariff.billHref} className="inline-block text-sm font-medium text-primary underline underline-offset-4">
        Räkna hela elkostnaden med {tariff.variant ? `prislistan ${tariff.variant}` : 'den här prislistan'}
      </Link>
    </section>
  );
}
