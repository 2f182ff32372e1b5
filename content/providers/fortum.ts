import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, switchingFaq } from './shared';

/** Facts about the company are limited to what is public and stable (ownership, where it sells). */
export const fortum: ProviderContentInput = {
  seoTitle: 'Fortum elavtal – timpris, fast pris och omdömen',
  description:
    'Fortums elavtal i jämförelsen: timpris utan bindningstid och fast elpris i tre år, med pris per elområde, månadsavgift och jämförpris.',
  keywords: ['Fortum', 'Fortum elavtal', 'Fortum elpris', 'timpris', 'fast elpris', 'byta elavtal'],
  h1: 'Fortum – elavtal och elpriser',
  intro:
    'Fortum är ett finländskt energibolag som säljer el till hushåll i hela Sverige. Här ser du bolagets elavtal i vår jämförelse, vad de kostar i ditt elområde och vem de passar.',
  sections: [
    {
      heading: 'Om Fortum',
      paragraphs: [
        'Fortum är ett energibolag med huvudkontor i Finland, där finska staten är största ägare. Bolaget producerar el i Norden, bland annat med vattenkraft och kärnkraft, och säljer el till hushåll i alla fyra svenska elområden.',
      ],
    },
    {
      heading: 'Så fungerar Fortums elavtal',
      paragraphs: [
        'Med timprisavtalet betalar du spotpriset för den tid på dygnet då du faktiskt använder elen, plus ett påslag och en månadsavgift. Spotpriset sätts dagen före, så du kan se morgondagens priser och planera till exempel tvätt, disk och laddning av elbil till de billigaste timmarna. Sedan hösten 2025 sätts spotpriset per kvart; exakt hur förbrukningen prissätts står i avtalsvillkoren.',
        'Med det fasta avtalet betalar du samma pris per kWh i tre år. Det ger det längsta prisskyddet i vår jämförelse, men också den längsta bindningen: sjunker priserna sitter du kvar med ditt pris, och att avsluta i förtid kan kosta en avgift enligt avtalsvillkoren.',
      ],
    },
    {
      heading: 'Vem passar avtalen?',
      paragraphs: [
        'Timpris passar hushåll som kan flytta en del av förbrukningen till nätter och helger, till exempel med elbil, värmepump med styrning eller varmvattenberedare. Den som använder mest el när priset är högt, vardagskvällar på vintern, kan i stället få betala mer än med ett vanligt rörligt avtal.',
        'Treårsavtalet passar dig som vill ha samma elpris länge och hellre betalar för trygghet än chansar på att priserna sjunker.',
      ],
      list: [
        'Kan du styra förbrukningen? Då kan timpris löna sig.',
        'Vill du slippa tänka på elpriset i flera år? Då ger ett långt fastprisavtal lugn.',
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
    'Timpris utan bindningstid',
    'Fast elpris i tre år',
    'Morgondagens priser syns dagen före',
    'Avtal i alla fyra elområden',
  ],
  prosAndCons: {
    pros: [
      'Timpris lönar sig för den som kan flytta förbrukning till billiga timmar',
      'Längsta prisskyddet i vår jämförelse med fast pris i tre år',
      'Säljer el i hela landet',
    ],
    cons: [
      'Timpris kan bli dyrt om du använder mycket el när priset är högt',
      'Tre års bindning gör det dyrt att byta om priserna sjunker',
    ],
  },
  faq: [
    {
      question: 'Vad är skillnaden mellan timpris och rörligt pris?',
      answer:
        'Med ett vanligt rörligt avtal betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med timpris betalar du spotpriset för just den tid du använder elen. Flyttar du förbrukning till billiga timmar sänker du kostnaden, men använder du mycket el när priset är högt blir den högre.',
    },
    {
      question: 'Behöver jag en särskild elmätare för timpris?',
      answer:
        'Det krävs en elmätare som mäter förbrukningen per timme eller kvart. Elnätsbolagen har bytt till sådana mätare i hela landet, men fråga ditt elnätsbolag om du är osäker.',
    },
    switchingFaq('Fortum'),
    excludedCostsFaq,
  ],
  sameAs: ['https://sv.wikipedia.org/wiki/Fortum'],
};
