import { ChevronDown, ExternalLink } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDate } from '@/lib/format';
import { cx } from '@/lib/class-names';
import { SUPPLIER_WEBSITE_LABEL, type OnwardStep as Step, type OnwardValue } from '@/lib/market/onward';

const LINK = 'inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4';

/** One line of what to type: the label, the value as shown, and 'Kopiera'. */
function ValueLine({ value, name }: { value: OnwardValue; name: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="onward-value" data-copy={value.copy}>
      <span>
        {value.label}: <strong className="break-words">{value.text}</strong>
      </span>{' '}
      <CopyButton value={value.copy} name={name} />
    </li>
  );
}

/**
 * The onward step of an offer (or of a supplier's offers in one area): a button, 'Sök avtalet hos
 * Elpriskollen', that opens what to type there, each value copyable in one tap, the link to
 * Elpriskollen's start page where its search begins, and the supplier's own website where the site
 * can cite it (lib/market/onward.ts, docs/rules/onward-step.md). A native <details>: it opens by
 * keyboard and without JavaScript; when open it takes the whole width of its row.
 */
export function OnwardStep({
  step,
  label,
  describedBy,
  className,
}: {
  step: Step;
  /** The button's text: 'Sök avtalet hos Elpriskollen'. */
  label: string;
  /** The id of the offer's heading, so the button is read with whose offer it is. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <details className={cx('group/onward min-w-0 open:basis-full', className)} data-testid="onward-step">
      <summary
        aria-describedby={describedBy}
        className={`${buttonVariants({ variant: 'outline', size: 'sm' })} min-h-11 w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden`}
        data-testid="onward-toggle"
      >
        {/* The small size's padding with the 44 px height: the button fits beside a card's figures at 1280 px. */}
        {label}
        <ChevronDown aria-hidden="true" className="transition-transform group-open/onward:rotate-180" />
      </summary>
      <div className="mt-3 space-y-3 rounded-md border border-border bg-muted/40 p-3 text-sm" data-testid="onward-panel">
        <p>
          Elpriskollen har ingen egen adress för varje avtal. Skriv in samma uppgifter som vi gjorde när vi läste {step.product ? 'avtalet' : 'avtalen'}{' '}
          {formatDate(step.readOn)}, så visar Elpriskollen samma lista (om {step.product ? 'avtalet finns kvar' : 'avtalen finns kvar'}).
        </p>
        <ol className="list-decimal space-y-2 pl-5 marker:font-semibold">
          <li>
            Öppna{' '}
            <a href={step.searchUrl} target="_blank" rel="noopener noreferrer" className={cx(LINK, 'min-h-6')} data-testid="onward-elpriskollen">
              Elpriskollen
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(öppnas i en ny flik)</span>
            </a>
            .
          </li>
          <li>
            Skriv in:
            <ul className="mt-1 space-y-1">
              <ValueLine value={step.postalCode} name="postnumret" />
              <ValueLine value={step.consumption} name="årsförbrukningen" />
            </ul>
          </li>
          {step.typeLabel ? (
            <li>
              Välj avtalstyp: <strong>{step.typeLabel}</strong>
            </li>
          ) : null}
          <li>
            {step.product ? 'Leta upp avtalet i listan:' : 'Leta upp leverantören i listan (avtalens namn står i tabellen nedan):'}
            <ul className="mt-1 space-y-1">
              <ValueLine value={step.supplier} name="leverantörens namn" />
              {step.product ? <ValueLine value={step.product} name="avtalets namn" /> : null}
            </ul>
          </li>
        </ol>
        <p className="text-xs text-muted-foreground">
          Med ditt eget postnummer och din förbrukning kan listan och priserna se annorlunda ut. Själva avtalet tecknar du hos leverantören.
        </p>
        {step.website ? (
          <a href={step.website} target="_blank" rel="noopener noreferrer" className={cx(LINK, 'min-h-6')} data-testid="onward-website">
            {SUPPLIER_WEBSITE_LABEL}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(öppnas i en ny flik)</span>
          </a>
        ) : null}
      </div>
    </details>
  );
}
