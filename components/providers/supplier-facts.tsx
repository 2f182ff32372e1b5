import type { ReactNode } from 'react';

import { formatNumber } from '@/lib/format';
import type { SupplierPage } from '@/lib/market/supplier-page';

/**
 * What the market catalogue says about a supplier, in one box under the heading (every supplier
 * page, with or without written copy): its name as Elpriskollen gives it, how many offers in
 * which areas (each a link to its section), the contract types, the origins and Bra Miljöval, and
 * the source with its dates.
 */
export function SupplierFacts({ page }: { page: SupplierPage }) {
  const { supplier } = page;
  const facts: { term: string; value: ReactNode; field: string }[] = [
    { term: 'Namn hos Elpriskollen', value: supplier.legalName, field: 'legal-name' },
    {
      term: 'Elavtal',
      field: 'offers',
      value: (
        <>
          {formatNumber(page.offerCount)} i{' '}
          {page.areas.map((area, index) => (
            <span key={area.area}>
              <a href={`#${area.area.toLowerCase()}`} className="font-medium text-primary underline underline-offset-4">
                {area.area}
              </a>
              {index < page.areas.length - 2 ? ', ' : index === page.areas.length - 2 ? ' och ' : ''}
            </span>
          ))}
        </>
      ),
    },
    { term: 'Avtalstyper', value: page.typesText, field: 'types' },
    { term: 'Ursprung enligt leverantören', value: page.originsText || 'Anges inte i källan', field: 'origins' },
    {
      term: 'Bra Miljöval',
      value: page.braMiljovalCount === 0 ? 'Inget avtal' : `${formatNumber(page.braMiljovalCount)} av ${formatNumber(page.offerCount)} avtal`,
      field: 'bra-miljoval',
    },
    { term: 'Källa', value: `${page.sourceText}, för ett postnummer per elområde`, field: 'source' },
  ];
  return (
    <dl className="grid gap-x-8 gap-y-3 rounded-lg border border-border bg-muted/40 p-5 text-sm sm:grid-cols-2" data-testid="supplier-facts">
      {facts.map((fact) => (
        <div key={fact.field} data-field={fact.field}>
          <dt className="text-muted-foreground">{fact.term}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Källor till texten om Vattenfall: …': where the written copy's statements about the company come from. */
export function CopySources({ name, sources }: { name: string; sources: readonly { name: string; url: string }[] }) {
  return (
    <p className="mt-6 text-sm text-muted-foreground" data-testid="copy-sources">
      {sources.length === 1 ? 'Källa' : 'Källor'} till texten om {name}:{' '}
      {sources.map((source, index) => (
        <span key={source.url}>
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4 hover:text-primary">
            {source.name}
            <span className="sr-only"> (öppnas i en ny flik)</span>
          </a>
          {index < sources.length - 1 ? '; ' : '.'}
        </span>
      ))}{' '}
      Priser och avtal kommer från Elpriskollen och står nedan.
    </p>
  );
}
