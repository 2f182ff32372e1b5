/**
 * The names users know the suppliers by. Elpriskollen gives the legal name ('Umeå Energi Elhandel
 * AB', 'CHEAP ENERGY AB'); the site shows a display name derived by one rule, and where the rule
 * cannot know the brand, by the reviewed overrides below. Nothing is invented: a display name is
 * the legal name shortened, or the supplier's own brand as the legal name contains it (every word
 * of a display name is part of the legal name; tests/unit/market/supplier-names.test.ts).
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

export interface SupplierNameOverride {
  /** The legal name exactly as Elpriskollen gives it (the import fails when it no longer appears). */
  legalName: string;
  name: string;
  /** Why the rule's result is not the name users know. */
  reason: string;
}

/**
 * Reviewed 2026-11-26. The import fails for an override whose legal name is not in the data or
 * whose name the rule already gives, so the list cannot go stale silently.
 */
export const SUPPLIER_NAME_OVERRIDES: readonly SupplierNameOverride[] = [
  { legalName: 'CHEAP ENERGY AB', name: 'Cheap Energy', reason: 'Elpriskollen writes the legal name in capitals; the brand is written Cheap Energy.' },
  { legalName: 'STOCKHOLMS ELBOLAG AB', name: 'Stockholms Elbolag', reason: 'Legal name in capitals.' },
  { legalName: 'SVEALANDS ELBOLAG AB', name: 'Svealands Elbolag', reason: 'Legal name in capitals.' },
  { legalName: 'SVEKRAFT AB', name: 'Svekraft', reason: 'Legal name in capitals; not an acronym.' },
  {
    legalName: 'Greenely Premium AB',
    name: 'Greenely',
    reason: 'The company sells under the brand Greenely (its products here are "Greenely kvartsavtal" …); "Premium" is part of the company name only.',
  },
  {
    legalName: 'Eksjö Energi ELIT AB',
    name: 'Eksjö Energi',
    reason: 'ELIT is the name of Eksjö Energi’s retail company; its products here are sold as Eksjö Energi (“Rörligt kvartspris elområde 1” …).',
  },
  {
    legalName: 'Bondens El - LRF Samköp AB',
    name: 'Bondens El',
    reason: 'The brand is the part before the dash; LRF Samköp AB is the company behind it.',
  },
  {
    legalName: 'Kraftringen Energi AB',
    name: 'Kraftringen',
    reason: 'The group and its brand are Kraftringen; "Energi AB" is the company form of its retail arm.',
  },
  {
    legalName: 'Varberg Energimarknad AB',
    name: 'Varberg Energi',
    reason:
      'Varberg Energimarknad AB is the retail company of Varberg Energi; varbergenergi.se sells its contracts as Varberg Energi ("Våra elavtal", "Varberg Energimarknad AB:s särskilda avtalsvillkor").',
  },
];

/** The display name: an override where one is reviewed, else the rule. */
export function supplierDisplayName(legalName: string, overrides: readonly SupplierNameOverride[] = SUPPLIER_NAME_OVERRIDES): string {
  return overrides.find((override) => override.legalName === legalName)?.name ?? displayNameByRule(legalName);
}
