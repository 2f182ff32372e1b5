import type { OptimisationContentInput } from '@/lib/content/schemas';
import { AVOID_MIN_RATIO, CHEAPEST_HOURS_COUNT, EVENING_PEAK, OPTIMAL_MAX_RATIO } from '@/lib/domain/optimisation-constants';
import { formatNumber } from '@/lib/format';
import { siteConfig } from '@/lib/site';

/** Copy of /optimering. The schedule is one real day of spot prices, and the copy says which. */

const { name } = siteConfig;
const evening = `${String(EVENING_PEAK.from).padStart(2, '0')}–${String(EVENING_PEAK.to + 1).padStart(2, '0')}`;
const cheapest = CHEAPEST_HOURS_COUNT === 3 ? 'tre' : formatNumber(CHEAPEST_HOURS_COUNT);

export const optimisationContent = {
  title: 'Optimera din elförbrukning – flytta el till billiga timmar',
  description:
    'Se dygnets timpriser i ditt elområde, vilka timmar som är billigast, vad dina apparater kostar per dag och vad du kan spara på att flytta förbrukningen.',
  keywords: ['optimera elförbrukning', 'billigaste timmarna el', 'timpris el', 'ladda elbil billigt', 'spara el', 'elpris per timme'],
  h1: 'Optimera din elförbrukning',
  intro:
    'Flytta tvätt, disk och elbilsladdning till dygnets billigare timmar. Här ser du ett dygns verkliga timpriser i ditt elområde, vilka timmar som var billigast, vad dina apparater kostar per dag och hur mycket det sparar att flytta förbrukning från kvällstoppen.',
  sections: [
    {
      id: 'sa-fungerar-schemat',
      heading: 'Så fungerar schemat',
      paragraphs: [
        'Schemat visar spotpriset timme för timme i elområdet du väljer: dagens priser när de går att hämta från Elpriset just nu, annars det senaste dygnet i vår data. Sedan oktober 2025 har spotpriset ett pris per kvart, och varje timmes pris är medelvärdet av dess fyra kvartar.',
        `Rekommendationen jämför timmens pris med dygnets medelpris: högst ${formatNumber(OPTIMAL_MAX_RATIO, 1)} gånger medelpriset är Optimal, minst ${formatNumber(AVOID_MIN_RATIO, 1)} gånger är Undvik och däremellan Bra.`,
        `Besparingen per kWh är hur mycket billigare timmen är än kvällstoppen, snittpriset klockan ${evening}. Den möjliga besparingen per dag är den flyttbara förbrukningen (i kWh) hos de apparater du har slagit på, gånger snittbesparingen under dygnets ${cheapest} billigaste timmar. Besparingen per månad är samma dag upprepad ett år (365 dagar) och delad på tolv månader, alltså en skala och ingen prognos: priserna skiljer sig från dag till dag. Priserna är i öre per kWh, exklusive moms, påslag, elnätsavgift och energiskatt.`,
      ],
    },
    {
      id: 'vem-tjanar-pa-det',
      heading: 'Vem tjänar på att flytta förbrukningen?',
      paragraphs: [
        'Mest tjänar du med timprisavtal, där varje timme (sedan oktober 2025 varje kvart) har sitt eget pris. Med ett vanligt rörligt avtal betalar du månadens snittpris, och då påverkar tidpunkten inte elhandelskostnaden lika direkt. Med fast pris påverkar den inte alls.',
        'Flytta i första hand det som ändå kan vänta: elbilsladdning, tvätt, disk och varmvattenberedare. Värme och belysning behöver du när du behöver dem.',
      ],
    },
  ],
  faq: [
    {
      question: 'Vilka timmar är billigast?',
      answer: `Det varierar från dag till dag och mellan elområdena, och schemat visar vilka timmar som var billigast den dag det gäller. Ofta är natten billig, när förbrukningen i landet är låg, och vardagskvällarna dyra, men blåsiga eller soliga dagar kan mitt på dagen vara billigast. Morgondagens priser publiceras runt klockan 13.`,
    },
    {
      question: 'Behöver jag timprisavtal för att spara?',
      answer:
        'För att själv tjäna på att flytta förbrukningen behöver du ett avtal där priset följer timmen (eller kvarten), alltså timpris. Med vanligt rörligt pris betalar du månadens snittpris, men att flytta förbrukning från topparna hjälper ändå elsystemet.',
    },
    {
      question: 'Varifrån kommer priset?',
      answer:
        'Från spotmarknadens priser för elområdet, exklusive moms, energiskatt, påslag och elnätsavgift: dagens priser från Elpriset just nu när de går att hämta, annars det senaste dygnet i vår data, och sidan anger vilket. Elpriser tillhandahålls av Elpriset just nu.se.',
    },
    {
      question: 'Är siffrorna för förbrukning och besparing mina egna?',
      answer: `Nej. ${name} har ingen tillgång till din elmätare, så sidan visar ingen förbrukning, inga mål och inga utmärkelser. Besparingen räknas på de apparater du slår på här, med deras effekt och användningstid, och på dygnets verkliga timpriser. Vill du veta din egen förbrukning finns den hos ditt elnätsbolag.`,
    },
  ],
} satisfies OptimisationContentInput;
