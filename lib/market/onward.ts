import { formatPostalCode } from '@/lib/postcode/code';
import { formatKwh } from '@/lib/format';
import { SOURCE_ANNUAL_KWH } from '@/lib/market/cost';
import { ELPRISKOLLEN, OFFER_TYPE_LABELS, type AreaSource, type MarketOffer } from '@/lib/market/offer';

/**
 * The onward step of an offer: how the visitor gets from our card to this offer at Elpriskollen
 * and, where we know it, to the supplier's own website (docs/rules/onward-step.md).
 *
 * Elpriskollen has no address per offer that we can cite: its source rows carry no offer id or
 * link, and its search starts on the start page with a postcode and a yearly consumption typed
 * in. So the step names what to type there: the postcode and the consumption the offer was read
 * for (the area's source), the contract type, the supplier and the product, each copyable.
 */

export const ONWARD_LABEL = ELPRISKOLLEN.linkText;
/** The supplier page's variant: every offer of the supplier in one area. */
export const ONWARD_SUPPLIER_LABEL = 'Sök avtalen hos Elpriskollen';
export const SUPPLIER_WEBSITE_LABEL = 'Till leverantörens webbplats';

/**
 * Supplier slug → the supplier's own website, only where the site can cite it (the written
 * supplier copy in content/providers/). Plain and small, so a client island can take it as a prop.
 */
export type SupplierWebsites = Readonly<Record<string, string>>;

/** One value the visitor types at Elpriskollen: shown formatted, copied as typed. */
export interface OnwardValue {
  /** What the row is called: 'Postnummer'. */
  label: string;
  /** As shown: '741 76'. */
  text: string;
  /** As copied into Elpriskollen's field: '74176'. */
  copy: string;
}

export interface OnwardStep {
  /** Elpriskollen's start page, where its search begins. */
  searchUrl: string;
  postalCode: OnwardValue;
  consumption: OnwardValue;
  supplier: OnwardValue;
  /** Absent on the supplier page's variant (the supplier's offers, not one of them). */
  product?: OnwardValue;
  /** 'Kvartspris', the type to choose in Elpriskollen's list. */
  typeLabel?: string;
  /** The day the offer was read, 'YYYY-MM-DD'. */
  readOn: string;
  website: string | null;
}

/** The website of a supplier, or null when the site has none it can cite. */
export function supplierWebsite(websites: SupplierWebsites | undefined, supplierSlug: string): string | null {
  return websites && Object.hasOwn(websites, supplierSlug) ? (websites[supplierSlug] ?? null) : null;
}

/** What every step shares: Elpriskollen's start page, the source's postcode and 2 000 kWh, the supplier. */
function baseStep(
  supplier: { slug: string; name: string },
  source: Pick<AreaSource, 'postalCode' | 'date'>,
  websites: SupplierWebsites | undefined,
): OnwardStep {
  return {
    searchUrl: ELPRISKOLLEN.url,
    postalCode: { label: 'Postnummer', text: formatPostalCode(source.postalCode), copy: source.postalCode },
    consumption: { label: 'Årsförbrukning', text: formatKwh(SOURCE_ANNUAL_KWH), copy: String(SOURCE_ANNUAL_KWH) },
    supplier: { label: 'Leverantör', text: supplier.name, copy: supplier.name },
    readOn: source.date,
    website: supplierWebsite(websites, supplier.slug),
  };
}

/** The onward step of one offer. */
export function offerOnwardStep(
  offer: Pick<MarketOffer, 'supplierSlug' | 'supplierName' | 'product' | 'type'>,
  source: Pick<AreaSource, 'postalCode' | 'date'>,
  websites?: SupplierWebsites,
): OnwardStep {
  return {
    ...baseStep({ slug: offer.supplierSlug, name: offer.supplierName }, source, websites),
    product: { label: 'Avtal', text: offer.product, copy: offer.product },
    typeLabel: OFFER_TYPE_LABELS[offer.type],
  };
}

/** The onward step of a supplier's offers in one area (the supplier pages). */
export function supplierOnwardStep(
  supplier: { slug: string; name: string },
  source: Pick<AreaSource, 'postalCode' | 'date'>,
  websites?: SupplierWebsites,
): OnwardStep {
  return baseStep(supplier, source, websites);
}
