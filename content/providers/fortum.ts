import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what is public and stable (ownership, where it sells).
 * The terms (markup, fee) are in content/offers.ts with their source; this copy never repeats them.
 */
export const fortum: ProviderContentInput = {
  seoTitle: 'Fortum elavtal – priser och villkor',
  description:
    'Fortums rörliga elavtal i jämförelsen: pris per elområde, årsavgift och jämförpris, med källa och datum för påslaget. Se vem avtalet passar.',
  keywords: ['Fortum', 'Fortum elavtal', 'Fortum elpris', 'rörligt elpris', 'byta elavtal'],
  h1: 'Fortum – elavtal och elpriser',
  intro:
    'Fortum är ett finländskt energibolag som säljer el till hushåll i hela Sverige. Här ser du bolagets rörliga elavtal i vår jämförelse, vad det kostar i ditt elområde och vem det passar.',
  sections: [
    {
      heading: 'Om Fortum',
      paragraphs: [
        'Fortum är ett energibolag med huvudkontor i Finland, där finska staten är största ägare. Bolaget producerar el i Norden, bland annat med vattenkraft och kärnkraft, och säljer el till hushåll i alla fyra svenska elområden.',
      ],
    },
    {
      heading: 'Så fungerar Fortums rörliga elavtal',
      paragraphs: [
        'Med det rörliga avtalet betalar du elområdets spotpris under månaden, plus Fortums påslag och en fast årsavgift. Priset per kWh ändras därför varje månad. Påslaget och avgiften i vår jämförelse kommer från Elpriskollen, med datum, och står vid avtalet ovan.',
        'Fortum har även fastprisavtal. Dem tar vi inte med, eftersom vi saknar en daterad prisuppgift för dem.',
      ],
    },
    {
      heading: 'Rörligt pris eller pris per kvart?',
      paragraphs: [
        'Med ett vanligt rörligt avtal betalar du ett snittpris för månaden, oavsett när på dygnet du använder elen. Sedan den 1 oktober 2025 sätts spotpriset per kvart i stället för per timme, och med ett avtal som följer spotpriset kvart för kvart kan du sänka kostnaden genom att flytta förbrukning till billiga tider. Den som använder mest el när priset är högt, vardagskvällar på vintern, kan då i stället få betala mer.',
      ],
      list: [
        'Kan du styra förbrukningen, till exempel laddning av elbil? Då kan ett avtal som följer dygnets priser löna sig.',
        'Vill du inte tänka på när du använder elen? Då är ett vanligt rörligt månadspris enklare.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [
        'Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Bindnings- och uppsägningstid framgår inte av vår källa, så läs Fortums avtalsvillkor. Tecknar du ett avtal på distans, till exempel på webben, har du ångerrätt i fjorton dagar enligt distansavtalslagen.',
      ],
    },
  ],
  features: [
    'Rörligt elpris som följer spotpriset',
    'Påslag och årsavgift med källa och datum',
    'Säljer el i alla fyra elområden',
    'Nordiskt energibolag med egen elproduktion',
  ],
  prosAndCons: {
    pros: ['Lågt påslag per kWh jämfört med flera andra i jämförelsen', 'Säljer el i hela landet', 'Priset följer marknaden, även när den går ner'],
    cons: ['Högre årsavgift än de flesta andra i jämförelsen', 'Kostnaden varierar från månad till månad'],
  },
  faq: [
    {
      question: 'Vad är skillnaden mellan rörligt pris och timpris?',
      answer:
        'Med ett vanligt rörligt avtal betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med timpris (sedan oktober 2025 i praktiken pris per kvart) betalar du spotpriset för just den tid du använder elen. Flyttar du förbrukning till billiga tider sänker du kostnaden, men använder du mycket el när priset är högt blir den högre.',
    },
    sourcedTermsFaq('Fortum'),
    switchingFaq('Fortum'),
    excludedCostsFaq,
  ],
  sameAs: ['https://sv.wikipedia.org/wiki/Fortum'],
};
