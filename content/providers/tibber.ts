import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, switchingFaq } from './shared';

/** Facts about the company are limited to what is public and stable (origin, how it sells). */
export const tibber: ProviderContentInput = {
  seoTitle: 'Tibber elavtal – timpris i appen, priser och omdömen',
  description:
    'Tibbers elavtal i jämförelsen: digitalt timprisavtal med förnybar el, pris per elområde, månadsavgift och jämförpris. Se vem avtalet passar.',
  keywords: ['Tibber', 'Tibber elavtal', 'Tibber elpris', 'timpris', 'smart elavtal', 'elapp'],
  h1: 'Tibber – elavtal och elpriser',
  intro:
    'Tibber är ett digitalt elbolag som grundades i Norge och säljer el till hushåll i hela Sverige. Allt sköts i en app. Här ser du Tibbers avtal i vår jämförelse och vad det kostar i ditt elområde.',
  sections: [
    {
      heading: 'Om Tibber',
      paragraphs: [
        'Tibber är ett elbolag som bygger hela kundrelationen kring en app. Där ser du dygnets elpriser, din förbrukning och vad elen har kostat, och du kan koppla in till exempel elbilsladdare och smarta termostater så att de använder el när den är billigast.',
      ],
    },
    {
      heading: 'Så fungerar Tibbers elavtal',
      paragraphs: [
        'Tibbers avtal i vår jämförelse är ett timprisavtal: du betalar spotpriset för den tid på dygnet då du använder elen. I stället för ett påslag per kWh tar Tibber ut en fast månadsavgift. Avtalet har ingen bindningstid och gäller förnybar el.',
        'Att påslaget saknas gör att kostnaden per kWh ligger nära spotpriset, men månadsavgiften betalar du även de månader du använder lite el. Jämförpriset nedan visar hur det slår vid olika förbrukning.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Avtalet passar hushåll som gärna sköter sin el i mobilen och som kan flytta förbrukning till billiga timmar, till exempel med elbil eller styrbar uppvärmning. Ju större förbrukningen är, desto mindre väger månadsavgiften per kWh.',
        'Har du låg förbrukning, till exempel i en mindre lägenhet, eller vill du helst ha ett fast pris, kan ett annat avtal passa bättre.',
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
    'Timpris utan påslag på spotpriset',
    'Fast månadsavgift i stället för påslag',
    'Priser, förbrukning och styrning i appen',
    'Förnybar el utan bindningstid',
  ],
  prosAndCons: {
    pros: [
      'Inget påslag på spotpriset i vår jämförelse',
      'Appen gör det lätt att följa priser och förbrukning',
      'Kan styra uppkopplade apparater efter elpriset',
    ],
    cons: [
      'Månadsavgiften väger tungt för den som använder lite el',
      'Inget fast pris att välja',
      'Passar sämre om du inte vill sköta elen i en app',
    ],
  },
  faq: [
    {
      question: 'Tar Tibber något påslag på elpriset?',
      answer:
        'Inte i vår jämförelse: du betalar spotpriset och i stället en fast månadsavgift. Moms tillkommer som på alla elpriser. Kontrollera alltid aktuella villkor hos Tibber innan du tecknar.',
    },
    {
      question: 'Måste jag ha appen för att vara kund hos Tibber?',
      answer:
        'Tibbers tjänst är byggd kring appen, där du ser priser, förbrukning och fakturor. Vill du hellre sköta elavtalet utan app passar en mer traditionell elhandlare sannolikt bättre.',
    },
    switchingFaq('Tibber'),
    excludedCostsFaq,
  ],
};
