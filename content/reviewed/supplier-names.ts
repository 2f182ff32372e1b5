import type { SupplierNameOverride } from '../../lib/content/reviewed-schemas';

/**
 * The supplier names the rule of scripts/lib/supplier-names.ts cannot know: the brand users know a
 * supplier by where it differs from the legal name shortened by the rule. Shapes and checks:
 * lib/content/reviewed-schemas.ts; how the lists are used: docs/data-pipeline.md.
 */

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
