import type { CalculatorContentInput } from '@/lib/content/schemas';
import { VAT_RATE } from '@/lib/domain/constants';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { OPTIMISED_SAVING_PERCENT } from '@/lib/domain/calculator-constants';
import { HOUSEHOLD_TYPES, HOUSEHOLD_TYPES_SOURCE, type HouseholdTypeId } from '@/lib/grid/household';
import { formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';
import { shownFigure, siteConfig } from '@/lib/site';

/**
 * Copy of /kalkylator. The consumption guide is Energimarknadsinspektionen's three household types
 * (docs/rules/households.md: house-size ranges had no
 * source). The
 * price asked for is the supply price of the elhandel invoice (docs/rules/calculator.md): spot
 * or fixed price plus markup, incl. VAT, without the grid fee and energy tax, which the grid
 * company bills on the elnätsfaktura (the rate from lib/domain/energy-tax.ts, docs/rules/taxes.md).
 */

const { name, marketing } = siteConfig;
// Shown only once the operator has set the figure with its source (lib/site.ts).
const calculatorUsers = shownFigure(marketing.calculatorUsers);
const usersSentence = calculatorUsers
  ? ` Över ${formatNumber(calculatorUsers.value)} användare har räknat på sin elkostnad här (${calculatorUsers.source}).`
  : '';
const saving = formatPercent(OPTIMISED_SAVING_PERCENT, 0);
const tax = energyTaxRate();
const energyTax = formatOrePerKwh(tax.oreExVat);
const energyTaxInclVat = formatOrePerKwh(tax.oreInclVat);
const vat = formatPercent(VAT_RATE * 100, 0);

/** Ei's household type as the guide shows it: its label and yearly consumption. */
function household(id: HouseholdTypeId): { label: string; annualKwh: number } {
  const type = HOUSEHOLD_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`No household type ${id}`);
  return { label: type.label, annualKwh: type.annualKwh };
}

export const calculatorContent = {
  title: 'Elkostnadskalkylator – räkna ut din elkostnad',
  description: `Räkna ut vad din el kostar per månad och år, med elnät, energiskatt och moms. Välj boendetyp eller skriv din förbrukning – gratis kalkylator från ${name}.`,
  keywords: ['elkostnadskalkylator', 'räkna ut elkostnad', 'elkostnad per månad', 'elförbrukning villa', 'elpris öre per kWh', 'spara på elen'],
  h1: 'Elkostnadskalkylator',
  intro: `Se vad elhandeln kostar dig per månad och per år, vad det billigaste avtalet i ditt elområde skulle kosta vid samma förbrukning och hela elkostnaden med elnätsavgift, energiskatt och moms. Välj boendetyp eller skriv in din egen förbrukning; ditt elpris behövs bara om du vill jämföra med det.${usersSentence}`,
  consumptionGuide: {
    rows: [
      { ...household('lagenhet'), note: 'Hushållsel. Värmen ingår oftast i hyran eller avgiften.' },
      { ...household('villa'), note: 'Hushållsel i ett hus som värms på annat sätt, till exempel med fjärrvärme.' },
      {
        ...household('villaElvarme'),
        note: 'Huset värms med el, till exempel direktverkande el eller elpanna. Med värmepump blir förbrukningen oftast lägre.',
      },
    ],
    source: `Typförbrukningar enligt ${HOUSEHOLD_TYPES_SOURCE}, samma som elhandlarnas jämförpriser räknas på. Din egen förbrukning står på elnätsfakturan.`,
  },
  priceHint: {
    text: `Skriv det pris per kWh som står på fakturan från din elhandlare: spotpris eller fast pris plus elhandlarens påslag, med ${vat} moms. Elnätsavgiften och energiskatten (${energyTax} exklusive moms ${tax.year}, ${energyTaxInclVat} med moms) står på elnätsfakturan och ska inte räknas med. I norra Sverige (SE1 och SE2) är priset oftast lägre än i södra (SE3 och SE4), och vintermånader är dyrare än sommarmånader.`,
  },
  sections: [
    {
      id: 'sa-raknar-vi',
      heading: 'Så räknar kalkylatorn',
      paragraphs: [
        'Månadsförbrukningen är din årsförbrukning delad med tolv. Kostnaden är förbrukningen i kWh gånger elpriset i öre/kWh, delat med hundra för att få kronor. Alla belopp avrundas till hela kronor.',
        `Räkneexemplet visar vad ett ${saving} lägre elpris skulle betyda i kronor för din förbrukning. Det är ett exempel, inte ett löfte: vad du faktiskt kan sänka priset med beror på ditt nuvarande avtal och ditt elområde.`,
        'Det billigaste avtalet tas fram på samma sätt som i vår jämförelse: elpris gånger förbrukning plus fast avgift, för alla avtalstyper i det elområde du har valt, med avtalen och priserna från Elpriskollen (Energimarknadsinspektionen). Rörliga avtal räknas med Elpriskollens antagna spotpris för elområdet, fasta avtal med sitt fasta pris.',
        'Hela elkostnaden lägger till ditt elnätsbolags avgifter enligt dess prislista, energiskatten för din kommun (från postnumret) och momsen. Har du skrivit ditt elpris räknar vi elhandeln med det, annars med det billigaste avtalet.',
      ],
    },
    {
      id: 'vad-ingar',
      heading: 'Det här ingår inte',
      paragraphs: [
        'Kostnaden med ditt elpris gäller bara elhandeln, alltså det pris per kWh du skriver in. Din egen månadsavgift till elhandlaren ingår inte, men i kostnaden för det billigaste avtalet är avtalets månadsavgift medräknad.',
        'Elnätsavgiften och energiskatten tas ut av ditt elnätsbolag på elnätsfakturan och är desamma vilket elhandelsavtal du än väljer. De ingår i hela elkostnaden när du har valt ditt elnätsbolag.',
      ],
    },
    {
      id: 'sank-kostnaden',
      heading: 'Så kan du sänka din elkostnad',
      paragraphs: ['De största besparingarna kommer oftast från avtalet och från hur mycket el du använder:'],
      list: [
        'Jämför ditt avtal med andra. Ett anvisat avtal får du om du aldrig har valt själv. Enligt SCB var anvisade avtal dyrare än nya rörliga avtal {{scb.anvisatDearer 5000}}; i SE3 var skillnaden i {{scb.month}} {{scb.anvisatPremium SE3 5000}} exklusive moms för ett hushåll som använder 5 000 kWh per år (källa: {{scb.source}}).',
        'Se över påslag och månadsavgift. Hälften av de rörliga avtal som Elpriskollen visade i {{market.period}} hade ett påslag på {{market.markupRange alla}} exklusive moms och en månadsavgift på {{market.feeRange alla}} inklusive moms. Källa: {{market.source alla}}.',
        'Har du timpris eller kvartspris kan du flytta tvätt, disk och elbilsladdning till dygnets billigaste timmar, och vilka de är beror på årstiden. I SE3 var spotpriset i snitt lägst {{spot.cheapHours SE3 2025-06 2025-08}} sommaren 2025 (juni–augusti), när solelen är som störst, men {{spot.cheapHours SE3 2025-12 2026-02}} vintern 2025/2026 (december–februari). Från dag till dag varierar det, så titta på morgondagens priser.',
        'Sänk inomhustemperaturen en grad – det minskar energin till uppvärmningen med ungefär fem procent.',
      ],
    },
  ],
  faq: [
    {
      question: 'Hur vet jag hur mycket el jag använder?',
      answer:
        'Din årsförbrukning står på elnätsfakturan och på Mina sidor hos ditt elnätsbolag, som mäter förbrukningen. Vet du inte den kan du börja med en boendetyp och justera siffran.',
    },
    {
      question: 'Vilket elpris ska jag skriva in?',
      answer: `Skriv det du betalar per kWh till din elhandlare: spotpris eller fast pris plus påslag, inklusive moms. Räkna inte med elnätsavgift och energiskatt – de står på elnätsfakturan. Har du rörligt pris kan du dela förra månadens elhandelskostnad (utan månadsavgift) med antalet kWh.`,
    },
    {
      question: `Varför räknar ni med ${saving} lägre elpris?`,
      answer: `Det är ett räkneexempel som visar vad ett lägre pris betyder i kronor för just din förbrukning, inget löfte. Hur mycket du faktiskt kan sänka priset beror på ditt avtal i dag, ditt elområde och när du använder el. Därför visar kalkylatorn också vad det billigaste avtalet i ditt elområde skulle kosta.`,
    },
    {
      question: 'Ingår elnätsavgiften och energiskatten i beräkningen?',
      answer:
        'Kostnaden med ditt elpris och det billigaste avtalet gäller bara elhandeln. Under resultatet finns hela elkostnaden: välj ditt elnätsbolag och din huvudsäkring, så lägger vi till elnätsavgiften enligt dess prislista, energiskatten för din kommun och momsen. Elnätsavgiften och energiskatten betalar du oavsett vilket elavtal du har, så de påverkas inte av att du byter.',
    },
    {
      question: 'Sparas mina uppgifter?',
      answer:
        'Beräkningen görs direkt i din webbläsare och ingenting skickas till oss. Har du godkänt funktionella cookies kommer webbläsaren ihåg förbrukning, elområde och postnummer till nästa besök (men inte ditt elpris). Tar du tillbaka samtycket raderas uppgifterna. Delar du resultatet bestämmer du själv var texten hamnar.',
    },
  ],
} satisfies CalculatorContentInput;
