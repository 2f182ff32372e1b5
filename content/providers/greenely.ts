import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what is public and stable (origin, how it sells).
 * The terms (variable costs, fee) are in content/offers.ts with their source; this copy never
 * repeats them.
 */
export const greenely: ProviderContentInput = {
  seoTitle: 'Greenely elavtal – timpris, priser och villkor',
  description:
    'Greenelys timprisavtal i jämförelsen: pris per elområde, rörliga omkostnader, månadsavgift och jämförpris, med källa och datum. Se vem avtalet passar.',
  keywords: ['Greenely', 'Greenely elavtal', 'Greenely elpris', 'timpris', 'elapp', 'självkostnadspris'],
  h1: 'Greenely – elavtal och elpriser',
  intro:
    'Greenely är ett svenskt bolag som är känt för sin app för att följa elförbrukning och elpriser, och som säljer elavtal till hushåll i hela landet. Här ser du Greenelys avtal i vår jämförelse och vad det kostar i ditt elområde.',
  sections: [
    {
      heading: 'Om Greenely',
      paragraphs: [
        'Greenely började med en app som visar hushållets elförbrukning och vad den kostar. I dag säljer bolaget också el, och appen visar dygnets priser så att du kan se när elen är billigast.',
      ],
    },
    {
      heading: 'Så fungerar Greenelys elavtal',
      paragraphs: [
        'Greenelys avtal är ett timprisavtal: du betalar spotpriset för den tid på dygnet då du använder elen, plus rörliga omkostnader per kWh och en fast månadsavgift. Enligt Greenelys sammanfattning av avtalsvillkoren har avtalet inget fast påslag och ingen bindningstid, och omkostnaderna, till exempel balanskostnad, elcertifikat och ursprungsgarantier, kan ändras från månad till månad.',
        'I jämförelsen räknar vi med elområdets snittspotpris för månaden. Vad du faktiskt betalar med timpris beror på när du använder elen: mer förbrukning på billiga timmar ger ett lägre snittpris, mer på dyra timmar ett högre.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Avtalet passar dig som vill följa elpriset i mobilen och kan lägga en del av förbrukningen på billiga timmar. Månadsavgiften är en av de högre i vår jämförelse, så den väger tungt om du använder lite el, till exempel i en mindre lägenhet.',
        'Vill du ha samma pris hela året, eller använder du mest el när priset är högt och kan inte ändra på det, kan ett fast eller vanligt rörligt avtal passa bättre.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [
        'Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Tecknar du ett avtal på distans, till exempel i en app, har du ångerrätt i fjorton dagar enligt distansavtalslagen.',
      ],
    },
  ],
  features: [
    'Timpris utan bindningstid',
    'Inget fast påslag, rörliga omkostnader per kWh',
    'Appen visar när elen är billigast',
    'Villkor med källa och datum',
  ],
  prosAndCons: {
    pros: [
      'Inget fast påslag enligt Greenelys villkor',
      'Appen visar dygnets priser och din förbrukning',
      'Ingen bindningstid',
    ],
    cons: [
      'Månadsavgiften är en av de högre i jämförelsen och märks mest vid liten förbrukning',
      'Timpris kan bli dyrt om du använder mycket el när priset är högt',
    ],
  },
  faq: [
    {
      question: 'Passar Greenely om jag bor i lägenhet?',
      answer:
        'Det beror på hur mycket el du använder. Med liten förbrukning väger månadsavgiften tungt per kWh, så jämför jämförpriset vid din egen förbrukning, till exempel vid den lägsta förbrukningen i pristabellen.',
    },
    {
      question: 'Vad är skillnaden mellan timpris och rörligt pris?',
      answer:
        'Med ett vanligt rörligt avtal betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med timpris betalar du spotpriset för just den tid du använder elen, så det lönar sig att flytta förbrukning till billiga timmar.',
    },
    sourcedTermsFaq('Greenely'),
    switchingFaq('Greenely'),
    excludedCostsFaq,
  ],
};
