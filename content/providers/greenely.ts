import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, switchingFaq } from './shared';

/** Facts about the company are limited to what is public and stable (origin, how it sells). */
export const greenely: ProviderContentInput = {
  seoTitle: 'Greenely elavtal – timpris med låg avgift och omdömen',
  description:
    'Greenelys elavtal i jämförelsen: digitalt timprisavtal med låg månadsavgift, pris per elområde, påslag och jämförpris. Se vem avtalet passar.',
  keywords: ['Greenely', 'Greenely elavtal', 'Greenely elpris', 'timpris', 'elapp', 'låg månadsavgift'],
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
        'Greenelys avtal i vår jämförelse är ett timprisavtal: du betalar spotpriset för den tid på dygnet då du använder elen, plus ett påslag per kWh och en låg fast månadsavgift. Elcertifikatet ingår i påslaget. Avtalet har ingen bindningstid och gäller förnybar el.',
        'En låg månadsavgift och ett påslag per kWh gör avtalet förmånligt vid liten förbrukning. Vid stor förbrukning betyder påslaget mer, så jämför jämförpriset vid din egen förbrukning.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Avtalet passar dig som vill följa elpriset i mobilen och kan lägga en del av förbrukningen på billiga timmar. Den låga månadsavgiften gör det intressant även för lägenheter och andra hushåll med liten förbrukning.',
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
    'Låg fast månadsavgift',
    'Elcertifikatet ingår i påslaget',
    'Appen visar när elen är billigast',
  ],
  prosAndCons: {
    pros: [
      'Låg månadsavgift, bra vid liten förbrukning',
      'Appen visar dygnets priser och din förbrukning',
      'Förnybar el utan bindningstid',
    ],
    cons: [
      'Påslaget per kWh märks mer ju mer el du använder',
      'Inget fast pris att välja i vår jämförelse',
    ],
  },
  faq: [
    {
      question: 'Passar Greenely om jag bor i lägenhet?',
      answer:
        'Ofta, eftersom månadsavgiften är låg och väger mindre när förbrukningen är liten. Jämför ändå jämförpriset vid din egen förbrukning, till exempel vid den lägsta förbrukningen i pristabellen.',
    },
    {
      question: 'Vad är skillnaden mellan timpris och rörligt pris?',
      answer:
        'Med ett vanligt rörligt avtal betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med timpris betalar du spotpriset för just den tid du använder elen, så det lönar sig att flytta förbrukning till billiga timmar.',
    },
    switchingFaq('Greenely'),
    excludedCostsFaq,
  ],
};
