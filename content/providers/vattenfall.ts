import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, gridIsSeparateFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what is public and stable (ownership, where it sells).
 * The terms (markup, fee) are in content/offers.ts with their source; this copy never repeats them.
 */
export const vattenfall: ProviderContentInput = {
  seoTitle: 'Vattenfall elavtal – priser och villkor',
  description:
    'Vattenfalls rörliga elavtal i jämförelsen: pris per elområde, årsavgift och jämförpris, med källa och datum för påslaget. Läs för- och nackdelar innan du byter.',
  keywords: ['Vattenfall', 'Vattenfall elavtal', 'Vattenfall elpris', 'rörligt elpris', 'byta elavtal'],
  h1: 'Vattenfall – elavtal och elpriser',
  intro:
    'Vattenfall är ett av Sveriges största elbolag och ägs av svenska staten. Här ser du bolagets rörliga elavtal i vår jämförelse, vad det kostar i ditt elområde och vem det passar.',
  sections: [
    {
      heading: 'Om Vattenfall',
      paragraphs: [
        'Vattenfall ägs helt av svenska staten och producerar el i flera länder, bland annat med vattenkraft, kärnkraft och vindkraft. I Sverige säljer bolaget el till hushåll i alla fyra elområden.',
        'Vattenfall äger också elnät i delar av landet, men elnät och elhandel är två skilda saker. Vilket elnätsbolag du har beror på var du bor, medan elhandelsavtalet kan du byta fritt. Att välja Vattenfall som elhandlare ändrar alltså inte vem som äger ledningarna till din bostad.',
      ],
    },
    {
      heading: 'Så fungerar Vattenfalls rörliga elavtal',
      paragraphs: [
        'Med det rörliga avtalet betalar du varje månad elområdets spotpris under månaden, plus Vattenfalls påslag och en fast årsavgift. Priset per kWh blir därför olika från månad till månad: oftast lägre under sommaren och högre under vintern.',
        'Påslaget och årsavgiften i vår jämförelse kommer från Elpriskollen, med datum, och står vid avtalet ovan. Vattenfall har även fastprisavtal, men dem tar vi inte med eftersom vi saknar en daterad prisuppgift för dem.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Ett rörligt avtal passar dig som klarar att kostnaden varierar över året. Vill du hellre veta i förväg vad elen kostar, till exempel med elvärme i ett hus i södra Sverige där priserna svänger mest, är ett fastprisavtal ett alternativ att fråga efter.',
      ],
      list: [
        'Liten förbrukning: årsavgiften väger tungt, så jämför jämförpriset vid din förbrukning.',
        'Stor förbrukning: priset per kWh och påslaget avgör mest.',
        'Osäker på vad som passar? Jämför samma förbrukning i flera avtal innan du bestämmer dig.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [
        'Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Bindnings- och uppsägningstid framgår inte av vår källa, så läs Vattenfalls avtalsvillkor. Tecknar du ett avtal på distans, till exempel på webben, har du ångerrätt i fjorton dagar enligt distansavtalslagen.',
      ],
    },
  ],
  features: [
    'Rörligt elpris som följer spotpriset',
    'Påslag och årsavgift med källa och datum',
    'Säljer el i alla fyra elområden',
    'Statligt ägt bolag med kunder i hela landet',
  ],
  prosAndCons: {
    pros: ['Stor och etablerad leverantör', 'Säljer el i hela landet', 'Priset följer marknaden, även när den går ner'],
    cons: [
      'Både påslag och årsavgift, där vissa andra avtal i jämförelsen har lägre påslag',
      'Kostnaden varierar från månad till månad',
    ],
  },
  faq: [sourcedTermsFaq('Vattenfall'), gridIsSeparateFaq('Vattenfall'), switchingFaq('Vattenfall'), excludedCostsFaq],
  sameAs: ['https://sv.wikipedia.org/wiki/Vattenfall'],
};
