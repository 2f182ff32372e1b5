import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { beforeSigningParagraph, excludedCostsFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what its Wikipedia article states (head office, largest
 * owner, how it produces). What it sells and at what price comes from the market catalogue and
 * stands below this copy; the sentences that describe the catalogue (the apartment fixed prices,
 * the types) are checked against it by tests/unit/providers/copy-agrees.test.ts.
 */
export const fortum: ProviderContentInput = {
  seoTitle: 'Fortum elavtal – priser och villkor',
  description: 'Fortums elavtal per elområde och avtalstyp enligt Elpriskollen: elpris, fast avgift och jämförpris vid tre förbrukningar, med källa och datum.',
  keywords: ['Fortum', 'Fortum elavtal', 'Fortum elpris', 'kvartspris', 'fast elpris', 'byta elavtal'],
  h1: 'Fortum – elavtal och elpriser',
  intro:
    'Fortum är ett finländskt energibolag som också säljer el till hushåll i Sverige. Här ser du Fortums elavtal som Elpriskollen visade dem, per elområde och avtalstyp, och vad de kostar vid olika förbrukning.',
  sections: [
    {
      heading: 'Om Fortum',
      paragraphs: [
        'Fortum är ett energibolag med huvudkontor i Finland, där finska staten är största ägare. Bolaget producerar el i Norden, bland annat med vattenkraft och kärnkraft.',
      ],
    },
    {
      heading: 'Fortums avtal på Elpriskollen',
      paragraphs: [
        'På Elpriskollen har Fortum rörliga avtal, med pris per kvart eller per månad, och fasta priser. De fasta priserna heter ”… – Lägenhet”: de gäller alltså lägenheter, och Elpriskollens uppgifter är för 2 000 kWh per år. Bor du i hus kan Fortums fasta pris vara ett annat än det som står här, så fråga Fortum om priset för din förbrukning.',
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
      paragraphs: [beforeSigningParagraph('Fortums')],
    },
  ],
  sources: [{ name: 'Fortum, svenskspråkiga Wikipedia', url: 'https://sv.wikipedia.org/wiki/Fortum' }],
  faq: [
    {
      question: 'Vad är skillnaden mellan rörligt månadspris och kvartspris?',
      answer:
        'Med ett rörligt månadspris betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med kvartspris betalar du spotpriset för just den kvart du använder elen (före oktober 2025 var det timpris). Flyttar du förbrukning till billiga tider sänker du kostnaden, men använder du mycket el när priset är högt blir den högre.',
    },
    sourcedTermsFaq('Fortum'),
    switchingFaq('Fortum'),
    excludedCostsFaq,
  ],
  website: 'https://www.fortum.se',
  sameAs: ['https://sv.wikipedia.org/wiki/Fortum'],
};
