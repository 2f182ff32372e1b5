import type { OfferInput } from '@/lib/domain/contracts';

/**
 * The built-in contract catalogue (decisions.md, "Contracts and cost"), rebuilt on 2026-11-23
 * from stored copies of the suppliers' own price pages. Every figure below is what `source` says,
 * written as the source writes it (with or without VAT, per month or per year); the schema in
 * lib/domain/contracts.ts turns it into the cost model's units. `checkedDate` is the date the
 * source itself gives for the terms, not the day we read it.
 *
 * What counts as the markup: everything the supplier adds per kWh above the area's spot average
 * (fixed markup, variable costs such as balance and certificate costs, and the gap between the
 * supplier's purchase price and the plain spot average when the source shows both). The variable
 * price shown is then that markup plus the spot average of the latest complete month in our data
 * (lib/content/offers.ts), the one price basis of the comparison.
 *
 * Left out, because no dated source with a price could be found in the stored pages: Tibber,
 * Telge Energi, GodEl, Göteborg Energi, Jämtkraft, Öresundskraft, Luleå Energi, Mölndal Energi,
 * Mälarenergi, Nordic Green, Cheap Energy and every fixed-price offer. Sources older than 2024
 * (for example price pages from 2020) are not used: a four-year-old markup in a 2026 ranking
 * would mislead more than it informs.
 *
 * A second search (2026-11-23, some 80 queries) found no fixed price from 2024 or later either:
 * the fixed-price tables in the stored pages are from 2018–2022 (Karlshamn Energi 2018, Hjo Energi
 * and Upplands Energi 2020, Mälarenergi 2022, Kundkraft October 2022) or carry no date (Njudung
 * Energi, Sjogerstads Energi 'oktober' without a year), and Umeå Energi, Tidaholms Energi, Varberg
 * Energi and Kalmar Energi describe fixed contracts without a price. No new variable offer either:
 * Sundsvall Energi (påslag 5,0 öre incl. VAT, 330 kr a year), Landskrona Energi and Varberg Energi
 * state markup and fee without a date; Karlstads Energi dates its figures (April 2024: påslag,
 * renewable, certificate and Svenska kraftnät fees, 19,20 kr a month excl. VAT) but only on its
 * business pages, and its household fee is not stated; Telge Energi (59 kr a month) and Tibber
 * give a fee but no markup; comparison sites (Hemsol, elavtaldirekt) give a year or campaign
 * prices only. Pages that would link to the fixed-price list ask `hasFixedOffers()` first.
 */

const AFFILIATE_QUERY = '?utm_source=elvalet&utm_medium=jamforelse';

/**
 * Kraftringen's page on its variable price carries a comparison table from Elpriskollen, the
 * Energy Markets Inspectorate's price comparison, "uppdaterade per 2024-05-28". Its base price
 * (78,06 öre/kWh incl. VAT) is SE4's spot average of April 2024 (62,43 öre excl. VAT in our
 * data), so the table is for SE4. Markup = its fixed markup + variable markup, both incl. VAT.
 */
const KRAFTRINGEN_ELPRISKOLLEN = {
  source: 'https://prod.kraftringen.se/privat/el/elhandel/elavtal/rorligt-elpris/',
  sourceName: 'Kraftringen (uppgifter från Elpriskollen)',
  checkedDate: '2024-05-28',
} as const;

/** The national suppliers in that table sell in all four areas; their markup is the SE4 one. */
const NATIONWIDE = ['SE1', 'SE2', 'SE3', 'SE4'] as const;

export const OFFERS: readonly OfferInput[] = [
  {
    id: 'kraftringen-rorligt',
    providerSlug: 'kraftringen',
    supplier: 'Kraftringen',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    pricing: { markupOre: 4.88 + 8.31, vat: 'incl' },
    monthlyFee: { kr: 540, per: 'year', vat: 'incl' },
    bindingMonths: 0,
    priceAreas: ['SE4'],
    benefits: ['Ingen bindningstid', 'Priset ändras varje månad efter spotpriset'],
    description:
      'Rörligt avtal där priset per kWh ändras varje månad. Du betalar spotpriset, Kraftringens påslag och en fast årsavgift. Enligt Kraftringen ingår el från fossilfri elproduktion.',
    website: 'https://www.kraftringen.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Tabellen ”En jämförelse av vårt rörliga pris” (Elpriskollen, uppdaterad 2024-05-28, elområde SE4): fast påslag 4,88 och rörligt påslag 8,31 öre/kWh inkl. moms, fast avgift 540 kr per år. Samma sida: ”löpande utan bindningstid”. Tabellen gäller SE4, och vi visar avtalet bara där.',
  },
  {
    id: 'fortum-rorligt',
    providerSlug: 'fortum',
    supplier: 'Fortum',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    pricing: { markupOre: 2.5 + 10.54, vat: 'incl' },
    monthlyFee: { kr: 828, per: 'year', vat: 'incl' },
    bindingMonths: null,
    priceAreas: [...NATIONWIDE],
    termsArea: 'SE4',
    benefits: ['Priset följer spotpriset', 'Stor leverantör som säljer el i hela landet'],
    description:
      'Rörligt avtal där du betalar spotpriset, Fortums påslag och en fast årsavgift. Priset per kWh ändras varje månad.',
    affiliateLink: `https://www.fortum.se/${AFFILIATE_QUERY}`,
    website: 'https://www.fortum.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Elpriskollens jämförelse på Kraftringens sida (uppdaterad 2024-05-28, elområde SE4): Fortum fast påslag 2,50 och rörligt påslag 10,54 öre/kWh inkl. moms, fast avgift 828 kr per år. Bindningstiden anges inte där.',
  },
  {
    id: 'eon-rorligt',
    providerSlug: 'eon',
    supplier: 'E.ON',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    pricing: { markupOre: 7.5 + 9.18, vat: 'incl' },
    monthlyFee: { kr: 480, per: 'year', vat: 'incl' },
    bindingMonths: null,
    priceAreas: [...NATIONWIDE],
    termsArea: 'SE4',
    benefits: ['Priset följer spotpriset', 'Stor leverantör som säljer el i hela landet'],
    description:
      'Rörligt avtal där du betalar spotpriset, E.ON:s påslag och en fast årsavgift. Priset per kWh ändras varje månad.',
    affiliateLink: `https://www.eon.se/${AFFILIATE_QUERY}`,
    website: 'https://www.eon.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Elpriskollens jämförelse på Kraftringens sida (uppdaterad 2024-05-28, elområde SE4): E.ON fast påslag 7,50 och rörligt påslag 9,18 öre/kWh inkl. moms, fast avgift 480 kr per år. Bindningstiden anges inte där.',
  },
  {
    id: 'vattenfall-rorligt',
    providerSlug: 'vattenfall',
    supplier: 'Vattenfall',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    pricing: { markupOre: 10.5 + 8.89, vat: 'incl' },
    monthlyFee: { kr: 540, per: 'year', vat: 'incl' },
    bindingMonths: null,
    priceAreas: [...NATIONWIDE],
    termsArea: 'SE4',
    benefits: ['Priset följer spotpriset', 'Stor leverantör som säljer el i hela landet'],
    description:
      'Rörligt avtal där du betalar spotpriset, Vattenfalls påslag och en fast årsavgift. Priset per kWh ändras varje månad.',
    affiliateLink: `https://www.vattenfall.se/${AFFILIATE_QUERY}`,
    website: 'https://www.vattenfall.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Elpriskollens jämförelse på Kraftringens sida (uppdaterad 2024-05-28, elområde SE4): Vattenfall fast påslag 10,50 och rörligt påslag 8,89 öre/kWh inkl. moms, fast avgift 540 kr per år. Bindningstiden anges inte där.',
  },
  {
    id: 'bixia-rorligt',
    providerSlug: 'bixia',
    supplier: 'Bixia',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    pricing: { markupOre: 5.0 + 10.8, vat: 'incl' },
    monthlyFee: { kr: 468, per: 'year', vat: 'incl' },
    bindingMonths: 0,
    priceAreas: [...NATIONWIDE],
    termsArea: 'SE4',
    benefits: ['Ingen bindningstid, 14 dagars uppsägningstid', 'Priset följer spotpriset'],
    description:
      'Rörligt avtal som gäller tills vidare. Du betalar spotpriset, Bixias rörliga kostnader och påslag och en fast månadsavgift.',
    website: 'https://www.bixia.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Elpriskollens jämförelse på Kraftringens sida (uppdaterad 2024-05-28, elområde SE4): Bixia fast påslag 5,00 och rörligt påslag 10,80 öre/kWh inkl. moms, fast avgift 468 kr per år. Bixias egen sida ”Vad ingår i elpriset?” ger samma påslag (4,00 öre exkl. moms) och månadsavgift (39 kr) för SE3 i oktober 2023, och Bixias frågor och svar om elavtal att Rörligt elpris gäller tills vidare med 14 dagars uppsägningstid.',
  },
  {
    id: 'skelleftea-kraft-rorligt',
    providerSlug: 'skelleftea-kraft',
    supplier: 'Skellefteå Kraft',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: true,
    pricing: { markupOre: 7.5 + 10.48, vat: 'incl' },
    monthlyFee: { kr: 588, per: 'year', vat: 'incl' },
    bindingMonths: null,
    priceAreas: [...NATIONWIDE],
    termsArea: 'SE4',
    benefits: ['100 % förnybar el enligt Skellefteå Kraft', 'Priset följer spotpriset'],
    description:
      'Rörligt avtal där priset ändras varje månad efter inköpspriset i ditt elområde. Du betalar spotpriset, påslag och en fast årsavgift.',
    website: 'https://www.skekraft.se',
    ...KRAFTRINGEN_ELPRISKOLLEN,
    sourceNote:
      'Elpriskollens jämförelse på Kraftringens sida (uppdaterad 2024-05-28, elområde SE4): Skellefteå Kraft fast påslag 7,50 och rörligt påslag 10,48 öre/kWh inkl. moms, fast avgift 588 kr per år. Skellefteå Krafts egen sida om rörligt elpris: ”alltid med 100 % förnybar el”. Bindningstiden anges inte.',
  },
  {
    id: 'greenely-timpris',
    providerSlug: 'greenely',
    supplier: 'Greenely',
    name: 'Timprisavtal',
    contractType: 'timpris',
    greenEnergy: false,
    pricing: { markupOre: 13.63, vat: 'excl' },
    monthlyFee: { kr: 69, per: 'month', vat: 'excl' },
    bindingMonths: 0,
    priceAreas: [...NATIONWIDE],
    benefits: ['Ingen bindningstid', 'Inget fast påslag enligt Greenely'],
    description:
      'Timprisavtal där du betalar spotpriset för den tid du använder elen, Greenelys rörliga omkostnader och en fast månadsavgift. Appen visar dygnets priser.',
    affiliateLink: `https://greenely.com/${AFFILIATE_QUERY}`,
    website: 'https://greenely.com',
    source: 'https://greenely.com/juridisk-information/sammanfattning-avtalsvillkor-elpriser',
    sourceName: 'Greenely, sammanfattning av avtalsvillkor och elpriser',
    checkedDate: '2025-02-01',
    sourceNote:
      '”Gäller fr.o.m. 2025-02-01”: rörliga omkostnader 13,63 öre/kWh och fast påslag 0,00 öre/kWh, fast månadsavgift 69 kr, moms 25 % på allt. Sidans egna summor visar att beloppen är exklusive moms (69 kr blir 86,25 kr inkl. moms). Spotpriser anges för SE1–SE4; löptid tills vidare, ingen bindningstid.',
  },
  {
    id: 'eksjo-energi-rorligt',
    providerSlug: 'eksjo-energi',
    supplier: 'Eksjö Energi',
    name: 'Rörligt pris månadsbaserat',
    contractType: 'rorligt',
    greenEnergy: true,
    // Eksjö Energi's purchase price for June 2024 minus Nord Pool's June 2024 average in our data
    // (SE1 24,07, SE2 24,07, SE3 27,30, SE4 62,77 öre), plus its markup; all excl. VAT.
    pricing: {
      markupOre: { SE1: 28.1 - 24.07 + 2.6, SE2: 28.08 - 24.07 + 2.6, SE3: 31.79 - 27.3 + 2.6, SE4: 66.59 - 62.77 + 4.9 },
      vat: 'excl',
    },
    monthlyFee: { kr: 150, per: 'year', vat: 'excl' },
    bindingMonths: 0,
    priceAreas: ['SE1', 'SE2', 'SE3', 'SE4'],
    benefits: ['Ingen bindningstid, en månads uppsägningstid', '100 % förnybar el enligt Eksjö Energi'],
    description:
      'Rörligt avtal som fastställs varje månad i efterskott: Eksjö Energis inköpspris i ditt elområde plus påslag och en låg årsavgift.',
    website: 'https://eksjoenergi.se',
    source: 'https://eksjoenergi.se/elhandel/rorligt-pris/rorligt-manads-medelpris/',
    sourceName: 'Eksjö Energi',
    checkedDate: '2024-07-04',
    sourceNote:
      '”Sidan uppdaterades 2024-07-04”, rörligt pris juni 2024 exkl. moms: inköpspris 28,10 / 28,08 / 31,79 / 66,59 öre/kWh (SE1–SE4, elcertifikat ingår) och påslag 2,60 / 2,60 / 2,60 / 4,90 öre/kWh; grundavgift 150 kr per år (187,50 kr inkl. moms); tillsvidare med en månads uppsägningstid. Påslaget här är inköpspriset minus Nord Pools snittspotpris för juni 2024 i vår data plus påslaget.',
  },
  {
    id: 'ljusdal-energi-rorligt',
    providerSlug: 'ljusdal-energi',
    supplier: 'Ljusdal Energi',
    name: 'Rörligt elpris',
    contractType: 'rorligt',
    greenEnergy: false,
    // Weighted markup (SE1 1,31, SE2 0,64) + fixed markup 3,50 + certificate fee 3,25, excl. VAT.
    pricing: { markupOre: { SE1: 1.31 + 3.5 + 3.25, SE2: 0.64 + 3.5 + 3.25 }, vat: 'excl' },
    monthlyFee: { kr: 240, per: 'year', vat: 'excl' },
    bindingMonths: 0,
    priceAreas: ['SE1', 'SE2'],
    benefits: ['Ingen bindningstid, 45 dagars uppsägningstid', 'Varje avgift på egen rad på fakturan'],
    description:
      'Rörligt månadspris: Ljusdal Energis inköpspris viktat mot kundernas förbrukning, plus ett fast påslag, elcertifikatavgift och en fast årsavgift.',
    website: 'https://ljusdalenergi.se',
    source: 'https://ljusdalenergi.se/elavtal/avtal-och-priser/rorligt-elpris.html',
    sourceName: 'Ljusdal Energi',
    checkedDate: '2025-01',
    sourceNote:
      'Priser för januari 2025 (sidans senaste månad): fast påslag 3,50 och elcertifikatavgift 3,25 öre/kWh exkl. moms, viktat påslag 0,64 öre där inköpspriset är 24,31 öre och 1,31 öre där det är 23,76 öre, vilket är Nord Pools snittpris i SE2 respektive SE1 den månaden. Fast årsavgift 240 kr (300 kr inkl. moms); ingen bindningstid, 45 dagars uppsägningstid. Sidans tredje elområdestabell kunde inte läsas, så avtalet visas bara i SE1 och SE2.',
  },
];
