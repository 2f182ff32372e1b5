import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { load } from 'cheerio';

import type { SiteConfig } from '../../lib/site';

/**
 * Whether the site may be published: someone must be named as running it. E-handelslagen
 * (2002:562) 8 § requires a service provider's name, address and e-mail to be easy to find, and
 * Directive (EU) 2019/944, article 14(1)(b), asks a comparison tool to disclose who owns and runs
 * it; the pages show `operator` of lib/site.ts (docs/deploy.md, "Before publishing").
 *
 * `npm run publish:check` (scripts/check-publishable.ts) and `npm run deploy` run it before anything
 * is uploaded; `npm run build`, the tests and local work do not need an operator.
 */

/**
 * The check digit of a Swedish organisationsnummer: the Luhn algorithm over all ten digits, as for a
 * personnummer (Skatteverket). NNNNNN-NNNN with a wrong last digit is a typing error.
 */
export function hasValidCheckDigit(orgNumber: string): boolean {
  if (!/^\d{6}-?\d{4}$/.test(orgNumber)) return false;
  const digits = orgNumber.replace('-', '');
  const sum = [...digits].reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return sum % 10 === 0;
}

/**
 * What stops publishing, in Swedish, each naming the field of lib/site.ts to fix (empty: none).
 * `exportDir`, when given, must be a build that already shows the operator: a name filled in after
 * the last build is not on the pages yet.
 */
export function publishProblems(config: Pick<SiteConfig, 'operator'>, exportDir?: string): string[] {
  const { operator } = config;
  if (!operator) {
    return [
      'operator i lib/site.ts är null: ingen står som ansvarig för sajten. Fyll i företagsnamn (companyName), organisationsnummer (orgNumber), postadress (postalAddress) och e-post (email) innan sajten publiceras.',
    ];
  }
  const problems: string[] = [];
  if (!hasValidCheckDigit(operator.orgNumber)) {
    problems.push(`operator.orgNumber i lib/site.ts, ${operator.orgNumber}, har fel kontrollsiffra: det är inget giltigt organisationsnummer.`);
  }
  if (!/\b\d{3} ?\d{2} +\p{L}/u.test(operator.postalAddress)) {
    problems.push(`operator.postalAddress i lib/site.ts, "${operator.postalAddress}", saknar postnummer och ort (t.ex. "Box 123, 111 22 Stockholm").`);
  }
  if (exportDir !== undefined) {
    const home = path.join(exportDir, 'index.html');
    if (!existsSync(home)) {
      problems.push(`${home} finns inte: bygg sajten (npm run build) innan den publiceras.`);
    } else {
      const text = load(readFileSync(home, 'utf8'))('body').text();
      for (const field of ['companyName', 'orgNumber'] as const) {
        if (!text.includes(operator[field])) {
          problems.push(`${home} visar inte operator.${field} (${operator[field]}): bygg om sajten (npm run build) efter att operator fyllts i.`);
        }
      }
    }
  }
  return problems;
}
