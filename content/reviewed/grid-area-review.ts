import type { RenumberedUnit, ReviewedJoin, UnmatchedHolder } from '../../lib/content/reviewed-schemas';

/**
 * The reviewed decisions of the concession import (scripts/lib/build-grid-areas.ts).
 * Ei's map names each concession holder by its unit (RE) and company name; the tariff data names
 * operators by VAT number. The import joins them by organisation number, then by name, then by the
 * website of the holder's 2024 contact; every join that is not by organisation number is listed
 * here, and so is every holder that matches nothing. The import refuses to run when what it finds
 * differs from these lists (the data changed: review again). Shapes and checks:
 * lib/content/reviewed-schemas.ts; how the lists are used: docs/data-pipeline.md.
 */

export const GRID_AREA_JOINS: readonly ReviewedJoin[] = [
  // Same name once legal forms, case, accents and punctuation are set aside (new REs since 2023 have no org number in Ei's list).
  { re: 'REL03038', holder: 'Lidköping Elnät AB', operatorId: 'lidkoping-elnat-ab', how: 'name' },
  { re: 'REL03041', holder: 'Hjo Elnät AB', operatorId: 'hjo-elnat-ab', how: 'name' },
  { re: 'REL03042', holder: 'Skara Elnät AB', operatorId: 'skara-elnat-ab', how: 'name' },
  { re: 'REL03043', holder: 'Karlsborgs Elnät AB', operatorId: 'karlsborgs-elnat-ab', how: 'name' },
  { re: 'REL03045', holder: 'Öresundskraft Elnät AB', operatorId: 'oresundskraft-elnat-ab', how: 'name' },
  { re: 'REL03046', holder: 'PiteEnergi Elnät AB', operatorId: 'pite-energi-elnat-ab', how: 'name' },
  { re: 'REL03047', holder: 'Karlshamn Elnät AB', operatorId: 'karlshamn-elnat-ab', how: 'name' },
  { re: 'REL03048', holder: 'Bjäre Kraft Elnät AB', operatorId: 'bjare-kraft-elnat-ab', how: 'name' },
  { re: 'REL03049', holder: 'Alingsås Energi Elnät AB', operatorId: 'alingsas-energi-elnat-ab', how: 'name' },
  { re: 'REL03054', holder: 'Degerfors Elnät AB', operatorId: 'degerfors-elnat-ab', how: 'name' },
  { re: 'REL03057', holder: 'Gävle Energi Elnät AB', operatorId: 'gavle-energi-elnat-ab', how: 'name', tariffIds: ['gavle-energi-elnat-ab-standard'] },
  { re: 'REL03059', holder: 'Almnäs Elnät AB', operatorId: 'almnas-elnat-ab', how: 'name' },
  { re: 'REL03060', holder: 'Njudung Sävsjö Elnät AB', operatorId: 'njudung-savsjo-elnat-ab', how: 'name' },
  { re: 'REL03061', holder: 'Sandhult-Sandareds Elnät AB', operatorId: 'sandhultsandareds-elnat-ab', how: 'name' },
  { re: 'REL03062', holder: 'Östra Kinds Elnät AB', operatorId: 'ostra-kinds-elnat-ab', how: 'name' },
  { re: 'REL03069', holder: 'Varbergsortens Elnät AB', operatorId: 'varbergsortens-elnat-ab', how: 'name' },
  { re: 'REL03070', holder: 'Ale El Elnät AB', operatorId: 'ale-el-elnat-ab', how: 'name' },
  { re: 'REL03072', holder: 'Ronneby Miljöteknik Elnät AB', operatorId: 'ronneby-miljoteknik-elnat-ab', how: 'name' },
  // Ei's org number is the municipality's or an older company's; the name is the same.
  { re: 'REL00103', holder: 'Landskrona Energi AB', operatorId: 'landskrona-energi-ab', how: 'name' },
  { re: 'REL00167', holder: 'Skurups Elverk AB', operatorId: 'skurups-elverk-ab', how: 'name' },
  // The 2024 contact's website is the price page's site.
  {
    re: 'REL00072',
    holder: 'Herrljunga Elektriska AB',
    operatorId: 'herrljunga-elnat-ab',
    how: 'website',
    reason: 'el.herrljunga.se publishes the price list; the concession is held by Herrljunga Elektriska AB.',
  },
  {
    re: 'REL00091',
    holder: 'Affärsverken Elnät i Karlskrona AB',
    operatorId: 'affarsverken-elnat-ab',
    how: 'website',
    reason: 'affarsverken.se; Ei lists the parent company’s org number.',
  },
  {
    re: 'REL00170',
    holder: 'Skövde Energi Elnät AB',
    operatorId: 'skovde-energi',
    how: 'website',
    reason: 'skovdeenergi.se; Ei lists Skövde kommun’s org number.',
  },
  {
    re: 'REL00938',
    holder: 'Hedemora Elnät AB',
    operatorId: 'hedemora-energi-ab',
    how: 'website',
    reason: 'hedemoraenergi.se; its page says the prices are those Hedemora Elnät AB applies.',
  },
  {
    re: 'REL03044',
    holder: 'Ulricehamns Energi Elnät AB',
    operatorId: 'ulricehamn-energi-elnat-ab',
    how: 'website',
    reason: 'ueab.se, the price page’s site; the tariff data writes Ulricehamn without the genitive s.',
  },
  {
    re: 'REL03056',
    holder: 'Ystad Energi Elnät AB',
    operatorId: 'ystad-elnat-ab',
    how: 'reviewed',
    reason: 'Ystad’s grid company; the tariff data calls it Ystad Elnät AB.',
  },
  {
    re: 'REL03065',
    holder: 'Skyllberg Elnät AB',
    operatorId: 'skyllbergs-elnat-ab',
    how: 'website',
    reason: 'skyllbergsbruk.se (the 2024 contact of RE REL00168, the unit before renumbering).',
  },
  {
    re: 'REL03067',
    holder: 'Sollentuna Elnät AB',
    operatorId: 'sollentuna-energi-miljo-ab',
    how: 'website',
    reason: 'seom.se (the 2024 contact of RE REL00173, the unit before renumbering).',
  },
  { re: 'REL03068', holder: 'Telge Elnät AB', operatorId: 'telge-energi', how: 'reviewed', reason: 'Telge’s grid (Telge Nät AB, RE REL00186 until 2024).' },
  {
    re: 'REL03074',
    holder: 'Sölvesborgs Elnät AB',
    operatorId: 'solvesborg-elnat-ab',
    how: 'website',
    reason: 'solvesborgenergi.se (the 2024 contact of RE REL00185, the unit before renumbering).',
  },
  {
    re: 'REL00075',
    holder: 'Hofors Elverk AB',
    operatorId: 'gavle-energi-elnat-ab',
    how: 'reviewed',
    tariffIds: ['gavle-energi-elnat-ab-hofors'],
    reason:
      'Gävle Energi’s page: “Hofors Elverk är en del av Gävle Energi Elnät från och med 1 januari 2025 men ännu under 2025 har Hofors egna elnätsavgifter.”',
  },
];

/**
 * Concession holders that match no tariff (checked against what the import finds). They are
 * listed in their municipalities without a price, with their 2024 contact details, and get no page
 * of their own: a page needs the operator's own price list as its source; for these we have only
 * Ei's map and a contact list from 2024, which the city page already shows.
 */
export const GRID_AREA_UNMATCHED: readonly UnmatchedHolder[] = [
  { re: 'REL00012', holder: 'Upplands Energi ek. för.' },
  { re: 'REL00029', holder: 'Övertorneå Energi AB' },
  { re: 'REL00144', holder: 'Olseröds Elektriska Distributionsförening u.p.a.' },
  { re: 'REL00147', holder: 'Oxelö Energi AB' },
  { re: 'REL00156', holder: 'Rödeby Elverk ek. för.' },
  { re: 'REL00163', holder: 'Sjogerstads Elektriska Distributionsförening ek. för.' },
  { re: 'REL00175', holder: 'Staffanstorps Energi AB' },
  { re: 'REL00184', holder: 'Södra Hallands Kraft ek. för.' },
  { re: 'REL00187', holder: 'Tibro Elnät AB' },
  { re: 'REL00193', holder: 'Töre Energi ek. för.' },
  { re: 'REL00201', holder: 'Vallebygdens Energi ek. för.' },
  { re: 'REL00203', holder: 'Vara Energi ek. för.' },
  { re: 'REL00242', holder: 'Västra Orusts Energitjänst ek. för.' },
  { re: 'REL00249', holder: 'Årsunda Kraft & Belysningsförening ek. för.' },
  { re: 'REL00590', holder: 'LKAB Nät AB' },
  { re: 'REL00594', holder: 'VänerEnergi AB' },
  { re: 'REL03016', holder: 'Vaggeryds Elverk AB' },
];

/**
 * 2025 units that were renumbered after 2024 (mergers, restructurings): their contact details are
 * those published in 2024 under the older unit.
 */
export const GRID_AREA_RENUMBERED: readonly RenumberedUnit[] = [
  { re: 'REL03065', re2024: 'REL00168' },
  { re: 'REL03067', re2024: 'REL00173' },
  { re: 'REL03068', re2024: 'REL00186' },
  { re: 'REL03069', re2024: 'REL00205' },
  { re: 'REL03070', re2024: 'REL00001' },
  { re: 'REL03072', re2024: 'REL00152' },
  { re: 'REL03074', re2024: 'REL00185' },
];
