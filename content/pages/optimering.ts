import type { OptimisationContentInput } from '@/lib/content/tool-pages';
import { DEFAULT_MULTIPLIER, EVENING_PEAK, MORNING_PEAK, NIGHT, SAVINGS_KWH_PER_HOUR, TOP_HOURS_COUNT } from '@/lib/domain/tool-constants';
import { formatKr, formatNumber } from '@/lib/format';
import { siteConfig } from '@/lib/site';

/** Copy of /optimering. The schedule is a simplified day profile, and the copy says so. */

const { name, marketing } = siteConfig;
const savingRange = `${formatNumber(marketing.optimisationSavingKrPerYear.min)}–${formatKr(marketing.optimisationSavingKrPerYear.max)}`;
const hours = (from: number, to: number) => `${String(from).padStart(2, '0')}–${String(to + 1).padStart(2, '0')}`;
const night = hours(NIGHT.from, NIGHT.to);
const evening = hours(EVENING_PEAK.from, EVENING_PEAK.to);
const morning = hours(MORNING_PEAK.from, MORNING_PEAK.to);
const times = (multiplier: number) => `${formatNumber(multiplier, 1)} gånger`;

export const optimisationContent = {
  title: 'Optimera din elförbrukning – flytta el till billiga timmar',
  description: 'Se när elen brukar vara billigast i ditt elområde, vad dina apparater kostar per dag och vad du kan spara på att flytta förbrukningen.',
  keywords: ['optimera elförbrukning', 'billigaste timmarna el', 'timpris el', 'ladda elbil billigt', 'spara el', 'elpris per timme'],
  h1: 'Optimera din elförbrukning',
  intro: `Flytta tvätt, disk och elbilsladdning till dygnets billigare timmar. Här ser du vilka timmar som brukar vara billigast, vad dina apparater kostar per dag och hur mycket du kan spara. Med timprisavtal och mycket flyttbar förbrukning kan det bli ${savingRange} per år.`,
  sections: [
    {
      id: 'sa-fungerar-schemat',
      heading: 'Så fungerar schemat',
      paragraphs: [
        `Utgångspunkten är det senaste dygnsmedelpriset på spotmarknaden i elområdet du väljer. Det fördelas över dygnet med en förenklad dygnsprofil: kvällstoppen ${evening} räknas som ${times(EVENING_PEAK.multiplier)} medelpriset, morgontoppen ${morning} som ${times(MORNING_PEAK.multiplier)}, natten ${night} som ${times(NIGHT.multiplier)} och övriga timmar som ${times(DEFAULT_MULTIPLIER)}.`,
        'Profilen visar hur elpriset brukar variera under ett vanligt dygn. Den är inte dagens verkliga timpriser – de publiceras dagen före, runt klockan 13, och kan avvika mycket en enskild dag.',
        `Besparingen per timme är vad ${formatNumber(SAVINGS_KWH_PER_HOUR)} kWh kostar mindre den timmen än under kvällstoppen. Den möjliga besparingen per dag är den flyttbara förbrukningen (i kWh) hos de apparater du har slagit på, gånger snittbesparingen under de ${TOP_HOURS_COUNT === 3 ? 'tre' : formatNumber(TOP_HOURS_COUNT)} billigaste timmarna.`,
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
      answer: `Oftast natten, ungefär ${night}, när förbrukningen i landet är låg. Dyrast är det vanligen på vardagskvällar ${evening} och morgnar ${morning}. Morgondagens verkliga priser publiceras runt klockan 13.`,
    },
    {
      question: 'Behöver jag timprisavtal för att spara?',
      answer:
        'För att själv tjäna på att flytta förbrukningen behöver du ett avtal där priset följer timmen (eller kvarten), alltså timpris. Med vanligt rörligt pris betalar du månadens snittpris, men att flytta förbrukning från topparna hjälper ändå elsystemet.',
    },
    {
      question: 'Varifrån kommer priset?',
      answer:
        'Från det senaste dygnsmedelpriset på spotmarknaden i elområdet, exklusive moms, energiskatt, påslag och elnätsavgift. Elpriser tillhandahålls av Elpriset just nu.se.',
    },
    {
      question: 'Är siffrorna för förbrukning och besparing mina egna?',
      answer: `Nej. ${name} har ingen tillgång till din elmätare. Månadsmål, förbrukning, besparing och utmärkelser visas för ett exempelhushåll, så att du ser hur en uppföljning kan se ut. Apparaterna kan du slå av och på själv.`,
    },
  ],
} satisfies OptimisationContentInput;
