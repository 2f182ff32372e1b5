import { SUPPLIER_NAME_OVERRIDES } from '../../lib/content/reviewed-lists';
import type { SupplierNameOverride } from '../../lib/content/reviewed-schemas';

/**
 * The names users know the suppliers by. Elpriskollen gives the legal name ('Umeå Energi Elhandel
 * AB', 'CHEAP ENERGY AB'); the site shows a display name derived by one rule, and where the rule
 * cannot know the brand, by the reviewed overrides (content/reviewed/supplier-names.ts). Nothing
 * is invented: a display name is the legal name shortened, or the supplier's own brand as the
 * legal name contains it (every word of a display name is part of the legal name;
 * tests/unit/market/supplier-names.test.ts).
 *
 * The rule:
 * 1. Drop the company form: 'AB' at the end or the start ('AB Borlänge Energi').
 * 2. Drop a trailing sales-company word (Elhandel, Handel, Energihandel, Försäljning(s),
 *    Elförsäljning, Energiförsäljning) when what is left still names a supplier on its own:
 *    two words or more ('Umeå Energi'), an acronym ('SEVAB', 'HEMAB') or a word with energi/kraft
 *    in it ('PiteEnergi'). 'Töre Elförsäljning' stays whole: 'Töre' is a village, not a supplier.
 */

const COMPANY_FORM = /^(?:AB\s+)|(?:\s+AB)$/g;
const SALES_SUFFIX = /\s+(?:Elhandel|Handel|Energihandel|Försäljnings?|Elförsäljning|Energiförsäljning)$/;

function standsAlone(name: string): boolean {
  if (name.includes(' ')) return true;
  if (/^[A-ZÅÄÖ0-9]{2,}$/.test(name)) return true;
  return /energi|kraft/i.test(name);
}

/** The display name by rule alone (before overrides). */
export function displayNameByRule(legalName: string): string {
  const withoutForm = legalName.replace(/\s+/g, ' ').trim().replace(COMPANY_FORM, '').trim();
  const withoutSuffix = withoutForm.replace(SALES_SUFFIX, '');
  return withoutSuffix !== withoutForm && standsAlone(withoutSuffix) ? withoutSuffix : withoutForm;
}

/** The display name: an override where one is reviewed, else the rule. */
export function supplierDisplayName(legalName: string, overrides: readonly SupplierNameOverride[] = SUPPLIER_NAME_OVERRIDES): string {
  return overrides.find((override) => override.legalName === legalName)?.name ?? displayNameByRule(legalName);
}
