import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, gridIsSeparateFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what is public and stable (ownership, where it sells).
 * The terms (markup, fee) are in content/offers.ts with their source; this copy never repeats them.
 */
export const eon: ProviderContentInput = {
  seoTitle: 'E.ON elavtal – priser och villkor',
  description:
    'E.ON:s rörliga elavtal i jämförelsen: pris per elområde, årsavgift och jämförpris, med källa och datum för påslaget. Se vem avtalet passar.',
  keywords: ['E.ON', 'E.ON elavtal', 'E.ON elpris', 'rörligt elpris', 'ursprungsgarantier', 'byta elavtal'],
  h1: 'E.ON – elavtal och elpriser',
  intro:
    'E.ON är en tysk energikoncern som säljer el till hushåll i hela Sverige. Här ser du bolagets rörliga elavtal i vår jämförelse, vad det kostar i ditt elområde och vem det passar.',
  sections: [
    {
      heading: 'Om E.ON',
      paragraphs: [
        'E.ON är en av Europas stora energikoncerner med huvudkontor i Tyskland. I Sverige säljer E.ON el till hushåll i alla fyra elområden och på en del orter även fjärrvärme.',
        'E.ON äger dessutom elnät i delar av landet. Elnätet och elhandeln är ändå skilda avtal: elnätsbolaget bestäms av var du bor, medan elhandlaren väljer du själv. Du kan alltså köpa el av E.ON utan att bo i deras nätområde, och bo i deras nätområde utan att köpa el av dem.',
      ],
    },
    {
      heading: 'Så fungerar E.ON:s rörliga elavtal',
      paragraphs: [
        'Med det rörliga avtalet betalar du elområdets spotpris under månaden, plus E.ON:s påslag och en fast årsavgift. Påslaget och avgiften i vår jämförelse kommer från Elpriskollen, med datum, och står vid avtalet ovan.',
        'E.ON säljer även avtal med el från förnybara källor och fastprisavtal. Dem tar vi inte med, eftersom vi saknar en daterad prisuppgift för dem. Förnybar el visas med ursprungsgarantier: för varje såld kWh har lika mycket el från förnybara källor producerats och registrerats. Garantin säger var elen kommer ifrån; den bygger inte ny produktion och finansierar den inte direkt.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Det rörliga avtalet passar dig som vill följa marknadspriset och klarar att kostnaden varierar över året. Vill du hellre ha samma pris under en längre tid är ett fastprisavtal ett alternativ att fråga efter.',
      ],
      list: [
        'Liten förbrukning: årsavgiften väger tungt, så jämför jämförpriset vid din förbrukning.',
        'Stor förbrukning: priset per kWh och påslaget avgör mest.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [
        'Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Bindnings- och uppsägningstid framgår inte av vår källa, så läs E.ON:s avtalsvillkor. Tecknar du ett avtal på distans, till exempel på webben, har du ångerrätt i fjorton dagar enligt distansavtalslagen.',
      ],
    },
  ],
  features: [
    'Rörligt elpris som följer spotpriset',
    'Påslag och årsavgift med källa och datum',
    'Säljer el i alla fyra elområden',
    'En av Europas stora energikoncerner',
  ],
  prosAndCons: {
    pros: ['Stor leverantör som säljer el i hela landet', 'Lägre årsavgift än flera andra i jämförelsen', 'Priset följer marknaden, även när den går ner'],
    cons: [
      'Högre påslag per kWh än flera andra i jämförelsen',
      'Inget timprisavtal i vår jämförelse för dig som vill styra förbrukningen efter dygnets priser',
    ],
  },
  faq: [
    {
      question: 'Vad betyder förnybar el med ursprungsgarantier?',
      answer:
        'Att elbolaget köper ursprungsgarantier som visar att lika mycket el som du använder har producerats från förnybara källor, till exempel vatten, vind eller sol. Elen i vägguttaget är fysiskt densamma som grannens. Garantin intygar var elen kommer ifrån, men pengarna går inte öronmärkt till att bygga ny förnybar produktion.',
    },
    sourcedTermsFaq('E.ON'),
    gridIsSeparateFaq('E.ON'),
    switchingFaq('E.ON'),
    excludedCostsFaq,
  ],
  sameAs: ['https://sv.wikipedia.org/wiki/E.ON'],
};
