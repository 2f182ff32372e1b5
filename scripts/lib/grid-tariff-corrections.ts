/**
 * The one reviewed table of changes we make to ../shared/data/raw/grid_tariffs/grid_tariffs_se.json
 * before importing it (README sections 5–7 list where the data and the operators' own pages
 * disagree). Every row names the operator, the price list, the field, the value in the raw file,
 * the corrected value and the page text that confirms it. The import refuses a row whose raw
 * value is not what the file holds (the data changed: review again) or whose quote is not in the
 * operator's page text (pages/*.extracted.txt, saved 2025-09-15; tags stripped, entities decoded,
 * whitespace collapsed before comparing).
 *
 * What the page text cannot confirm is not corrected: GRID_TARIFF_UNVERIFIED marks it unknown,
 * with a Swedish reason the site shows.
 */

export interface PriceListRef {
  /** The raw price list's `variant` (before any correction of the label) and `fromDate`. */
  variant: string | null;
  fromDate: string;
}

export interface GridTariffCorrection {
  /** The operator's name in the raw file (checked) and its VAT number (the key). */
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  /** Dotted path inside the raw price list; numbers index arrays. */
  field: string;
  /** The value in the raw file; undefined when the field is missing there. */
  raw: unknown;
  corrected: unknown;
  /** Verbatim from the operator's page text (normalised as above). */
  quote: string;
  /** Swedish, shown beside the operator on /elnat. */
  reason: string;
}

const VATTENFALL_YEARLY_FEES = { '16': 5050, '20': 7065, '25': 8850, '35': 12140, '50': 17430, '63': 23495 };
const VATTENFALL_FEES_QUOTE =
  '16 5 050 kr/år 5 050 kr/år 20 7 065 kr/år 7 065 kr/år 25 8 850 kr/år 8 850 kr/år 35 12 140 kr/år 12 140 kr/år 50 17 430 kr/år 17 430 kr/år 63 23 495 kr/år 23 495 kr/år';
const TV_ALTERNATIVE = { variant: 'Prislista alternativ', fromDate: '2025-01-01' } as const;
const TV_DAY_NIGHT = 'Dag räknas från klockan 06.00 till 23.00 och natt räknas från klockan 23.00 till 06.00.';
const TV_HEADER =
  'Överförings- avgift, natt (öre/kWh) Överförings- avgift, dag (öre/kWh) Effekt- avgift, natt, sommar (kr/kW) Effekt- avgift, dag, sommar (kr/kW) Effekt- avgift, natt, vinter (kr/kW) Effekt- avgift, dag, vinter (kr/kW)';
const TV_LINKOPING_ROW = `${TV_HEADER} 16 A 11 kW 160 kr 8,70 öre 17,30 öre 8 kr 22 kr 12 kr 43 kr`;
const TV_KATRINEHOLM_ROW = `${TV_HEADER} 16 A 11 kW 325 kr 10,80 öre 21,70 öre 11 kr 32 kr 16 kr 63 kr`;
const TV_SWAPPED = 'Dag (06–23) och natt (23–06) var omkastade i källan: dagpriset är det högre.';

export const GRID_TARIFF_CORRECTIONS: readonly GridTariffCorrection[] = [
  {
    operator: 'Degerfors Elnät AB',
    vatNumber: 'SE559440444301',
    priceList: { variant: null, fromDate: '2024-09-01' },
    field: 'monthlyFee',
    raw: { type: 'fixed', verified: true, monthlyFeeSek: 3000 },
    corrected: { type: 'fixed', verified: true, monthlyFeeSek: 250, yearlyFeeSek: 3000 },
    quote: 'Fast avgift 2400 kr/år 3000 kr/år',
    reason: 'Den fasta avgiften är 3 000 kr per år, inte per månad.',
  },
  {
    operator: 'Degerfors Elnät AB',
    vatNumber: 'SE559440444301',
    priceList: { variant: null, fromDate: '2024-09-01' },
    field: 'powerTariff.periodMatching',
    raw: 'first',
    corrected: 'all',
    quote: 'Under november till mars tillkommer ytterligare en komponent i tariffen, en högbelastningsavgift.',
    reason: 'Högbelastningsavgiften november–mars läggs på effektavgiften, den ersätter den inte.',
  },
  {
    operator: 'Smedjebacken Energi Nät AB',
    vatNumber: 'SE556527871901',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'monthlyFee.yearlyFeeSekByFuse.50',
    raw: 91105,
    corrected: 9110,
    quote: 'E50 7 288 1 822 9 1105',
    reason: '50 A kostar 7 288 + 1 822 = 9 110 kr per år; prislistans ”9 1105” är ett skrivfel.',
  },
  {
    operator: 'Smedjebacken Energi Nät AB',
    vatNumber: 'SE556527871901',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'monthlyFee.yearlyFeeSekByFuse.63',
    raw: 10352.05,
    corrected: 10352.5,
    quote: 'E63 8 282 2 070,5 10 352,5',
    reason: '63 A kostar 10 352,50 kr per år.',
  },
  {
    operator: 'Skövde Energi',
    vatNumber: 'SE556959114101',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'powerTariff.periods.0.cost.ranges.0.costSekPerKw',
    raw: 77.05,
    corrected: 77.5,
    quote: '1 500 5,5 26,25 77,5',
    reason: 'Effektavgiften för 16–25 A är 77,50 kr/kW.',
  },
  {
    operator: 'Skövde Energi',
    vatNumber: 'SE556959114101',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'powerTariff.periods.0.cost.ranges.1.costSekPerKw',
    raw: 128.08,
    corrected: 128.8,
    quote: '3 256 5,5 20 128,8',
    reason: 'Effektavgiften för 35–63 A är 128,80 kr/kW.',
  },
  {
    operator: 'Härryda Energi AB',
    vatNumber: 'SE556026324501',
    priceList: { variant: null, fromDate: '2024-04-01' },
    field: 'monthlyFee',
    raw: { type: 'unverified', verified: false },
    corrected: {
      type: 'byFuse',
      verified: true,
      yearlyFeeSekByFuse: { '16': 4650, '20': 5800, '25': 7220, '35': 9900, '50': 14150, '63': 17770 },
    },
    quote: '16A 3 720 4 650 20A 4 640 5 800 25A 5 776 7 220 35A 7 920 9 900 50A 11 320 14 150 63A 14 516 17 770',
    reason: 'De fasta årsavgifterna låg i källan som produktionsavgift; här är de elnätsavgiften för uttag.',
  },
  {
    operator: 'Kungälv Energi AB',
    vatNumber: 'SE556083206401',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'monthlyFee',
    raw: { type: 'unverified', verified: false },
    corrected: {
      type: 'byFuse',
      verified: true,
      yearlyFeeSekByFuse: { '16': 4104, '20': 4729, '25': 6011, '35': 8154, '50': 11521, '63': 14459 },
    },
    quote: '01 16 3 283 4 104 02 20 3 783 4 729 03 25 4 809 6 011 04 35 6 523 8 154 05 50 9 217 11 521 06 63 11 567 14 459',
    reason: 'De fasta årsavgifterna låg i källan som produktionsavgift; här är de elnätsavgiften för uttag.',
  },
  // Tekniska verken, 'Prislista alternativ': in the raw list transfer period 0 is 06:00–22:59 (day)
  // and 1 is 23:00–05:59 (night); power periods are 0 summer day, 1 summer night, 2 winter day, 3 winter night.
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'transferFee.periods.0.cost.transferFeeOrePerKwh',
    raw: 8.7,
    corrected: 17.3,
    quote: TV_LINKOPING_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'transferFee.periods.1.cost.transferFeeOrePerKwh',
    raw: 17.3,
    corrected: 8.7,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.0.cost.costSekPerKw',
    raw: 8,
    corrected: 22,
    quote: TV_LINKOPING_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.1.cost.costSekPerKw',
    raw: 22,
    corrected: 8,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.2.cost.costSekPerKw',
    raw: 12,
    corrected: 43,
    quote: TV_LINKOPING_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.3.cost.costSekPerKw',
    raw: 43,
    corrected: 12,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'transferFee.periods.0.cost.transferFeeOrePerKwh',
    raw: 10.8,
    corrected: 21.7,
    quote: TV_KATRINEHOLM_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'transferFee.periods.1.cost.transferFeeOrePerKwh',
    raw: 21.7,
    corrected: 10.8,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.0.cost.costSekPerKw',
    raw: 11,
    corrected: 32,
    quote: TV_KATRINEHOLM_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.1.cost.costSekPerKw',
    raw: 32,
    corrected: 11,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.2.cost.costSekPerKw',
    raw: 16,
    corrected: 63,
    quote: TV_KATRINEHOLM_ROW,
    reason: TV_SWAPPED,
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: TV_ALTERNATIVE,
    field: 'powerTariff.periods.3.cost.costSekPerKw',
    raw: 63,
    corrected: 16,
    quote: TV_DAY_NIGHT,
    reason: TV_SWAPPED,
  },
  {
    operator: 'E.ON',
    vatNumber: 'SE556070606001',
    priceList: { variant: 'Syd', fromDate: '2024-08-01' },
    field: 'transferFee.entries.0.transferFeeOrePerKwh',
    raw: 87.5,
    corrected: 87.15,
    // The table whose fees are Syd's (591,25 / 780 / 1006,25 …); the page prints no region names.
    quote: '16 A, upp till 8 000 kWh/år 215,00 87,15 16 A, över 8 000 kWh/år 591,25 30,70 20 A 780,00 30,70 25 A 1006,25 30,70',
    reason: 'Överföringsavgiften för 16 A upp till 8 000 kWh per år är 87,15 öre/kWh.',
  },
  {
    operator: 'Falkenberg Energi Elnät AB',
    vatNumber: 'SE556461483101',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.spotPriceMultiplier',
    raw: 5.11,
    corrected: 0.0511,
    quote: 'k = andel av spotpriset 5,11 %',
    reason: 'Den rörliga delen är 5,11 % av spotpriset; källan räknade med 511 %.',
  },
  {
    operator: 'Kalmar Energi Elnät AB',
    vatNumber: 'SE556182754301',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.spotPriceMultiplier',
    raw: 0.0648,
    corrected: 0.0518,
    quote:
      '50 öre per kWh blir överföringsavgiften 6,59 öre per kWh (exklusive moms). 100 öre/kWh blir överföringsavgiften 9,18 öre per kWh (exklusive moms).',
    reason:
      'Härledd ur elnätsföretagets två räkneexempel: 4,00 öre + 5,18 % av spotpriset exkl. moms (5,00 öre inkl. moms); källan hade lagt momsen på andelen en gång till.',
  },
  {
    operator: 'Kalmar Energi Elnät AB',
    vatNumber: 'SE556182754301',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.approximated',
    raw: true,
    corrected: false,
    quote: '50 öre per kWh blir överföringsavgiften 6,59 öre per kWh (exklusive moms).',
    reason: 'Formeln stämmer exakt med båda räkneexemplen på elnätsföretagets sida.',
  },
  {
    operator: 'Brittedals Elnät ek för',
    vatNumber: 'SE737000010601',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.baseFeeOrePerKwh',
    raw: 14,
    corrected: 17.5,
    quote: 'Rörlig överföringsavgift fr o m 2025-01-01 Exkl. moms 14 öre/kWh + 9 % av aktuellt timpris, spotprisbaserat',
    reason: 'Grundavgiften 14 öre/kWh är exklusive moms; med moms 17,50 öre/kWh.',
  },
  {
    operator: 'Sollentuna Energi & Miljö AB',
    vatNumber: 'SE559457224901',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'monthlyFeeSekByFuse.20',
    raw: undefined,
    corrected: 137.5,
    quote: '16 – 25 A 1650 kr/år 1 320 kr/år',
    reason: '20 A saknades i källan; 16–25 A har samma avgift, 1 650 kr per år.',
  },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Effektabonnemang, lågspänning', fromDate: '2025-09-01' },
    field: 'monthlyFee.monthlyFeeSek',
    raw: 896,
    corrected: 1120,
    quote: '896,00 69,68 9,00 I den fasta avgiften ingår elsäkerhetsavgift',
    reason: 'Prislistan för effektabonnemang är exklusive moms: 896 kr blir 1 120 kr per månad med moms.',
  },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Effektabonnemang, lågspänning', fromDate: '2025-09-01' },
    field: 'transferFee.transferFeeOrePerKwh',
    raw: 9,
    corrected: 11.25,
    quote: 'Alla priser ovan är exklusive moms.',
    reason: 'Överföringsavgiften 9,00 öre/kWh är exklusive moms: 11,25 öre/kWh med moms.',
  },
  {
    operator: 'Tranås Energi Elnät AB',
    vatNumber: 'SE556952020701',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.transferFeeOrePerKwh',
    raw: 33.6,
    corrected: 33.625,
    quote: 'Kostnaden för elöverföring är 26,9 öre/kWh (exkl. moms).',
    reason: '26,9 öre/kWh exklusive moms är 33,625 öre/kWh med moms.',
  },
  {
    operator: 'Vattenfall',
    vatNumber: 'SE556417080001',
    priceList: { variant: 'Effekttariff E4', fromDate: '2025-01-01' },
    field: 'monthlyFee',
    raw: { type: 'byFuse', verified: true },
    corrected: { type: 'byFuse', verified: true, yearlyFeeSekByFuse: VATTENFALL_YEARLY_FEES },
    quote: VATTENFALL_FEES_QUOTE,
    reason: 'Årsavgifterna som prislistan anger dem (källan hade dem som avrundade månadsbelopp).',
  },
  {
    operator: 'Vattenfall',
    vatNumber: 'SE556417080001',
    priceList: { variant: 'Tidstariff T4', fromDate: '2025-01-01' },
    field: 'monthlyFee',
    raw: { type: 'byFuse', verified: true },
    corrected: { type: 'byFuse', verified: true, yearlyFeeSekByFuse: VATTENFALL_YEARLY_FEES },
    quote: VATTENFALL_FEES_QUOTE,
    reason: 'Årsavgifterna som prislistan anger dem (källan hade dem som avrundade månadsbelopp).',
  },
  {
    operator: 'Vattenfall',
    vatNumber: 'SE556417080001',
    priceList: { variant: 'Effekttariff E4', fromDate: '2025-01-01' },
    field: 'variant',
    raw: 'Effekttariff E4',
    corrected: 'Enkeltariff E4',
    quote: 'Fast pris Enkeltariff E4 Tidstariff T4',
    reason: 'Tariffen heter Enkeltariff E4; den har ingen effektavgift.',
  },
  {
    operator: 'Vattenfall',
    vatNumber: 'SE556417080001',
    priceList: { variant: 'Tidstariff T4', fromDate: '2025-01-01' },
    field: 'transferFee.periods.0.hours.toHourInclusive',
    raw: 22,
    corrected: 21,
    quote: 'Vardagar kl 06–22 under månaderna januari, februari, mars, november och december.',
    reason: 'Högpristiden är vardagar 06–22 (källan räknade till 23).',
  },
  {
    operator: 'Jukkasjärvi Sockens Belysningsförening',
    vatNumber: 'SE797300037001',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee',
    raw: { type: 'unlisted', verified: true },
    corrected: { type: 'fixed', verified: true, transferFeeOrePerKwh: 30.8 },
    quote: 'Rörlig nätavgift 16A–63A 24,6 öre/kWh 30,8 öre/kWh',
    reason: 'Den rörliga nätavgiften (överföringsavgiften) för 16–63 A är 30,8 öre/kWh; källan saknade den.',
  },
  {
    operator: 'Jukkasjärvi Sockens Belysningsförening',
    vatNumber: 'SE797300037001',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'powerTariff.periodMatching',
    raw: 'first',
    corrected: 'all',
    quote:
      'Abonnemangsavgiften för respektive säkringsgrupp är månadsavgiften gånger månadens högsta effektuttag. Högbelastningsavgiften Högbelastningstid är vardagar kl. 06.00–22.00 under månaderna november–mars.',
    reason: 'Högbelastningsavgiften november–mars tas ut utöver abonnemangsavgiften per kW.',
  },
  {
    operator: 'Malung-Sälens Elverk',
    vatNumber: 'SE556527481701',
    priceList: { variant: null, fromDate: '2025-04-01' },
    field: 'powerTariff.periods.1.months',
    raw: null,
    corrected: { from: 'april', toInclusive: 'october' },
    quote: 'Sommarmånader är 7 st: april, maj, juni, juli, augusti, september samt oktober, då är debiteringen effektmedelvärdet * 35 kr',
    reason: 'Sommaravgiften 35 kr/kW gäller april–oktober; vintermånaderna har bara vinteravgiften.',
  },
  {
    operator: 'Malung-Sälens Elverk',
    vatNumber: 'SE556527481701',
    priceList: { variant: null, fromDate: '2025-04-01' },
    field: 'powerTariff.periods.1.hours',
    raw: null,
    corrected: { fromHour: 7, toHourInclusive: 18, clock: '07:00-19:00', wrapsMidnight: false },
    quote: 'måste de 5 högsta värdena infalla mellan klockan 07.00-19.00. Det innebär att mellan klockan 19.00-07.00 är det så kallad ”fri” tid.',
    reason: 'Effekttopparna räknas bara klockan 07–19; övrig tid är fri.',
  },
  {
    operator: 'Malung-Sälens Elverk',
    vatNumber: 'SE556527481701',
    priceList: { variant: null, fromDate: '2025-04-01' },
    field: 'powerTariff.periods.0.hours.toHourInclusive',
    raw: 19,
    corrected: 18,
    quote: 'måste de 5 högsta värdena infalla mellan klockan 07.00-19.00.',
    reason: 'Effekttopparna räknas bara klockan 07–19; övrig tid är fri.',
  },
  {
    operator: 'Bodens Energi Nät AB',
    vatNumber: 'SE556526856101',
    priceList: { variant: null, fromDate: '2025-01-01' },
    field: 'transferFee.transferFeeOrePerKwhByFuse',
    raw: { '16': 22.25 },
    corrected: { '16': 22.25, '20': 0, '25': 0, '35': 0, '50': 0, '63': 0 },
    quote: 'Överföringsavgift ingår i elnätspriset förutom i 16A, där den faktureras separat.',
    reason: 'Från 20 A ingår överföringen i den fasta avgiften.',
  },
  {
    operator: 'Kraftringen',
    vatNumber: 'SE556228113801',
    priceList: { variant: null, fromDate: '2025-06-01' },
    field: 'powerTariff',
    raw: { type: 'unverified', verified: false },
    corrected: { type: 'notImplemented', verified: true },
    quote: 'Utöver den fasta månadsavgiften tillkommer elöverföringsavgift och energiskatt.',
    reason: 'Den kompletta prislistan för säkringsabonnemang har ingen effektavgift.',
  },
];

export type GridTariffPart = 'fixedFee' | 'transferFee' | 'powerFee';

export interface GridTariffUnverified {
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  part: GridTariffPart;
  /** The page text behind the decision, when there is one. */
  quote?: string;
  /** Swedish, shown instead of an amount. */
  reason: string;
}

/**
 * Amounts the raw data has but the page text does not confirm (estimates, placeholders, a
 * percentage that is not on the page). The import requires every estimated or placeholder
 * spot-price fee, and every spot share of 1 or more, to be corrected above or listed here.
 */
export const GRID_TARIFF_UNVERIFIED: readonly GridTariffUnverified[] = [
  {
    operator: 'Höganäs Energi Elnät AB',
    vatNumber: 'SE556440240101',
    priceList: { variant: null, fromDate: '2025-01-01' },
    part: 'transferFee',
    quote: 'Priset fastställs månadsvis och framgår av respektive månads faktura.',
    reason: 'Överföringsavgiften är 21 öre/kWh plus ett rörligt volympris som sätts varje månad och inte publiceras.',
  },
  {
    operator: 'C4 Elnät AB',
    vatNumber: 'SE556496004401',
    priceList: { variant: null, fromDate: '2025-07-01' },
    part: 'transferFee',
    quote: 'Avgiften består av en fast avgift och en procentandel av spotpriset per timme och räknas ut',
    reason: 'Procentandelen av spotpriset står inte på prissidan, och källans värde (613 %) kan inte stämma.',
  },
  {
    operator: 'Nybro Elnät AB',
    vatNumber: 'SE556058489701',
    priceList: { variant: null, fromDate: '2025-01-01' },
    part: 'transferFee',
    reason: 'Överföringsavgiften följer spotpriset månad för månad, och elnätsföretaget publicerar ingen formel.',
  },
  {
    operator: 'Österlens Kraft Elnät AB',
    vatNumber: 'SE556406305401',
    priceList: { variant: null, fromDate: '2025-01-01' },
    part: 'transferFee',
    reason: 'Källan har ingen uppgift om överföringsavgiften, bara en generell uppskattning.',
  },
  {
    operator: 'Sjöbo Elnät AB',
    vatNumber: 'SE556011551001',
    priceList: { variant: null, fromDate: '2025-01-01' },
    part: 'transferFee',
    reason: 'Överföringsavgiften varierar månad för månad; källans formel är en uppskattning som inte går att kontrollera.',
  },
];
