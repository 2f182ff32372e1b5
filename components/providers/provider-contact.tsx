import { ExternalLink, Globe, Headset, Phone } from 'lucide-react';

import type { Provider } from '@/lib/content/providers';
import { SectionHeading } from '@/components/ui/section-heading';

/** 'https://www.vattenfall.se/' → 'vattenfall.se', 'https://tibber.com/se' → 'tibber.com/se'. */
export function displayUrl(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`;
}

const EXTERNAL_REL = 'noopener noreferrer';

/**
 * How to reach the supplier. The website always; customer service page and phone only when the
 * content module has them, because those must be confirmed by an operator, never guessed.
 */
export function ProviderContact({ provider }: { provider: Pick<Provider, 'name' | 'website' | 'contact'> }) {
  const { customerServiceUrl, phone } = provider.contact;
  return (
    <section aria-labelledby="kontakt-leverantor">
      <SectionHeading id="kontakt-leverantor">Kontakta {provider.name}</SectionHeading>
      <p className="mt-3 leading-7 text-muted-foreground">
        Frågor om ett avtal, fakturor eller flytt besvarar leverantören själv. Elvalet är en fristående jämförelsetjänst och kan inte ändra eller säga upp ditt
        avtal.
      </p>
      <ul className="mt-4 space-y-3">
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span>Webbplats:</span>
          <a
            href={provider.website}
            target="_blank"
            rel={EXTERNAL_REL}
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
            data-testid="provider-website"
          >
            {displayUrl(provider.website)}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(öppnas i en ny flik)</span>
          </a>
        </li>
        {customerServiceUrl ? (
          <li className="flex items-center gap-2">
            <Headset aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>Kundservice:</span>
            <a
              href={customerServiceUrl}
              target="_blank"
              rel={EXTERNAL_REL}
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
            >
              {displayUrl(customerServiceUrl)}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(öppnas i en ny flik)</span>
            </a>
          </li>
        ) : null}
        {phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>Telefon:</span>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium text-primary underline underline-offset-4">
              {phone}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
