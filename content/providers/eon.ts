import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, gridIsSeparateFaq, switchingFaq } from './shared';

/** Facts about the company are limited to what is public and stable (ownership, where it sells). */
export const eon: ProviderContentInput = {
  seoTitle: 'E.ON elavtal – priser, villkor och omdömen',
  description:
    'E.ON:s elavtal i jämförelsen: rörligt elpris och fast pris på förnybar el, med pris per elområde, månadsavgift, bindningstid och jämförpris.',
  keywords: ['E.ON', 'E.ON elavtal', 'E.ON elpris', 'förnybar el', 'fast elpris', 'rörligt elpris'],
  h1: 'E.ON – elavtal och elpriser',
  intro:
    'E.ON är en tysk energikoncern som säljer el till hushåll i hela Sverige. Här ser du bolagets elavtal i vår jämförelse, vad de kostar i ditt elområde och vem de passar.',
  sections: [
    {
      heading: 'Om E.ON',
      paragraphs: [
        'E.ON är en av Europas stora energikoncerner med huvudkontor i Tyskland. I Sverige säljer E.ON el till hushåll i alla fyra elområden och på en del orter även fjärrvärme.',
        'E.ON äger dessutom elnät i delar av landet. Elnätet och elhandeln är ändå skilda avtal: elnätsbolaget bestäms av var du bor, medan elhandlaren väljer du själv. Du kan alltså köpa el av E.ON utan att bo i deras nätområde, och bo i deras nätområde utan att köpa el av dem.',
      ],
    },
    {
      heading: 'Så fungerar E.ON:s elavtal',
      paragraphs: [
        'Med det rörliga avtalet betalar du elområdets genomsnittliga spotpris för månaden, plus ett påslag och en fast månadsavgift. Du kan byta avtal eller elhandlare när du vill.',
        'Fastprisavtalet i jämförelsen låser priset per kWh i ett år och gäller el från förnybara energikällor. Att elen är förnybar visas med ursprungsgarantier: för varje såld kWh ska en lika stor mängd förnybar el ha producerats och registrerats. Elen i ditt uttag är densamma som grannens, men dina pengar går till förnybar produktion.',
      ],
    },
    {
      heading: 'Vem passar avtalen?',
      paragraphs: [
        'Det rörliga avtalet passar dig som vill följa marknadspriset och kunna byta fritt. Det ettåriga fastprisavtalet passar dig som vill ha förutsägbara kostnader men inte vill binda dig längre än en vintersäsong framåt, och som vill köpa förnybar el.',
      ],
      list: [
        'Vill du ha ett fast pris, jämför det med vad det rörliga priset har legat på i ditt elområde.',
        'Ett kortare fastprisavtal ger mindre prisskydd men gör det lättare att byta om priserna sjunker.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [
        'Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Tecknar du ett avtal på distans, till exempel på webben, har du ångerrätt i fjorton dagar enligt distansavtalslagen.',
      ],
    },
  ],
  features: [
    'Rörligt elpris utan bindningstid',
    'Fast elpris i ett år på förnybar el',
    'Ursprungsgarantier för den förnybara elen',
    'Avtal i alla fyra elområden',
  ],
  prosAndCons: {
    pros: [
      'Fast pris med kort bindningstid',
      'Fastprisavtalet gäller förnybar el',
      'Stor leverantör som säljer el i hela landet',
    ],
    cons: [
      'Månadsavgiften gör avtalen relativt dyrare för den som använder lite el',
      'Inget timprisavtal i vår jämförelse för dig som vill styra förbrukningen efter dygnets priser',
    ],
  },
  faq: [
    {
      question: 'Vad betyder förnybar el i E.ON:s fastprisavtal?',
      answer:
        'Att E.ON köper ursprungsgarantier som visar att lika mycket el som du använder har producerats från förnybara källor, till exempel vatten, vind eller sol. Elen som kommer ut ur vägguttaget är fysiskt densamma, men efterfrågan på förnybar el ökar.',
    },
    gridIsSeparateFaq('E.ON'),
    switchingFaq('E.ON'),
    excludedCostsFaq,
  ],
  sameAs: ['https://sv.wikipedia.org/wiki/E.ON'],
};
