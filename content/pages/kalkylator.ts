import type { CalculatorContentInput } from '@/lib/content/tool-pages';
import { ENERGY_TAX_2026_ORE_EX_VAT, VAT_RATE } from '@/lib/domain/constants';
import { OPTIMISED_SAVING_PERCENT } from '@/lib/domain/tool-constants';
import { formatKr, formatNumber, formatOrePerKwh, formatPercent } from '@/lib/format';
import { shownFigure, siteConfig } from '@/lib/site';

/**
 * Copy of /kalkylator. The consumption guide and the price hint are the spec's ranges
 * (section 2, "Calculator"), phrased against the 2026 facts of decisions.md: energy tax
 * 36,0 öre/kWh excl. VAT, VAT 25 %, markup 4-8 öre/kWh, grid fees not part of the contract.
 */

const { name, marketing } = siteConfig;
// Shown only once the operator has set the figure with its source (lib/site.ts).
const calculatorUsers = shownFigure(marketing.calculatorUsers);
const usersSentence = calculatorUsers
  ? ` Över ${formatNumber(calculatorUsers.value)} användare har räknat på sin elkostnad här (${calculatorUsers.source}).`
  : '';
const saving = formatPercent(OPTIMISED_SAVING_PERCENT, 0);
const energyTax = formatOrePerKwh(ENERGY_TAX_2026_ORE_EX_VAT);
const energyTaxInclVat = formatOrePerKwh(ENERGY_TAX_2026_ORE_EX_VAT * (1 + VAT_RATE));
const vat = formatPercent(VAT_RATE * 100, 0);
/** The spec's typical price hint, öre/kWh excluding grid fees. */
const PRICE_HINT = { minOre: 80, maxOre: 150 };
const priceRange = `${formatNumber(PRICE_HINT.minOre)}–${formatOrePerKwh(PRICE_HINT.maxOre, 0)}`;

export const calculatorContent = {
  title: 'Elkostnadskalkylator – räkna ut din elkostnad',
  description: `Räkna ut vad din el kostar per månad och år. Välj boendetyp eller skriv din förbrukning och ditt elpris – gratis kalkylator från ${name}.`,
  keywords: ['elkostnadskalkylator', 'räkna ut elkostnad', 'elkostnad per månad', 'elförbrukning villa', 'elpris öre per kWh', 'spara på elen'],
  h1: 'Elkostnadskalkylator',
  intro: `Se vad din el kostar per månad och per år – och hur mycket ett lägre elpris skulle betyda för dig. Välj boendetyp eller skriv in din egen förbrukning och ditt elpris.${usersSentence}`,
  consumptionGuide: [
    { label: 'Lägenhet', minKwh: 2000, maxKwh: 3000, note: 'Hushållsel; värmen ingår oftast i hyran eller avgiften.' },
    { label: 'Litet hus', minKwh: 5000, maxKwh: 7000, note: 'Utan elvärme, eller med fjärrvärme.' },
    { label: 'Normalstort hus', minKwh: 8000, maxKwh: 12000, note: 'Ofta med värmepump.' },
    {
      label: 'Större hus eller villa',
      minKwh: 12000,
      maxKwh: 20000,
      note: 'Med direktverkande el eller elpanna kan det bli mer än så.',
    },
  ],
  priceHint: {
    ...PRICE_HINT,
    text: `Ett vanligt totalpris för elhandeln ligger på ungefär ${priceRange}, utan elnätsavgift. Då ingår spotpris eller fast pris, elhandlarens påslag, energiskatt (${energyTax} exkl. moms 2026, ${energyTaxInclVat} inkl. moms) och ${vat} moms. I norra Sverige (SE1 och SE2) är priset oftast lägre, i södra (SE4) högre, och vintermånader dyrare än sommarmånader.`,
  },
  sections: [
    {
      id: 'sa-raknar-vi',
      heading: 'Så räknar kalkylatorn',
      paragraphs: [
        'Månadsförbrukningen är din årsförbrukning delad med tolv. Kostnaden är förbrukningen i kWh gånger elpriset i öre/kWh, delat med hundra för att få kronor. Alla belopp avrundas till hela kronor.',
        `Den lägre kostnaden bygger på ett fast antagande: att du betalar ${saving} mindre per kWh, till exempel genom att byta till ett billigare avtal eller flytta förbrukning till billigare timmar. Det är ett räkneexempel, inte ett löfte – vad du faktiskt kan spara beror på ditt nuvarande avtal och ditt elområde.`,
      ],
    },
    {
      id: 'vad-ingar',
      heading: 'Det här ingår inte',
      paragraphs: [
        'Kalkylatorn räknar bara på elhandeln, alltså det pris per kWh du skriver in. Elnätsavgiften till ditt elnätsbolag kommer till, liksom elhandlarens fasta månadsavgift om du har en. Nätavgiften påverkas inte av vilket elavtal du väljer.',
      ],
    },
    {
      id: 'sank-kostnaden',
      heading: 'Så kan du sänka din elkostnad',
      paragraphs: ['De största besparingarna kommer oftast från avtalet och från hur mycket el du använder:'],
      list: [
        'Jämför ditt avtal med andra. Ett anvisat avtal, som du får om du aldrig har valt själv, är ofta dyrast.',
        `Se över påslag och månadsavgift. För rörliga avtal är ett påslag på ${formatNumber(4)}–${formatOrePerKwh(8, 0)} och en månadsavgift på ${formatNumber(30)}–${formatKr(70)} vanligt.`,
        'Har du timpris kan du flytta tvätt, disk och elbilsladdning till natten, när priset oftast är lägst.',
        'Sänk inomhustemperaturen en grad – det minskar energin till uppvärmningen med ungefär fem procent.',
      ],
    },
  ],
  faq: [
    {
      question: 'Hur vet jag hur mycket el jag använder?',
      answer:
        'Din årsförbrukning står på elräkningen och på Mina sidor hos ditt elnätsbolag, som mäter förbrukningen. Vet du inte den kan du börja med en boendetyp och justera siffran.',
    },
    {
      question: 'Vilket elpris ska jag skriva in?',
      answer: `Skriv det du betalar per kWh för elhandeln, helst inklusive påslag, energiskatt och moms, men utan elnätsavgift. Har du rörligt pris kan du dela förra månadens elhandelskostnad (utan månadsavgift) med antalet kWh. Ett vanligt spann är ${priceRange}.`,
    },
    {
      question: `Varför räknar ni med ${saving} lägre elpris?`,
      answer: `Det är ett fast antagande som visar vad ett lägre pris betyder i kronor för just din förbrukning. Hur mycket du faktiskt kan sänka priset beror på ditt avtal i dag, ditt elområde och när du använder el. Jämför avtal för ditt postnummer för att se verkliga priser.`,
    },
    {
      question: 'Ingår elnätsavgiften i beräkningen?',
      answer:
        'Nej. Elnätsavgiften betalar du till ditt elnätsbolag oavsett vilket elavtal du har, så den påverkas inte av att du byter. Kalkylatorn räknar bara på elhandeln.',
    },
    {
      question: 'Sparas mina uppgifter?',
      answer:
        'Nej. Beräkningen görs direkt i din webbläsare och ingenting skickas till oss. Delar du resultatet bestämmer du själv var texten hamnar.',
    },
  ],
} satisfies CalculatorContentInput;
