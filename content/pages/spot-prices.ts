import type { SpotPagesContentInput } from '@/lib/content/schemas';
import { VAT_RATE } from '@/lib/domain/constants';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { ORE_PER_KRONA } from '@/lib/domain/units';
import { formatOrePerKwh, formatPercent } from '@/lib/format';
import { SPOT_ADVICE_BELOW_KR, WAIT_ADVICE_ABOVE_KR } from '@/lib/spot/advice';

/** Copy of /elpris-just-nu and /elpris-historik. Figures come from the constant modules. */

const vat = formatPercent(VAT_RATE * 100, 0);
const tax = energyTaxRate();
const energyTax = formatOrePerKwh(tax.oreExVat);
const energyTaxIncVat = formatOrePerKwh(tax.oreInclVat);

const justNuExplainers = [
  {
    title: 'Vad är spotpriset?',
    text: 'Spotpriset sätts dagen innan på elbörsen Nord Pool, där producenter och elhandlare lägger bud för varje kvart nästa dygn. Priserna publiceras normalt runt klockan 13 och gäller från midnatt.',
  },
  {
    title: 'Varför skiljer sig elområdena?',
    text: 'Norra Sverige har mycket vattenkraft och få invånare, medan efterfrågan är störst i söder. Överföringen mellan områdena räcker inte alltid, så priset blir ofta lägre i SE1 och SE2 än i SE3 och SE4.',
  },
  {
    title: 'Vad betalar du utöver spotpriset?',
    text: `På elräkningen tillkommer elhandlarens påslag och månadsavgift, elnätsavgift och energiskatt (${energyTax} exkl. moms ${tax.year}, ${energyTaxIncVat} inkl. moms). Moms på ${vat} läggs på allt.`,
  },
  {
    title: 'Kvartspriser sedan oktober 2025',
    text: 'Sedan den 1 oktober 2025 har spotpriset ett pris per kvart i stället för per timme. Har du timprisavtal och smart mätare kan du flytta förbrukning till de billigaste kvartarna.',
  },
];

const justNuFaq = [
  {
    question: 'Hur ofta ändras elpriset?',
    answer:
      'Spotpriset ändras varje kvart sedan oktober 2025 (tidigare varje timme). Morgondagens priser publiceras normalt runt klockan 13, så du kan planera förbrukningen ett dygn framåt.',
  },
  {
    question: 'Varför är elen dyrare i södra Sverige?',
    answer:
      'Det mesta av elen produceras i norr men används i söder, och kraftledningarna mellan elområdena har begränsad kapacitet. När ledningarna är fulla sätts ett högre pris i SE3 och SE4, som också påverkas mer av priserna i Tyskland och Danmark.',
  },
  {
    question: 'Ingår moms i priserna på sidan?',
    answer: `Nej. Priserna är spotpriser exklusive moms, energiskatt, elnätsavgift och elhandlarens påslag. Med ${vat} moms blir spotpriset en fjärdedel högre, och sedan tillkommer övriga avgifter.`,
  },
  {
    question: 'Ska jag välja rörligt eller fast elpris?',
    answer: `Rörligt pris har historiskt varit billigast över tid, särskilt när spotpriset i norr ligger under ${formatOrePerKwh(SPOT_ADVICE_BELOW_KR * ORE_PER_KRONA, 0)}. Ligger priset i söder över ${formatOrePerKwh(WAIT_ADVICE_ABOVE_KR * ORE_PER_KRONA, 0)} eller svänger det kraftigt kan ett fast pris ge tryggare månadskostnader. Jämför alltid jämförpriset och bindningstiden.`,
  },
];

const historikFaq = [
  {
    question: 'Hur räknas månadsmedelpriset ut?',
    answer:
      'Vi tar medelvärdet av alla timpriser (och kvartspriser sedan oktober 2025) under månaden, där varje timme väger lika. Det är alltså inte viktat efter hur mycket el hushållen använder vid olika tider.',
  },
  {
    question: 'Varför var elpriset så högt 2022?',
    answer:
      'Under 2022 minskade gasleveranserna från Ryssland till Europa och gaspriset steg kraftigt. Eftersom gaskraft ofta sätter priset på den europeiska elmarknaden steg elpriset, mest i SE3 och SE4 som är tätt kopplade till kontinenten.',
  },
  {
    question: 'Kan jag använda datan i mitt kalkylark?',
    answer:
      'Ja. Ladda ner CSV-filen för ditt elområde. Den har semikolon som avgränsare och decimalkomma, så den öppnas direkt i Excel, Numbers eller LibreOffice med svenska inställningar.',
  },
  {
    question: 'Säger gamla priser något om framtiden?',
    answer:
      'Bara delvis. Historiken visar säsongsmönster, till exempel att vintern ofta är dyrare, och hur stora skillnaderna mellan elområdena brukar vara. Framtida priser beror på väder, vattenmagasin, kärnkraftens tillgänglighet och priserna i grannländerna.',
  },
];

const areaCharacteristics = {
  SE1: 'Norra Norrland med Norrbotten och Skellefteåområdet. Mycket vatten- och vindkraft, få invånare och därför oftast ett elöverskott som exporteras söderut.',
  SE2: 'Södra Norrland: Jämtland, Västernorrland, Hälsingland och större delen av Västerbotten. Mycket vattenkraft i de stora älvarna; produktionen överstiger förbrukningen de flesta timmar.',
  SE3: 'Mellersta Sverige med Stockholm och Göteborg. Största elområdet räknat i förbrukning, med kärnkraften i Forsmark, Oskarshamn och Ringhals.',
  SE4: 'Södra Sverige med Skåne och Blekinge. Mer förbrukning än produktion och nära kopplat till Danmark och Tyskland.',
};

export const spotPagesContent: SpotPagesContentInput = {
  justNu: {
    title: 'Elpriset just nu – spotpris i SE1, SE2, SE3 och SE4',
    description:
      'Dagens spotpris per elområde i öre/kWh: snittpris för Sverige, förändring mot i går, billigaste elområdet och råd om rörligt eller fast elavtal.',
    keywords: ['elpris just nu', 'spotpris idag', 'elpris idag', 'elområde SE3', 'elpris per kvart', 'elpriser Sverige'],
    h1: 'Elpriset just nu',
    explainers: justNuExplainers,
    faq: justNuFaq,
  },
  historik: {
    title: 'Elprishistorik – spotpris per månad i SE1–SE4',
    description:
      'Spotpriset på el månad för månad i elområde SE1, SE2, SE3 och SE4: månadsmedel, årsmedel, lägsta och högsta nivå, analys och nedladdningsbar data.',
    keywords: ['elpris historik', 'elpriser per månad', 'spotpris historik', 'elpris 2025', 'elområde SE3', 'elpris statistik'],
    h1: 'Elprishistorik per elområde',
    faq: historikFaq,
    areaCharacteristics,
  },
};
