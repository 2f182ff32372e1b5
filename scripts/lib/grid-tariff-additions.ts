import type { PriceListRef } from './grid-tariff-corrections';

/**
 * What the operators' price pages say that the structured source (spotpilot/grid-tariffs) lacks,
 * read from the operators' page texts saved with spotpilot/grid-tariffs (2025-09-15) and
 * reviewed one by one: authority fees, apartment tariffs and, for every power fee, the
 * sentence that states how the peak is measured. Each row quotes the page; the import refuses a
 * quote that is not in the operator's page text (normalised as in grid-tariff-corrections.ts) and
 * a row that names a price list not in force. What a page does not state clearly is left out.
 */

// ---------------------------------------------------------------------------------------------
// Authority fees (myndighetsavgifter)
// ---------------------------------------------------------------------------------------------

/** An amount as the page states it: with VAT, without (25 % is added), or exempt from VAT. */
export interface StatedAmount {
  kr: number;
  vat: 'incl' | 'excl' | 'exempt';
}

/** The three authority fees every grid customer pays (to Elsäkerhetsverket, Svenska kraftnät and Ei). */
export type AuthorityFeeName = 'elsakerhetsavgift' | 'elberedskapsavgift' | 'natovervakningsavgift';

export interface AuthorityFeeRow {
  operator: string;
  vatNumber: string;
  /** Only this price list, where the page says something else for another of the operator's lists; absent: every list. */
  priceList?: PriceListRef;
  /**
   * `onTop`: the page says the fees come on top of the operator's own (added to the bill);
   * `included`: the page says its fees include them; `partlyIncluded`: the page says some are
   * included and is silent on the others (those are added at their usual amounts).
   */
  status: 'onTop' | 'included' | 'partlyIncluded';
  /** onTop only: the yearly amounts the page gives; absent when it gives none (the usual amounts are added, and the page says so). */
  amounts?: readonly StatedAmount[];
  /** partlyIncluded only: the fees the page says are included. */
  included?: readonly AuthorityFeeName[];
  /** Verbatim from the page text; the first one is shown on the page. */
  quotes: readonly string[];
  /** Why the row reads the page this way, where that took judgement. */
  note?: string;
}

const ON_TOP = 'onTop' as const;
const INCLUDED = 'included' as const;
const incl = (...values: number[]): StatedAmount[] => values.map((kr) => ({ kr, vat: 'incl' }));
const excl = (...values: number[]): StatedAmount[] => values.map((kr) => ({ kr, vat: 'excl' }));

/**
 * The usual yearly amounts of the three fees for a low-voltage customer, excl. VAT (25 % VAT is
 * added): what is added where a page is silent, or says the fees come on top without an amount.
 * Set by the state, the same for every operator; quoted here from two operators' pages (checked by
 * the import), which give them one by one and as their sum, 105,45 kr (131,81 kr with VAT).
 */
export const USUAL_AUTHORITY_FEES: {
  exVat: Readonly<Record<AuthorityFeeName, number>>;
  sources: readonly { operator: string; vatNumber: string; quotes: readonly string[] }[];
} = {
  exVat: { elsakerhetsavgift: 11.1, elberedskapsavgift: 90, natovervakningsavgift: 4.35 },
  sources: [
    {
      operator: 'Bengtsfors Energi Nät AB',
      vatNumber: 'SE556502112701',
      quotes: [
        'Elsäkerhetsavgiften som är 11,10 kronor per år exklusive moms',
        'Elberedskapsavgiften som är 90 kronor per år exklusive moms',
        'Nätövervakningsavgiften som är 4,35 kronor per år exklusive moms',
      ],
    },
    {
      operator: 'Hjo Elnät AB',
      vatNumber: 'SE559441764301',
      quotes: ['tillkommer en avgift till Elberedskap, Elsäkerhetsverket och Nätmyndigheten, f n 105,45 kr per år (131,81 kr per år inkl. moms)'],
    },
  ],
};

/**
 * Every operator with a price list whose page text says whether the authority fees (elsäkerhets-,
 * nätövervaknings- and elberedskapsavgift) are included or come on top. An operator not listed
 * here has a page that does not say (BTEA, for one, lists the amounts without saying either;
 * SalaHeby, Gislaved, Sollentuna, Umeå, Västerbergslagen and Östra Kinds state nothing for house
 * subscriptions): the fees are then added at their usual amounts, as "tillkommer normalt".
 */
export const GRID_AUTHORITY_FEES: readonly AuthorityFeeRow[] = [
  // On top of the operator's fees, with the amount.
  {
    operator: 'Skellefteå Kraft Elnät AB',
    vatNumber: 'SE556244395101',
    status: ON_TOP,
    amounts: incl(13.88, 5.44, 112.5),
    quotes: [
      'Utöver angivna priser tillkommer myndighetsavgifter som oavkortat går vidare till olika statliga myndigheter. Elsäkerhetsavgift 13.88 kr/år Nätövervakningsavgift 5,44 kr/år Elberedskapsavgift 112,50 kr/år Myndighetsavgifterna är inklusive moms.',
    ],
  },
  {
    operator: 'Arvika Elnät AB',
    vatNumber: 'SE556527671301',
    status: ON_TOP,
    amounts: incl(112.5, 5.44, 13.75),
    quotes: [
      'Utöver ovanstående avgifter tillkommer de myndighetsavgifter som vi hanterar och vidarebefordrar (Energimarknadsinspektionen, Elsäkerhetsverket och Svensk Elberedskap). Aktuella myndighetsavgifter, kronor per år Elberedskapsavgift : 112 kr 50 öre inkl. moms Nätövervakningsavgift: 5,44 kr inkl. moms Elsäkerhetsavgift: 13,75 kr inkl. moms',
    ],
    note: 'The page gives the elsäkerhetsavgift as 13,75 kr (others 13,88 kr); imported as the page states it.',
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    status: ON_TOP,
    amounts: incl(131.82),
    quotes: ['Tillkommande avgifter: Energiskatt: 54,88 öre/kWh Myndighetsavgift: totalt 131,82 kr per år. Myndighetsavgiften visas som en månadsavgift på din faktura.'],
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    status: ON_TOP,
    amounts: incl(131.82),
    quotes: ['Tillkommande avgifter: Energiskatt: 54,88 öre/kWh Myndighetsavgift: totalt 131,82 kr per år. Myndighetsavgiften visas som en månadsavgift på din faktura.'],
  },
  {
    operator: 'Falkenberg Energi Elnät AB',
    vatNumber: 'SE556461483101',
    status: ON_TOP,
    amounts: incl(112.5, 13.88, 5.44),
    quotes: [
      'Avgiften består av en abonnemangsavgift och en rörlig elöverföringsavgift samt energiskatt och myndighetsavgifter.',
      'Myndighetsavgifter kr/år exkl moms kr/år inkl moms Elberedskap (Svenska Kraftnät) 90 112,50 Elsäkerhet (Elsäkerhetsverket) 11.10 13.88 Nätövervakning (Energimyndigheten) 4,35 5,44',
    ],
  },
  {
    operator: 'Sundsvall Elnät AB',
    vatNumber: 'SE556502722301',
    status: ON_TOP,
    amounts: incl(112.5, 13.88, 5.44),
    quotes: [
      'Dessa kostnader faktureras på fakturan som avser januari. Myndighetsavgift Elberedskapsavgift 112,50 kr/år Elsäkerhetsavgift 13,88 kr/år Nätövervakningsavgift 5,44 kr/år Alla priser är inklusive moms',
    ],
    note: 'Billed once a year on the January invoice, listed apart from the fixed fee, never said to be included in it.',
  },
  {
    operator: 'Övik Energi Nät AB',
    vatNumber: 'SE556527706701',
    status: ON_TOP,
    amounts: incl(131.82),
    quotes: [
      'Myndighetsavgift: består av en elsäkerhetsavgift, en nätövervakningsavgift och en elberedskapsavgift. Vi fakturerar dessa avgifter en gång per år',
      'Myndighetsavgifter***, kr/år 131,82 131,82 131,82',
    ],
    note: "The page's own cost examples add 131,82 kr a year on top of the subscription fee.",
  },
  {
    operator: 'Boo Energi ek.',
    vatNumber: 'SE714000020401',
    status: ON_TOP,
    amounts: incl(132),
    quotes: ['Dessutom tillkommer såsom tidigare enligt riksdagsbeslut en myndighetsavgift på för närvarande 105,45 kr/år (132 kr/år inkl. moms).'],
  },
  {
    operator: 'Nossebroortens Energi Ekonomisk Förening',
    vatNumber: 'SE716410364501',
    status: ON_TOP,
    amounts: [...excl(4.35, 90), { kr: 11.1, vat: 'exempt' }],
    quotes: ['Myndighetsavgift (debiteras särskilt) Nätövervakningsavgift: 4,35:-/år + moms Elberedskapsavgift: 90:-/år + moms Elsäkerhetsavgift: 11,10:-/år, momsfri'],
  },
  {
    operator: 'Jukkasjärvi Sockens Belysningsförening',
    vatNumber: 'SE797300037001',
    status: ON_TOP,
    amounts: incl(5.48, 13.88, 112.5),
    quotes: ['Till nätavgiften tillkommer en nätövervakningsavgift, 5,48 kr/år, en elsäkerhetsavgift, 13,88 kr/år, samt en elberedskapsavgift på 112,50 kr/år. Alla priser är inklusive moms.'],
  },
  {
    operator: 'Alvesta Elnät AB',
    vatNumber: 'SE556525621001',
    status: ON_TOP,
    amounts: incl(5.44, 13.88, 112.5),
    quotes: [
      'Säkringsabonnemanget består av: En fast del som baseras på vilken storlek på huvudsäkring du har. En rörlig överföringasvgift som baseras på hur mycket el du använder. Energiskatt som också baseras på hur mycket el du använder. Ett antal myndighetsavgifter.',
      'Myndighetsavgifter säkringsabonnemang Nätövervakningsavgift på 4,35 kr (5,44 kr inkl. moms) som går till Energimyndigheten Elsäkerhetsavgift på 11,10 kr (13,88 kr inkl. moms) som går till Elsäkerhetsverket Elberedskapsavgift på 90 kr (112,50 kr inkl. moms)',
    ],
    note: 'A separate part of the fuse subscription, like the energy tax; only the power-tariff list says its prices include them.',
  },
  {
    operator: 'Varberg Energi Elnät AB',
    vatNumber: 'SE556013145901',
    status: ON_TOP,
    amounts: incl(112.5, 5.44, 13.88),
    quotes: [
      'Avgifter inom parentes är inkl moms och faktureras genom Varberg Energi Elnätsfaktura varje månad. Elberedskapsavgift 90 kr (112,50 kr)/år Nätöverföringsavgift 4,35 kr (5,44 kr)/år Elsäkerhetsavgift 11,10 kr (13,88 kr)/år',
    ],
    note: 'Listed under "Myndighetsavgifter på våra nätpriser" and billed monthly as their own line, never said to be included.',
  },
  {
    operator: 'Borgholm Energi Elnät AB',
    vatNumber: 'SE556020762201',
    status: ON_TOP,
    amounts: incl(112.5),
    quotes: [
      'I abonnemangsavgiften ingår nätövervakningsavgift 5,44 kr (inkl. moms) och elsäkerhetsavgift 13,88 kr (inkl. moms). Elberedskapsavgift tillkommer med 112,50 kr (inkl. moms) per abonnemang.',
    ],
    note: 'Only the elberedskapsavgift comes on top; the other two are included.',
  },
  {
    operator: 'Blåsjön Nät AB',
    vatNumber: 'SE556061917201',
    status: ON_TOP,
    amounts: excl(105.45),
    quotes: ['Särskild avgift som tas ut separat Årsavgift till Elsäkerhetsverket, exkl. moms På min elnätsfaktura finns årsavgift till Elsäkerhetsverket. Avgiften för lågspänningskunder är 105,45 kr/år'],
  },
  {
    operator: 'Bengtsfors Energi Nät AB',
    vatNumber: 'SE556502112701',
    status: ON_TOP,
    amounts: excl(11.1, 90, 4.35),
    quotes: [
      'Utöver dessa avgifter tillkommer årsavgifter för elsäkerhet, elberedskap och nätövervakning samt energiskatt.',
      'Elsäkerhetsavgiften som är 11,10 kronor per år exklusive moms',
      'Elberedskapsavgiften som är 90 kronor per år exklusive moms',
      'Nätövervakningsavgiften som är 4,35 kronor per år exklusive moms',
    ],
  },
  {
    operator: 'Västerviks Kraft Elnät AB',
    vatNumber: 'SE556528138201',
    status: ON_TOP,
    amounts: incl(112.5, 13.88, 5.44),
    quotes: ['Statliga avgifter som tas ut en gång per år Elberedskapsavgift 112,50 kr/år Elsäkerhetsavgift 13,88 kr/år Nätövervakningsavgift 5,44 kr/år'],
    note: 'Taken once a year apart from the fixed fee; the amounts are the VAT-inclusive ones (90 kr × 1,25 = 112,50 kr).',
  },
  {
    operator: 'Ronneby Miljöteknik Elnät AB',
    vatNumber: 'SE559015198001',
    status: ON_TOP,
    amounts: incl(13.88, 5.44, 112.5),
    quotes: [
      'Till den fasta avgiften tillkommer: Elsäkerhetsavgift - 13,88 kr/år Nätövervakningsavgift - 5,44 kr/år Elberedskapsavgift - 112,50 kr/år Avgifterna faktureras löpande under året. Samtliga avgift är inklusive moms.',
    ],
  },
  {
    operator: 'Hjo Elnät AB',
    vatNumber: 'SE559441764301',
    status: ON_TOP,
    amounts: incl(131.81),
    quotes: ['Förutom avgifterna i tabellen tillkommer en avgift till Elberedskap, Elsäkerhetsverket och Nätmyndigheten, f n 105,45 kr per år (131,81 kr per år inkl. moms).'],
  },
  {
    operator: 'Kvänumbygdens Energi ek. för',
    vatNumber: 'SE768400219401',
    status: ON_TOP,
    amounts: excl(105.45),
    quotes: ['nätövervaknings- och elberedskapsavgifter', 'totalt 105,45 kr exkl. moms/abonnemang debiteras en gång per år.'],
  },
  {
    operator: 'Mellersta Skånes Kraft, ek för',
    vatNumber: 'SE737000245801',
    status: ON_TOP,
    amounts: excl(11.1, 90, 4.35),
    quotes: [
      'Tillkommer för lågspänningskunder (Debiteras 1 gång/år-beslutade av regeringen, moms tillkommer) Elsäkerhetsavgift: 11,10 kr/år Elberedskapsavgift: 90 kr/år Nätövervakningsavgift: 4,35 kr/år',
    ],
  },
  {
    operator: 'Karlskoga Elnät AB',
    vatNumber: 'SE556507429001',
    status: ON_TOP,
    amounts: incl(112.5, 13.88, 5.43),
    quotes: [
      'Gemensamma avgifter för lågspänning Specifikation Avgift, kronor/år Ex moms Ink moms Elberedskapsavgift till beredskapsmyndigheten 90,00 112,50 Elsäkerhetsavgift till Elsäkerhetsverket 11,10 13,88 Nätövervakningsavgift 4,35 5,43',
    ],
    note: 'Yearly fees of their own for every low-voltage customer, listed apart from the fixed and transfer fees and never said to be included in them.',
  },
  {
    operator: 'Sölvesborg Elnät AB',
    vatNumber: 'SE559497572301',
    status: 'partlyIncluded',
    included: ['elsakerhetsavgift', 'natovervakningsavgift'],
    quotes: ['Fast avgift och rörlig elnätavgift inkluderar: Elsäkerhetsavgift Nätövervakningsavgift Moms om för närvarande 25 procent'],
    note: 'Two of the three are included; the page says nothing of the elberedskapsavgift, which is added at its usual amount.',
  },
  // On top, but the page gives no amount: the usual amounts are added, and the page says so.
  {
    operator: 'Jämtkraft Elnät AB',
    vatNumber: 'SE556103399301',
    status: ON_TOP,
    quotes: ['Till våra priser ska läggas statliga avgifter som tas ut en gång per år: Elsäkerhetsavgift, elberedskapsavgift och nätövervakningsavgift.'],
  },
  {
    operator: 'Bjäre Kraft Elnät AB',
    vatNumber: 'SE559427724501',
    status: ON_TOP,
    quotes: ['Ytterligare avgifter är nätövervakningsavgift, elberedskapsavgift och elsäkerhetsavgift.'],
  },
  // Included in the operator's fees, as its page says.
  { operator: 'Tidaholms Elnät AB', vatNumber: 'SE556004333201', status: INCLUDED, quotes: ['200A 37075 Inklusive myndighetsavgifter'] },
  { operator: 'Härryda Energi AB', vatNumber: 'SE556026324501', status: INCLUDED, quotes: ['Elsäkerhetsavgift, elberedskapsavgift och nätövervakningsavgift ingår i elöverföringsavgiftens fasta del.'] },
  { operator: 'Habo Energi Kraft AB', vatNumber: 'SE556058980501', status: INCLUDED, quotes: ['I säkringsavgiften ingår myndighetsavgifterna elsäkerhetsavgift, nätövervakningsavgift och elberedskapsavgift.'] },
  { operator: 'Nybro Elnät AB', vatNumber: 'SE556058489701', status: INCLUDED, quotes: ['I fasta avgiften ingår nätövervakningsavgift 4,35 kr, elberedskapsavgift 90,00 kr samt elsäkerhetsavgift på 11,10 kr.'] },
  { operator: 'Lerum Nät AB', vatNumber: 'SE556109395501', status: INCLUDED, quotes: ['Elberedskapsavgift, nätövervakningsavgift och elsäkerhetsavgiften ingår i elöverföringsavgiftens fasta del.'] },
  { operator: 'Ålem Energi Elnät AB', vatNumber: 'SE556179650801', status: INCLUDED, quotes: ['från och med årsskiftet kommer vi att inkludera myndighetsavgifter i abonnemangskostnaden'] },
  { operator: 'Kalmar Energi Elnät AB', vatNumber: 'SE556182754301', status: INCLUDED, quotes: ['I ovanstående abonnemangsavgift ingår följande myndighetsavgifter'] },
  { operator: 'SEVAB Nät AB', vatNumber: 'SE556192285601', status: INCLUDED, quotes: ['I angivna fasta avgifter ingår myndighetsavgifter.'] },
  { operator: 'Söderhamn Elnät AB', vatNumber: 'SE556205999701', status: INCLUDED, quotes: ['Myndighetsavgifter Ingår i det fasta priset'] },
  { operator: 'Kraftringen', vatNumber: 'SE556228113801', status: INCLUDED, quotes: ['I abonnemangsavgiften ingår myndighetsavgifterna elsäkerhetsavgift, nätövervakningsavgift och elberedskapsavgift.'] },
  {
    operator: 'Pite Energi Elnät AB',
    vatNumber: 'SE556245982501',
    status: INCLUDED,
    quotes: ['I tarifferna ingår myndighetsavgifter i form av elberedskapsavgift, nätövervakningsavgift och elsäkerhetsavgift med totalt 132 kr/år inklusive moms'],
  },
  { operator: 'Halmstads Energi och Miljö Nät AB', vatNumber: 'SE556330398001', status: INCLUDED, quotes: ['* Inklusive statliga myndighetsavgifter: elberedskapsavgift, elsäkerhetsavgift och nätövervakningsavgift.'] },
  { operator: 'Österlens Kraft Elnät AB', vatNumber: 'SE556406305401', status: INCLUDED, quotes: ['I de fasta avgifterna ingår elsäkerhetsavgift, nätövervakning och elberedskapsavgift.'] },
  {
    operator: 'Höganäs Energi Elnät AB',
    vatNumber: 'SE556440240101',
    status: INCLUDED,
    quotes: ['I abonnemangsavgiften är statliga avgifter som nätövervakningsavgift, elberedskapsavgift och elsäkerhetsavgift inkluderat.'],
  },
  { operator: 'Jönköping Energi', vatNumber: 'SE556449757501', status: INCLUDED, quotes: ['I den fasta nätavgiften ingår följande myndighetsavgifter'] },
  { operator: 'Olofströms Kraft Nät AB', vatNumber: 'SE556462112501', status: INCLUDED, quotes: ['Den fasta och rörliga nätavgiften inkluderar elsäkerhetsavgift, nätövervakningsavgift och elberedskapsavgift.'] },
  { operator: 'C4 Elnät AB', vatNumber: 'SE556496004401', status: INCLUDED, quotes: ['Priser anges inkl. moms och myndighetsuppgifter'] },
  { operator: 'Eskilstuna Energi & Miljö', vatNumber: 'SE556513955601', status: INCLUDED, quotes: ['I angivna fasta avgifter ingår myndighetsavgifter.'] },
  {
    operator: 'Nässjö Affärsverk Elnät AB',
    vatNumber: 'SE556526145901',
    status: INCLUDED,
    quotes: ['I tarifferna ingår myndighetsavgifter i form av elberedskapsavgift, nätövervakningsavgift och elsäkerhetsavgift enligt förordningen 2017:1040'],
  },
  { operator: 'Kristinehamns Energi', vatNumber: 'SE556526519501', status: INCLUDED, quotes: ['Myndighetsavgifter som ingår i den fasta nätavgiften'] },
  { operator: 'Växjö Energi', vatNumber: 'SE556526851201', status: INCLUDED, quotes: ['I avgiften ingår myndighetsavgifter.'] },
  { operator: 'Bodens Energi Nät AB', vatNumber: 'SE556526856101', status: INCLUDED, quotes: ['Avgift till Elberedskapsmyndigheten, Elsäkerhetsverket och Nätmyndigheten ingår i priserna.'] },
  { operator: 'Nätkraft Borås Infra AB', vatNumber: 'SE556527558201', status: INCLUDED, quotes: ['I den fasta avgiften ingår myndighetsavgifter till staten.'] },
  { operator: 'Smedjebacken Energi Nät AB', vatNumber: 'SE556527871901', status: INCLUDED, quotes: ['I 2025 års abonnemangsavgift ingår (exklusive moms) Elsäkerhetsavgift: 11.10 kr'] },
  { operator: 'Värnamo Elnät AB', vatNumber: 'SE556528056601', status: INCLUDED, quotes: ['I abonnemang ingår elsäkerhetsavgift f.n. 13,88 kr/år'] },
  { operator: 'Affärsverken Elnät AB', vatNumber: 'SE556532083401', status: INCLUDED, quotes: ['I elnätsavgiften ingår elsäkerhetsavgift, nätövervakningsavgift samt elberedskapsavgift.'] },
  { operator: 'Gotlands Elnät AB', vatNumber: 'SE556537472401', status: INCLUDED, quotes: ['I abonnemangsavgifter ingår myndighetsavgifter'] },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Säkringsabonnemang', fromDate: '2025-09-01' },
    status: INCLUDED,
    quotes: ['I den fasta avgiften ingår elsäkerhetsavgift med 11,10 kr/år, nätövervakningsavgift med 4,35 kr/år samt elberedskapsavgift med 90,00 kr/år.'],
  },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Effektabonnemang, lågspänning', fromDate: '2025-09-01' },
    status: INCLUDED,
    quotes: ['I den fasta avgiften ingår elsäkerhetsavgift med 11,10 kr/år, nätövervakningsavgift med 4,35 kr/år samt elberedskapsavgift med 39,20 kr/år.'],
  },
  { operator: 'Uddevalla Energi Elnät AB', vatNumber: 'SE556762562801', status: INCLUDED, quotes: ['I taxan ingår lagstadgade avgifter för elsäkerhetsavgift'] },
  { operator: 'Tranås Energi Elnät AB', vatNumber: 'SE556952020701', status: INCLUDED, quotes: ['Elsäkerhets-, nätövervaknings- och elberedskapsavgift ingår med 105 kr exkl. moms i abonnemangsavgiften.'] },
  {
    operator: 'Skövde Energi',
    vatNumber: 'SE556959114101',
    status: INCLUDED,
    quotes: ['I den fasta årsavgiften ingår: Nätövervakningsavgift 4,35 kr/år Elberedskapsavgift 90,00 kr/år Avgift till Elsäkerhetsverket 11,10 kr/år'],
  },
  { operator: 'Lidköping Elnät AB', vatNumber: 'SE559395998301', status: INCLUDED, quotes: ['I abonnemang ingår elsäkerhets-, elberedskaps- och nätövervakningsavgift.'] },
  { operator: 'Gävle Energi Elnät AB', vatNumber: 'SE559397122801', status: INCLUDED, quotes: ['I abonnemangsavgiften ingår från och med 1 januari 2009 de så kallade myndighetsavgifterna.'] },
  { operator: 'Ale El Elnät AB', vatNumber: 'SE559398702601', status: INCLUDED, quotes: ['I din fasta elnätsavgift ingår myndighetsavgifter till staten.'] },
  { operator: 'Ystad Elnät AB', vatNumber: 'SE559408185201', status: INCLUDED, quotes: ['Här ingår kostnader för: Drift, fakturering, underhåll, statliga myndighetsavgifter'] },
  { operator: 'Karlshamn Elnät AB', vatNumber: 'SE559440734701', status: INCLUDED, quotes: ['I de fasta avgifterna ingår elberedskaps- elsäkerhets- och nätövervakningsavgift.'] },
  { operator: 'SandhultSandareds Elnät AB', vatNumber: 'SE559461745701', status: INCLUDED, quotes: ['Samtliga priser är inklusive moms (25%) och myndighetsavgifter.'] },
  { operator: 'Hallstaviks Elverk ek för', vatNumber: 'SE714400051501', status: INCLUDED, quotes: ['Avgifterna är lika för alla oavsett elförbrukning och ingår i abonnemangsavgiften.'] },
  { operator: 'Brittedals Elnät ek för', vatNumber: 'SE737000010601', status: INCLUDED, quotes: ['De statliga myndighetsavgifterna ingår i den fasta avgiften.'] },
  { operator: 'Götene Elförening', vatNumber: 'SE769000061201', status: INCLUDED, quotes: ['I fast avgift ingår nätövervakningsavgift, elsäkerhetsavgift och elberedskapsavgift.'] },
];

// ---------------------------------------------------------------------------------------------
// Price lists that are regions, not choices
// ---------------------------------------------------------------------------------------------

export interface RegionalListsRow {
  operator: string;
  vatNumber: string;
  /** The raw variants, one per region; the import checks that they are the operator's lists in force. */
  variants: readonly string[];
  /** Where the regions come from, since the page text does not name them. */
  basis: string;
}

/**
 * Operators whose price lists are regions of their network: only one list applies to a household,
 * by where it lives, and neither the page texts nor Ei's concession map (one concession holder for
 * the whole company) say which region a municipality is in. The pages say so instead of choosing.
 */
export const GRID_REGIONAL_PRICE_LISTS: readonly RegionalListsRow[] = [
  {
    operator: 'E.ON',
    vatNumber: 'SE556070606001',
    variants: ['Syd', 'Stockholm', 'Nord'],
    basis:
      'spotpilot/grid-tariffs names the lists after E.ON Energidistribution’s price regions (src/registry/sweden/eon.rs); the page prints four tables without region names.',
  },
];

// ---------------------------------------------------------------------------------------------
// Apartment tariffs (lägenhet)
// ---------------------------------------------------------------------------------------------

/**
 * How the apartment tariff's transfer fee is stated: an amount in öre/kWh incl. VAT; 'house' when
 * the page gives one transfer fee for every subscription, apartments included (copied from the
 * house tariff, whatever it is); the time-of-use prices in the house tariff's period order; or the
 * base of a spot-price fee whose spot share is the house tariff's.
 */
export type ApartmentTransfer = number | 'house' | { timeOfUseOre: readonly number[] } | { spotBaseOre: number };

export interface ApartmentTariffRow {
  operator: string;
  vatNumber: string;
  /** The house price list it is read with (the raw list's variant and date). */
  priceList: PriceListRef;
  /** As the page names it. */
  label: string;
  /** The fixed fee as stated; 'excl' amounts get 25 % VAT added. */
  fee: { yearlyKr: number } | { monthlyKr: number } | { yearlyKrExVat: number };
  transfer: ApartmentTransfer;
  /** 'house': the house tariff's power fee applies to apartments too (the page says so or prices it alike). */
  power: 'none' | 'house';
  /** Verbatim from the page text; the first one is shown on the page. */
  quotes: readonly string[];
}

const Y = (yearlyKr: number) => ({ yearlyKr });
const M = (monthlyKr: number) => ({ monthlyKr });
const X = (yearlyKrExVat: number) => ({ yearlyKrExVat });
const D2025 = { variant: null, fromDate: '2025-01-01' } as const;

/**
 * Every apartment tariff a page text states clearly for the price list in force: its fixed fee,
 * and a transfer fee the page gives for it or for every subscription alike. Not imported (the
 * apartment's price cannot be read without guessing): Ellevio, Göteborg Energi, Vattenfall and
 * Skara (prices only in PDFs or on other pages), SalaHeby and Pite (the apartment's transfer fee
 * is not clear), Boden (whether the 16 A transfer fee applies to 16 A lägenhet), Mölndal (the
 * table shown is the list that ended 2025-08-31), Telge (own power price), Sollentuna (power fee
 * for apartments not stated), Umeå, Ronneby and Nossebroortens (no transfer fee stated for the
 * apartment), Alingsås (the page shows the 2024 list), Gotland and Hofors (16 L, not called an
 * apartment tariff), Ystad (no price), and the placeholders without any price list (Sandviken,
 * Mjölby, Grästorp).
 */
export const GRID_APARTMENT_TARIFFS: readonly ApartmentTariffRow[] = [
  {
    operator: 'Falu Elnät AB',
    vatNumber: 'SE556002847301',
    priceList: { variant: null, fromDate: '2025-11-01' },
    label: '16 A lägenhet',
    fee: M(135),
    transfer: 'house',
    power: 'house',
    quotes: ['Effektavgift kr per kWh¹ Lägenhet 16 A² 135 11,25 75 16 A 395 11,25 75'],
  },
  {
    operator: 'Varberg Energi Elnät AB',
    vatNumber: 'SE556013145901',
    priceList: { variant: null, fromDate: '2025-09-01' },
    label: 'N 100, 16 A lägenhet',
    fee: Y(1905),
    transfer: 'house',
    power: 'house',
    quotes: ['N 100 16 A lgh 1 524 1 905 kr Gäller samtliga abonnemang: 24,00 kr exkl.moms 30,00 kr inkl.moms Gäller samtliga abonnemang: 7,60 öre/kWh exkl.moms 9,50 öre/kWh inkl moms'],
  },
  {
    operator: 'Nacka Energi',
    vatNumber: 'SE556017953201',
    priceList: { variant: null, fromDate: '2025-07-01' },
    label: 'Lägenhet',
    fee: Y(1413),
    transfer: { timeOfUseOre: [72, 54] },
    power: 'none',
    quotes: ['Effektavgift kr/kW Lägenhet* 1 413 0,54 0,72 0,00 16A 3 033 0,085 0,337 51,85'],
  },
  {
    operator: 'Borgholm Energi Elnät AB',
    vatNumber: 'SE556020762201',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(2287),
    transfer: 'house',
    power: 'none',
    quotes: ['Huvudsäkring 16 A 16 A 20 A 25 A Taxa Lägenhet Villa D11 2 287 4 678 6 976 9 023', 'Elöverföring, öre/kWh Taxa D11 26,1'],
  },
  {
    operator: 'Härryda Energi AB',
    vatNumber: 'SE556026324501',
    priceList: { variant: null, fromDate: '2024-04-01' },
    label: '16 A lägenhet',
    fee: Y(2050),
    transfer: 'house',
    power: 'none',
    quotes: ['Elöverföringsavgift rörlig del 19,12 öre/kWh exkl. moms 23,90 öre/kWh inkl. moms. Elöverföringsavgift fast del Mätarsäkring (Ampere) Kronor per år inklusive moms 16A lgh 1 640 2050'],
  },
  {
    operator: 'Nybro Elnät AB',
    vatNumber: 'SE556058489701',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(2003.97),
    transfer: 'house',
    power: 'none',
    quotes: ['16 A lägenhet * 1 603,18 kr exkl. moms – 2 003,97 kr inkl. moms'],
  },
  {
    operator: 'Habo Energi Kraft AB',
    vatNumber: 'SE556058980501',
    priceList: D2025,
    label: '16 A lgh',
    fee: Y(1919),
    transfer: 'house',
    power: 'none',
    quotes: ['LGH 16 16 A lgh 1 535 1 919', 'Från 2025-01-01 är överföringsavgiften: 18,3 öre/kWh exklusive moms och 22,89 öre/kWh inklusive moms.'],
  },
  {
    operator: 'Blåsjön Nät AB',
    vatNumber: 'SE556061917201',
    priceList: D2025,
    label: '16 lgh, belysning',
    fee: Y(4766),
    transfer: 'house',
    power: 'none',
    quotes: ['16 lgh, belysning 3 813 4 766', 'Rörlig avgift kr/kWh 0,2225 0,2781'],
  },
  {
    operator: 'E.ON',
    vatNumber: 'SE556070606001',
    priceList: { variant: 'Syd', fromDate: '2024-08-01' },
    label: '16 A, lägenhet',
    fee: M(105),
    transfer: 103.65,
    power: 'none',
    quotes: ['16 A, Lägenhet 1 105,00 103,65 20 och 25 A, Lägenhet 1 215,00 87,15 16 A, upp till 8 000 kWh/år 215,00 87,15 16 A, över 8 000 kWh/år 591,25 30,70'],
  },
  {
    operator: 'E.ON',
    vatNumber: 'SE556070606001',
    priceList: { variant: 'Stockholm', fromDate: '2025-07-01' },
    label: '16 A, lägenhet',
    fee: M(135),
    transfer: 75.8,
    power: 'none',
    quotes: ['16 A, Lägenhet 1 135,00 75,80 20 och 25 A, Lägenhet 1 215,00 63,80 16 A, upp till 8 000 kWh/år 215,00 63,80 16 A, över 8 000 kWh/år 473,75 25,00'],
  },
  {
    operator: 'E.ON',
    vatNumber: 'SE556070606001',
    priceList: { variant: 'Nord', fromDate: '2024-01-01' },
    label: '16 A, lägenhet',
    fee: M(103.75),
    transfer: 115.35,
    power: 'none',
    quotes: ['16 A, Lägenhet 1 103,75 115,35 20 och 25 A, Lägenhet 1 216,25 98,50 16 A, upp till 8 000 kWh/år 216,25 98,50 16 A, över 8 000 kWh/år 697,50 26,30'],
  },
  {
    operator: 'Kungälv Energi AB',
    vatNumber: 'SE556083206401',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(2331),
    transfer: 'house',
    power: 'none',
    quotes: ['00 16 (lägenhet) 1 865 2 331', 'Elöverföringsavgift Taxa 16A-63A Exkl moms och elskatt 19,70 öre/kWh'],
  },
  {
    operator: 'Jämtkraft Elnät AB',
    vatNumber: 'SE556103399301',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(2380),
    transfer: 7.5,
    power: 'none',
    quotes: ['16A (lägenhet)* 7,5 öre/kWh 2 380 kronor/år'],
  },
  {
    operator: 'Hedemora Energi AB',
    vatNumber: 'SE556115522601',
    priceList: D2025,
    label: '16 A lgh',
    fee: Y(1549),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkring Normaltariff 16 A lgh 1 549', 'Säkring Normaltariff 16A-500 A 29,56 öre/kWh inkl. moms'],
  },
  {
    operator: 'Dala Energi Elnät AB',
    vatNumber: 'SE556166775801',
    priceList: { variant: null, fromDate: '2025-04-01' },
    label: '16 lägenhet',
    fee: Y(1800),
    transfer: 'house',
    power: 'house',
    quotes: ['16 4 100 8 35 95 35 16 lägenhet * 1 800 8 35 95 35'],
  },
  {
    operator: 'Kalmar Energi Elnät AB',
    vatNumber: 'SE556182754301',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: X(1984),
    transfer: 'house',
    power: 'none',
    quotes: ['Samtliga priser i tabellen är angivna exklusive moms. Huvudsäkring i ampere (A) 1 juli 2024 (kronor/år) 1 januari 2025 (kronor/år) 16 A Lägenhet* 1 613 1 984'],
  },
  {
    operator: 'Härjeåns Nät AB',
    vatNumber: 'SE556189319801',
    priceList: D2025,
    label: '16 lgh',
    fee: Y(4588),
    transfer: 'house',
    power: 'none',
    quotes: ['Årsavgift, kr inkl moms 16 lgh* 4 588', 'Överföringsavgift: 6,25 öre/kWh.'],
  },
  {
    operator: 'Söderhamn Elnät AB',
    vatNumber: 'SE556205999701',
    priceList: D2025,
    label: '16 A (L)',
    fee: Y(1640),
    transfer: 'house',
    power: 'none',
    quotes: ['Fast avgift kr/år inkl. moms 16 A (L) * 1 640', 'Rörlig avgift Elöverföring 20,3 öre/kWh inkl. moms'],
  },
  {
    operator: 'Gislaved Energi',
    vatNumber: 'SE556223876501',
    priceList: { variant: null, fromDate: '2024-12-01' },
    label: '16 A lägenhet',
    fee: Y(2212),
    transfer: 'house',
    power: 'none',
    quotes: ['16 A lägenhet 2212 30,61 54,88 16 A 3499 30,61 54,88'],
  },
  {
    operator: 'Kraftringen',
    vatNumber: 'SE556228113801',
    priceList: { variant: null, fromDate: '2025-06-01' },
    label: 'Lägenhet',
    fee: M(345),
    transfer: 'house',
    power: 'none',
    quotes: ['Elnätsavgifter fr.o.m 2025-06-01 Säkring Abonnemangsavgift kr/månad Lägenhet 345 16 A 685', 'Utöver den fasta månadsavgiften tillkommer elöverföringsavgift och energiskatt.'],
  },
  {
    operator: 'Skellefteå Kraft Elnät AB',
    vatNumber: 'SE556244395101',
    priceList: D2025,
    label: '16L',
    fee: Y(2135),
    transfer: 'house',
    power: 'none',
    quotes: ['16L* 2135 kr/år 16A 5420 kr/år', 'Överföringspris: 11,0 öre/kWh Alla priser inklusive moms. * Avgiften 16L gäller endast för lägenheter i flerbostadshus.'],
  },
  {
    operator: 'Halmstads Energi och Miljö Nät AB',
    vatNumber: 'SE556330398001',
    priceList: D2025,
    label: '16 A (lägenhetstariff)',
    fee: Y(1145),
    transfer: 27,
    power: 'none',
    quotes: ['Från och med 2025-01-01 Säkring Fast avgift* kr/år Överföringsavgift öre/kWh Energiskatt öre/kWh 16 A (lägenhetstariff) 1 145 27 54,9'],
  },
  {
    operator: 'Österlens Kraft Elnät AB',
    vatNumber: 'SE556406305401',
    priceList: D2025,
    label: '16A lägenhet',
    fee: Y(2240),
    transfer: 'house',
    power: 'none',
    quotes: ['16A Lägenhet 1 792 2 240', 'Vi tillämpar en rörligt överföringsavgift.'],
  },
  {
    operator: 'Falbygdens Energi',
    vatNumber: 'SE556407516501',
    priceList: D2025,
    label: 'Lägenhetstaxa 16 A',
    fee: Y(2314),
    transfer: 42,
    power: 'none',
    quotes: ['Lägenhetstaxa 16 A Abonnemang kr/år 2 314,00 kr Abonnemang fördelat kr/mån 192,82 kr/mån Elöverföring öre/kWh 42,00 öre'],
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: { variant: 'Prislista standard', fromDate: '2025-01-01' },
    label: 'Lägenhet 16–25 A',
    fee: Y(2076),
    transfer: 32.9,
    power: 'none',
    quotes: ['Lägenhet 16 - 25 A 2 076 kr 32,90 öre'],
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: { variant: 'Prislista standard', fromDate: '2025-01-01' },
    label: 'Lägenhet 16–25 A',
    fee: Y(1644),
    transfer: 32.5,
    power: 'none',
    quotes: ['Lägenhet 16 - 25 A 1 644 kr 32,50 öre'],
  },
  {
    operator: 'Höganäs Energi Elnät AB',
    vatNumber: 'SE556440240101',
    priceList: D2025,
    label: 'LGH (lägenhet)',
    fee: Y(1780),
    transfer: 'house',
    power: 'none',
    quotes: ['0* LGH (lägenhet) 1 424 kr 1 780 kr'],
  },
  {
    operator: 'Jönköping Energi',
    vatNumber: 'SE556449757501',
    priceList: { variant: null, fromDate: '2025-09-01' },
    label: '16 A lägenhet',
    fee: M(136),
    transfer: 29.3,
    power: 'none',
    quotes: ['16 A lägenhet Fast nätavgift: 136 kr/mån 16 A lägenhet Fast nätavgift: 136 kr/mån', 'Elöverföring Enkeltariff Lägenhet (L2): 29,30 öre/kWh'],
  },
  {
    operator: 'Falkenberg Energi Elnät AB',
    vatNumber: 'SE556461483101',
    priceList: D2025,
    label: 'Lägenhet (max 25 A)',
    fee: Y(2250),
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet (max 25 Ampere) 1 800 2 250', 'Rörlig avgift Öre/kWh exkl moms Öre/kWh inkl moms Överföringsavgift = m+ k * P(t)'],
  },
  {
    operator: 'Olofströms Kraft Nät AB',
    vatNumber: 'SE556462112501',
    priceList: { variant: null, fromDate: '2024-11-14' },
    label: '16 A (per lgh)',
    fee: Y(2299),
    transfer: 24.73,
    power: 'none',
    quotes: ['16 (per lgh)* 2 299 24,73 16 4 732 24,73'],
  },
  {
    operator: 'Borlänge Energi Elnät AB',
    vatNumber: 'SE556478968201',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(1175),
    transfer: 32.5,
    power: 'none',
    quotes: ['16 Ampere (lägenhet*) 1 175 kronor per år 32,5 öre per kilowattimme 16 Ampere 2 100 kronor per år'],
  },
  {
    operator: 'C4 Elnät AB',
    vatNumber: 'SE556496004401',
    priceList: { variant: null, fromDate: '2025-07-01' },
    label: '16 A lägenhet',
    fee: Y(3017),
    transfer: 'house',
    power: 'none',
    quotes: ['Gäller från och med 2025-01-01 Gäller från och med 2025-07-01 16 A Lägenhet 2 600 3 017', 'Avgiften består av en fast avgift och en procentandel av spotpriset per timme'],
  },
  {
    operator: 'Bengtsfors Energi Nät AB',
    vatNumber: 'SE556502112701',
    priceList: D2025,
    label: '16 (lägenhet)',
    fee: Y(1719),
    transfer: 'house',
    power: 'none',
    quotes: ['16 (Lägenhet) 1 376,00 1 719,00', 'Överföringsavgift Hur mycket du betalar i överföringsavgift beror på antal förbrukade kilowattimmar Exklusive moms Inklusive moms 25,20 öre per kWh 31,50 öre per kWh'],
  },
  {
    operator: 'Sundsvall Elnät AB',
    vatNumber: 'SE556502722301',
    priceList: D2025,
    label: 'Säkringsabonnemang lägenhet 16 A',
    fee: Y(1813),
    transfer: 34.5,
    power: 'none',
    quotes: ['Säkringsabonnemang lägenhet Säkringsstorlek Fast avgift Elöverföring 16 A 1 813 kr/år (4,97 kr/dag) 34,5 öre/kWh'],
  },
  {
    operator: 'Karlskoga Elnät AB',
    vatNumber: 'SE556507429001',
    priceList: D2025,
    label: 'Lägenhet 16 A',
    fee: Y(3000),
    transfer: 18.9,
    power: 'none',
    quotes: ['Lägenhet 16 A Fast nätavgift kr/år Rörlig nätavgift öre/kWh Lägenhet 3 000 18,90'],
  },
  {
    operator: 'Ljusdal Elnät AB',
    vatNumber: 'SE556509989101',
    priceList: D2025,
    label: 'Lgh 16A',
    fee: Y(1705),
    transfer: 'house',
    power: 'none',
    quotes: ['Abonnemangsavgift inkl. moms kr/år 1 705 3 650', 'Nätavgift/Överföringsavgift: 14 öre/kWh (17,50 öre/kWh inkl. moms)'],
  },
  {
    operator: 'Alvesta Elnät AB',
    vatNumber: 'SE556525621001',
    priceList: D2025,
    label: 'Huvudsäkring 16A lgh',
    fee: Y(2261),
    transfer: 'house',
    power: 'none',
    quotes: ['Huvudsäkring 16A lgh Inkl. moms 2025 2 261 kr/år', 'Överföringsavgift säkringsabonnemang Överföringsavgift 2025: 36,75 öre/kWh inkl. moms'],
  },
  {
    operator: 'Nässjö Affärsverk Elnät AB',
    vatNumber: 'SE556526145901',
    priceList: D2025,
    label: '16 lgh',
    fee: Y(1688),
    transfer: 27.75,
    power: 'none',
    quotes: ['16 lgh* 11N 1 350 1 688 22:20 27:75'],
  },
  {
    operator: 'Kristinehamns Energi',
    vatNumber: 'SE556526519501',
    priceList: D2025,
    label: 'Lägenhetstariff',
    fee: M(187),
    transfer: 30.75,
    power: 'none',
    quotes: ['Lägenhetstariff fr o m den 1 januari 2025 och tills vidare Fast avgift kr/månad inkl moms Rörlig elöverföringsavgift kr/kWh inkl moms 187 0,3075'],
  },
  {
    operator: 'Växjö Energi',
    vatNumber: 'SE556526851201',
    priceList: D2025,
    label: 'Lägenhet',
    fee: M(183.75),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkring Lägenhet Fast avgift 183,75 kr per månad Elöverföring 9,7 öre/kWh per månad', 'Effektavgift 0 kr. Effektavgift ingår inte i detta abonnemang.'],
  },
  {
    operator: 'Nätkraft Borås Infra AB',
    vatNumber: 'SE556527558201',
    priceList: { variant: null, fromDate: '2025-09-01' },
    label: '16 ampere, lägenhet',
    fee: Y(1450),
    transfer: 15.7,
    power: 'none',
    quotes: ['16 ampere, lägenhet 1450 kr 1 160 kr', 'Elöverföringsavgift 15,7 öre/kWh 12,56 öre/kWh'],
  },
  {
    operator: 'Arvika Elnät AB',
    vatNumber: 'SE556527671301',
    priceList: D2025,
    label: 'Lägenhet 16A–25A',
    fee: Y(1750),
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet 16A-25A 1 400 1 750', 'På alla nedanstående abonnemangsavgifter tillkommer en rörlig elöverföringsavgift samt energiskatt.'],
  },
  {
    operator: 'Karlstads Energi',
    vatNumber: 'SE556527673901',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(1525),
    transfer: 62.88,
    power: 'none',
    quotes: ['Lägenhet 1 525 kr/år (inkl. 25 % moms) 62,88 öre/kWh (inkl. 25 % moms) Ingen Ingen'],
  },
  {
    operator: 'Övik Energi Nät AB',
    vatNumber: 'SE556527706701',
    priceList: { variant: null, fromDate: '2024-10-01' },
    label: '16A lägenhet',
    fee: Y(1671),
    transfer: 'house',
    power: 'none',
    quotes: ['Årsförbrukning: 2 000 kWh/år 16A* lägenhet 16A 20A Abonnemangsavgift, kr/år 1 671 3 923 6 385 Elöverföringsavgift, kr/år 236 236 236'],
  },
  {
    operator: 'Smedjebacken Energi Nät AB',
    vatNumber: 'SE556527871901',
    priceList: D2025,
    label: 'A16 lgh',
    fee: Y(1713.75),
    transfer: 26.25,
    power: 'none',
    quotes: ['A16 lgh 1 371 342,75 1 713,75 21 5,25 26,25'],
  },
  {
    operator: 'Värnamo Elnät AB',
    vatNumber: 'SE556528056601',
    priceList: D2025,
    label: '16 A Lgh',
    fee: Y(1887.5),
    transfer: 34.2,
    power: 'none',
    quotes: ['16 A Lgh* from 1 jan 2025 Abonnemang 1 887,5 kr/år (1 510 kr/år) Överföringsavgift 34,20 öre/kWh (27,36 öre/kWh)'],
  },
  {
    operator: 'Västerviks Kraft Elnät AB',
    vatNumber: 'SE556528138201',
    priceList: D2025,
    label: 'Lgh 3 × 16 A, 1 × 25 A',
    fee: Y(2070),
    transfer: 'house',
    power: 'none',
    quotes: ['Lgh 3 x 16 ampere, 1 x 25* ampere 2 070 kronor', 'Elöverföring 31,40 ö'],
  },
  {
    operator: 'Partille Energi',
    vatNumber: 'SE556528569801',
    priceList: D2025,
    label: 'Lägenhet (16 A)',
    fee: Y(1560),
    transfer: 35.75,
    power: 'none',
    quotes: ['Lägenhet (16A) * 1 560 kr/år Abonnemang 35,75 öre/kWh Elöverföring - Effekt'],
  },
  {
    operator: 'Affärsverken Elnät AB',
    vatNumber: 'SE556532083401',
    priceList: D2025,
    label: 'Lägenhet',
    fee: M(156),
    transfer: { spotBaseOre: 49.5 },
    power: 'none',
    quotes: ['Lägenhet 156 kr 49,5 öre 7,70 % x spot 0 kr'],
  },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Säkringsabonnemang', fromDate: '2025-09-01' },
    label: 'Lägenhet',
    fee: M(142),
    transfer: 'house',
    power: 'house',
    quotes: ['Lägenhet (2) 114,00 142,00 29,00 36,25 15,00 18,75 16 A 246,00 307,50 29,00 36,25 15,00 18,75'],
  },
  {
    operator: 'Trollhättan Energi Elnät AB',
    vatNumber: 'SE556686087901',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(1995),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkring Abonnemangsavgift 2025 Lägenhet 1 995 kronor', 'Elnätsavgift rörlig del Elöverföringsavgift : 12,15 öre/kWh'],
  },
  {
    operator: 'Uddevalla Energi Elnät AB',
    vatNumber: 'SE556762562801',
    priceList: D2025,
    label: 'Säkringstariff 16 A, 3-fas lägenhet',
    fee: Y(2000),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkringstariff 16A, 3-fas lägenhet 16 1 600 2 000', 'Säkringstariff - lågspänning upp till 63A Elöverföringsavgift: 12,00 öre/kWh exkl. moms (15,00 öre/kWh inkl. moms)'],
  },
  {
    operator: 'Landskrona Energi AB',
    vatNumber: 'SE556803921701',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(1970),
    transfer: 'house',
    power: 'none',
    quotes: ['16 A lägenhet 1 970 kr/år (1 576 exkl. moms) 16 A 3 969 kr/år', 'Elöverföring 24,463 öre/kWh (19,57 öre/kWh exkl. moms)'],
  },
  {
    operator: 'Tranås Energi Elnät AB',
    vatNumber: 'SE556952020701',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: X(2035),
    transfer: 'house',
    power: 'none',
    quotes: ['kr/år (exkl. moms) 16* A 2 035 16 A 3 976', 'Kostnaden för elöverföring är 26,9 öre/kWh (exkl. moms).'],
  },
  {
    operator: 'Trelleborg Elnät AB',
    vatNumber: 'SE559181616901',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(2264),
    transfer: 'house',
    power: 'none',
    quotes: ['Priser inkl. moms inom parentes 2025 2024 fr.o.m. 1 juli Lägenhet* 1 811 kr/år (2 264 kr/år)'],
  },
  {
    operator: 'Lidköping Elnät AB',
    vatNumber: 'SE559395998301',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(1506),
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet 1 205 kr 1 506 kr', 'Rörlig avgift för konsumtion Rörlig avgift/kWh exkl. moms Rörlig avgift/kWh inkl. moms 11,3 öre 14,1 öre'],
  },
  {
    operator: 'Gävle Energi Elnät AB',
    vatNumber: 'SE559397122801',
    priceList: { variant: 'Standard', fromDate: '2025-01-01' },
    label: 'Lägenhet 16 A',
    fee: Y(1920),
    transfer: 15,
    power: 'none',
    quotes: ['Säkring Abonnemang kr/år Elöverföring öre/kWh Lägenhet 16A 1 920 15,0'],
  },
  {
    operator: 'Ale El Elnät AB',
    vatNumber: 'SE559398702601',
    priceList: { variant: null, fromDate: '2025-06-01' },
    label: '16 A lägenhet',
    fee: M(195),
    transfer: 'house',
    power: 'none',
    quotes: ['Abonnemang Fast avgift kronor/månaden 16 A lägenhet 195', 'Elöverföring 25 öre per kWh (inkl moms)'],
  },
  {
    operator: 'Bjäre Kraft Elnät AB',
    vatNumber: 'SE559427724501',
    priceList: { variant: null, fromDate: '2025-02-01' },
    label: 'Abonnemangssäkring 16 A lägenhet',
    fee: M(155),
    transfer: 19.3,
    power: 'none',
    quotes: ['Abonnemangssäkring 16A lägenhet* 155 kr/mån 19.3 öre/kWh'],
  },
  {
    operator: 'Karlsborgs Elnät AB',
    vatNumber: 'SE559434970501',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(2120),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkringskunder Normaltariff Ink. moms Överföringsavgift Öre/KWh 17,6 22,0 Fast avgift, 16 Amp, lägenhet, Kr/år 1696 2120'],
  },
  {
    operator: 'Degerfors Elnät AB',
    vatNumber: 'SE559440444301',
    priceList: { variant: null, fromDate: '2024-09-01' },
    label: 'Lägenhet',
    fee: Y(2000),
    transfer: 17.5,
    power: 'none',
    quotes: ['Priser lägenhet (har ej effekttaxa)', 'Fast avgift 1600 kr/år 2000 kr/år Överföringsavgift 14 öre/kWh 17,50 öre/kWh'],
  },
  {
    operator: 'Karlshamn Elnät AB',
    vatNumber: 'SE559440734701',
    priceList: D2025,
    label: 'Lägenhet hushåll 16 A',
    fee: Y(1231),
    transfer: 'house',
    power: 'none',
    quotes: ['Normaltariff Lägenhet hushåll 16 1 231 (985)'],
  },
  {
    operator: 'Hjo Elnät AB',
    vatNumber: 'SE559441764301',
    priceList: { variant: 'Enkeltariff', fromDate: '2025-01-01' },
    label: 'Lägenhetstariff 16 A',
    fee: Y(1185),
    transfer: 39.75,
    power: 'none',
    quotes: ['Lägenhetstariff 31,80 öre 39,75 öre', 'Säkring (A) Lägenhets- tariff Enkeltariff Tidstariff 16 948 kr (1185 kr)'],
  },
  {
    operator: 'SandhultSandareds Elnät AB',
    vatNumber: 'SE559461745701',
    priceList: D2025,
    label: 'Lägenhet 16 A',
    fee: Y(1687),
    transfer: 24.1,
    power: 'none',
    quotes: ['Huvudsäkring Ampere Abonnemang kr/år Överföring öre/kWh Lägenhet 16 1 687 24,1'],
  },
  {
    operator: 'Östra Kinds Elnät AB',
    vatNumber: 'SE559461755601',
    priceList: { variant: null, fromDate: '2025-02-01' },
    label: '16 lägenhet',
    fee: Y(3080),
    transfer: 'house',
    power: 'none',
    quotes: ['Abonnemang, kr/år 16 lägenhet 16 20 25 2 464 4 480 5 600 7 000 3 080 5 600 7 000 8 750 Elöverföring, öre/kWh 25,0 31,25'],
  },
  {
    operator: 'Sölvesborg Elnät AB',
    vatNumber: 'SE559497572301',
    priceList: D2025,
    label: '16 lägenhet',
    fee: Y(1820),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkring ampere Fast avgift kr/år 16 lägenhet 1 820,00', 'Rörlig avgift: 25,00 öre/kWh'],
  },
  {
    operator: 'Boo Energi ek.',
    vatNumber: 'SE714000020401',
    priceList: D2025,
    label: 'Lägenhet 16 A',
    fee: M(106),
    transfer: 31,
    power: 'none',
    quotes: ['Lägenhet Pris inkl. moms Säkring Fast elnätsavgift Rörlig elnätsavgift 16A 106 kr/mån 31 öre/kWh'],
  },
  {
    operator: 'Hallstaviks Elverk ek för',
    vatNumber: 'SE714400051501',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(982),
    transfer: 'house',
    power: 'none',
    quotes: ['Huvudsäkring Exkl moms (kr) Inkl moms (kr) Lägenhet 785 982', 'Elöverföringsavgift Exkl moms Inkl moms Öre/kWh 25,63 32,04'],
  },
  {
    operator: 'Brittedals Elnät ek för',
    vatNumber: 'SE737000010601',
    priceList: D2025,
    label: 'Lägenhet',
    fee: M(264),
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet* 211,00 kr/månad 264,00 kr/månad', 'Rörlig överföringsavgift fr o m 2025-01-01 Exkl. moms 14 öre/kWh + 9 % av aktuellt timpris, spotprisbaserat'],
  },
  {
    operator: 'Mellersta Skånes Kraft, ek för',
    vatNumber: 'SE737000245801',
    priceList: D2025,
    label: '16 A Lgh',
    fee: Y(4636),
    transfer: 'house',
    power: 'none',
    quotes: ['Säkring 16A Lgh 16 A 20 A 25 A 35 A 50 A 63 A Årsavgift 4636 kr 8942 kr', 'Rörlig avgift (D11) Elskatt 40170 kr 52184 kr 67900 kr 94140 kr 118620 kr 25,0 öre/kWh'],
  },
  {
    operator: 'Hjärtums Elförening ek för',
    vatNumber: 'SE758500053701',
    priceList: { variant: 'Enkeltariff', fromDate: '2025-01-01' },
    label: '16 A lgh',
    fee: Y(1966),
    transfer: 24.9,
    power: 'none',
    quotes: ['16 A lgh 1573 1966 19,9 24,9'],
  },
  {
    operator: 'Kvänumbygdens Energi ek. för',
    vatNumber: 'SE768400219401',
    priceList: D2025,
    label: 'Lägenhet',
    fee: Y(2124),
    transfer: 'house',
    power: 'none',
    quotes: ['Lägenhet 1699:- 2124:-', 'Rörlig avgift Exkl moms Inkl moms Öre / kWh 17,3 21,6'],
  },
  {
    operator: 'Götene Elförening',
    vatNumber: 'SE769000061201',
    priceList: D2025,
    label: 'Nätavgift lägenhet 16 A',
    fee: Y(2259),
    transfer: 'house',
    power: 'none',
    quotes: ['Nätavgift lägenhet 16 A Lgh 1 807 2 259', 'Överföringsavgift öre/kwh 18,50 23,13'],
  },
  {
    operator: 'Jukkasjärvi Sockens Belysningsförening',
    vatNumber: 'SE797300037001',
    priceList: D2025,
    label: '16 A lägenhet',
    fee: Y(3603),
    transfer: 30.8,
    power: 'none',
    quotes: ['Lägenhetstariff Exklusive moms Inklusive moms Fast avgift 16A lägenhet 2882 kr/år 3603 kr/år Fast avgift 20A lägenhet 9716 kr/år 12145 kr/år Energiavgift 24,6 öre/kWh 30,8 öre/kWh'],
  },
  {
    operator: 'Tidaholms Elnät AB',
    vatNumber: 'SE556004333201',
    priceList: D2025,
    label: '16A Lgh',
    fee: Y(1275),
    transfer: 'house',
    power: 'none',
    quotes: ['Avgift elöverföring (inkl. moms) 30 öre/kWh Säkring Fast avgift kr (inkl. moms) 16A Lgh 1275'],
  },
];

// ---------------------------------------------------------------------------------------------
// How each power fee is measured
// ---------------------------------------------------------------------------------------------

export interface PowerMethodRow {
  operator: string;
  vatNumber: string;
  priceList: PriceListRef;
  /** The page's sentence on how the peak is measured. */
  quote: string;
  /** What the sentence confirms: the method (how many peaks, on separate days or not), the time window, or both. */
  confirms: 'method' | 'window' | 'both';
}

/**
 * For every power fee in force, the page text that states the measuring method the data holds
 * (after the corrections). Power fees not listed here keep the source's method unconfirmed, and
 * the page says that it comes from the source: BTEA, Bjärke, Karlskoga, Karlstads Energi, Skövde,
 * Nätkraft Borås, Linde and Mälarenergi's effektabonnemang state prices but not the method.
 */
export const GRID_POWER_METHODS: readonly PowerMethodRow[] = [
  {
    operator: 'Ellevio',
    vatNumber: 'SE556037732601',
    priceList: D2025,
    quote:
      'Effektavgiften baseras på snittet av de tre högsta effekttopparna, det vill säga de tre timmar med högst timmedeleffekt, fördelade på tre olika dygn under månaden.',
    confirms: 'method',
  },
  {
    operator: 'Göteborg Energi',
    vatNumber: 'SE556379272901',
    priceList: D2025,
    quote: '* Kostnaden beräknas på medelvärdet av de tre högsta topparna fördelat på tre olika dygn.',
    confirms: 'method',
  },
  {
    operator: 'Nacka Energi',
    vatNumber: 'SE556017953201',
    priceList: { variant: null, fromDate: '2025-07-01' },
    quote: 'Effektavgiften debiteras på genomsnittet av dina tre högsta timmedeleffektvärden per månad.',
    confirms: 'method',
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: { variant: 'Prislista standard', fromDate: '2025-01-01' },
    quote: 'I prislista standard baseras effektavgiften på medelvärdet av månadens fem högsta effekttoppar med skilda datum.',
    confirms: 'method',
  },
  {
    operator: 'Tekniska Verken Linköping',
    vatNumber: 'SE556483492601',
    priceList: { variant: 'Prislista alternativ', fromDate: '2025-01-01' },
    quote: 'I prislista alternativ baseras effektavgiften på månadens högsta effekttopp dagtid respektive nattetid, alltså två effekttoppar.',
    confirms: 'method',
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: { variant: 'Prislista standard', fromDate: '2025-01-01' },
    quote: 'I prislista standard baseras effektavgiften på medelvärdet av månadens fem högsta effekttoppar med skilda datum.',
    confirms: 'method',
  },
  {
    operator: 'Tekniska Verken Katrineholm',
    vatNumber: 'SE556426858801',
    priceList: { variant: 'Prislista alternativ', fromDate: '2025-01-01' },
    quote: 'I prislista alternativ baseras effektavgiften på månadens högsta effekttopp dagtid respektive nattetid, alltså två effekttoppar.',
    confirms: 'method',
  },
  {
    operator: 'Dala Energi Elnät AB',
    vatNumber: 'SE556166775801',
    priceList: { variant: null, fromDate: '2025-04-01' },
    quote: 'Höglast: Vardagar kl 07-19, Vinter: november – mars, Sommar: april – oktober Låglast: Övrig tid Medelvärde av de tre högsta topparna under låglast respektive höglast.',
    confirms: 'both',
  },
  {
    operator: 'Degerfors Elnät AB',
    vatNumber: 'SE559440444301',
    priceList: { variant: null, fromDate: '2024-09-01' },
    quote: 'Effektavgift: Högsta uppmätta medeltimeffekt innehavande månad. Högbelastningsavgift: Högsta uppmätta medeltimeffekt under vardagar mellan 07:00-19:00 innehavande månad',
    confirms: 'both',
  },
  {
    operator: 'Falbygdens Energi',
    vatNumber: 'SE556407516501',
    priceList: D2025,
    quote: 'Både höglastavgift och effektavgift baseras på snitteffekten på den timmen med högst energiförbrukning.',
    confirms: 'method',
  },
  {
    operator: 'Falu Elnät AB',
    vatNumber: 'SE556002847301',
    priceList: { variant: null, fromDate: '2025-11-01' },
    quote: 'Avgiften gäller vardagar mellan klockan 07-19 under perioden november till och med mars.',
    confirms: 'window',
  },
  {
    operator: 'Jukkasjärvi Sockens Belysningsförening',
    vatNumber: 'SE797300037001',
    priceList: D2025,
    quote:
      'Abonnemangsavgiften för respektive säkringsgrupp är månadsavgiften gånger månadens högsta effektuttag. Högbelastningsavgiften Högbelastningstid är vardagar kl. 06.00–22.00 under månaderna november–mars. 16A–25A Avgiften inklusive moms per månad är 106 kr x ett genomsnitt av månadens tre högsta eluttag under en timme under högbelastningstid.',
    confirms: 'both',
  },
  {
    operator: 'Jönköping Energi',
    vatNumber: 'SE556449757501',
    priceList: { variant: null, fromDate: '2025-09-01' },
    quote: 'Effektavgiften Baslasttid grundar sig på respektive månads snitt av de två högsta timmedeleffekter som har tagits ut från två separata dagar.',
    confirms: 'method',
  },
  {
    operator: 'Kristinehamns Energi',
    vatNumber: 'SE556526519501',
    priceList: D2025,
    quote: '* Effektavgift per månad räknas ut genom att vi tar det högsta timmedelvärdet föregående månad gånger effektavgiften.',
    confirms: 'method',
  },
  {
    operator: 'Mälarenergi',
    vatNumber: 'SE556554150401',
    priceList: { variant: 'Säkringsabonnemang', fromDate: '2025-09-01' },
    quote: 'Effektavgift beräknas utifrån den högsta effekttopp som infaller mellan kl. 07:00-19:00 under helgfria vardagar.',
    confirms: 'both',
  },
  {
    operator: 'Malung-Sälens Elverk',
    vatNumber: 'SE556527481701',
    priceList: { variant: null, fromDate: '2025-04-01' },
    quote:
      'du betalar för ett medeltal av de 5 högsta timvärdena per kalendermånad. För att beräknas måste de 5 högsta värdena infalla mellan klockan 07.00-19.00. Det innebär att mellan klockan 19.00-07.00 är det så kallad ”fri” tid. Timvärden mäts veckans alla dagar, men det kan endast bli ett timvärde/dygn.',
    confirms: 'both',
  },
  {
    operator: 'Mölndal Energi Nät AB',
    vatNumber: 'SE556509458701',
    priceList: { variant: null, fromDate: '2025-09-01' },
    quote: 'Effektavgiften baseras på medelvärdet av dina tre timmar med högst förbrukning från skilda dagar under en månad.',
    confirms: 'method',
  },
  {
    operator: 'Partille Energi',
    vatNumber: 'SE556528569801',
    priceList: D2025,
    quote: 'Effekt – en rörlig avgift för den maximala belastningen av elnätets kapacitet och styrs av din högsta timförbrukning varje månad.',
    confirms: 'method',
  },
  {
    operator: 'SalaHeby Energi Elnät AB',
    vatNumber: 'SE556181367501',
    priceList: D2025,
    quote: 'Effekttariffen beräknas på medelvärdet av de tre högsta timmedeleffektvärdena under fakturaperioden (dvs. månaden) som faller in vardagar kl 07-19.',
    confirms: 'both',
  },
  {
    operator: 'Sollentuna Energi & Miljö AB',
    vatNumber: 'SE559457224901',
    priceList: D2025,
    quote:
      'Effektavgiften tas endast ut under helgfria vardagar mellan klockan 07:00 och 19:00 och baseras på ett genomsnitt av de tre högsta effekttimmarna på olika datum varje månad.',
    confirms: 'both',
  },
  {
    operator: 'Telge Energi',
    vatNumber: 'SE559463499901',
    priceList: D2025,
    quote: 'Höglast: Under perioden 1 november - 31 mars klockan 07.00-20.00, helgfria vardagar, gäller höglasttid.',
    confirms: 'window',
  },
  {
    operator: 'Varberg Energi Elnät AB',
    vatNumber: 'SE556013145901',
    priceList: { variant: null, fromDate: '2025-09-01' },
    quote: 'Effektavgift baseras på genomsnittet av dina tre högsta effekttoppar under månaden.',
    confirms: 'method',
  },
  {
    operator: 'Växjö Energi',
    vatNumber: 'SE556526851201',
    priceList: D2025,
    quote: 'Din effektavgift beräknas av de tre timmar då du använder som mest kilowatt under månaden på vardagar mellan kl. 07-20.',
    confirms: 'both',
  },
];
