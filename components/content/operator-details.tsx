import type { SimplePage } from '@/lib/content/schemas';
import { siteConfig, type SiteOperator } from '@/lib/site';

import { SimplePageView } from './simple-page-view';

/**
 * Who runs the site, from the site config (docs/architecture.md): company, organisationsnummer,
 * postal address and e-mail. Renders nothing until the operator has set them.
 */
export function OperatorDetails({ operator, className }: { operator: SiteOperator | null; className?: string }) {
  if (!operator) return null;
  return (
    <section aria-labelledby="utgivare" className={className} data-testid="operator-details">
      <h2 id="utgivare" className="text-xl font-semibold">
        Vem som driver webbplatsen
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Företag</dt>
        <dd className="font-medium">{operator.companyName}</dd>
        <dt className="text-muted-foreground">Organisationsnummer</dt>
        <dd className="font-medium">{operator.orgNumber}</dd>
        <dt className="text-muted-foreground">Postadress</dt>
        <dd className="font-medium">{operator.postalAddress}</dd>
        <dt className="text-muted-foreground">E-post</dt>
        <dd className="font-medium">
          <a href={`mailto:${operator.email}`} className="text-primary underline underline-offset-4">
            {operator.email}
          </a>
        </dd>
      </dl>
    </section>
  );
}

/** The footer's one line about the operator; nothing until it is set. */
export function OperatorLine({ operator }: { operator: SiteOperator | null }) {
  if (!operator) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="operator-line">
      Drivs av {operator.companyName}, org.nr {operator.orgNumber}, {operator.postalAddress}.
    </p>
  );
}

/** A simple page (/juridiskt, /om-elvalet) with the operator's details under its sections once the site config has them. */
export function SimplePageWithOperator({ page }: { page: SimplePage & { path: string } }) {
  const { operator } = siteConfig;
  return operator ? (
    <SimplePageView page={page} path={page.path}>
      <OperatorDetails operator={operator} className="rounded-lg border border-border p-6" />
    </SimplePageView>
  ) : (
    <SimplePageView page={page} path={page.path} />
  );
}
