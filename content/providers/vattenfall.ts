import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, gridIsSeparateFaq, switchingFaq } from './shared';

/** Facts about the company are limited to what is public and stable (ownership, where it sells). */
export const vattenfall: ProviderContentInput = {
  seoTitle: 'Vattenfall elavtal – priser, villkor och omdömen',
  description:
    'Vattenfalls elavtal i jämförelsen: rörligt och fast elpris per elområde, månadsavgift, bindningstid och jämförpris. Läs för- och nackdelar innan du byter.',
  keywords: ['Vattenfall', 'Vattenfall elavtal', 'Vattenfall elpris', 'rörligt elpris', 'fast elpris', 'byta elavtal'],
  h1: 'Vattenfall – elavtal och elpriser',
  intro:
    'Vattenfall är ett av Sveriges största elbolag och ägs av svenska staten. Här ser du bolagets elavtal i vår jämförelse, vad de kostar i ditt elområde och vem de passar.',
  sections: [
    {
      heading: 'Om Vattenfall',
      paragraphs: [
        'Vattenfall ägs helt av svenska staten och producerar el i flera länder, bland annat med vattenkraft, kärnkraft och vindkraft. I Sverige säljer bolaget el till hushåll i alla fyra elområden.',
        'Vattenfall äger också elnät i delar av landet, men elnät och elhandel är två skilda saker. Vilket elnätsbolag du har beror på var du bor, medan elhandelsavtalet kan du byta fritt. Att välja Vattenfall som elhandlare ändrar alltså inte vem som äger ledningarna till din bostad.',
      ],
    },
    {
      heading: 'Så fungerar Vattenfalls elavtal',
      paragraphs: [
        'Med det rörliga avtalet betalar du varje månad elområdets genomsnittliga spotpris under månaden, plus Vattenfalls påslag och en fast månadsavgift. Priset per kWh blir därför olika från månad till månad: lägre under sommaren och oftast högre under vintern. Avtalet har ingen bindningstid.',
        'Med det fasta avtalet betalar du samma pris per kWh under hela avtalstiden på två år, oavsett hur spotpriset utvecklas. Månadsavgiften kommer till. Vill du avsluta ett fastprisavtal i förtid kan leverantören ta ut en avgift enligt avtalsvillkoren.',
      ],
    },
    {
      heading: 'Vem passar avtalen?',
      paragraphs: [
        'Det rörliga avtalet passar dig som klarar att kostnaden varierar över året och vill kunna byta när du vill. Det fasta avtalet passar dig som hellre vet i förväg vad elen kostar, till exempel om du har elvärme i ett hus i södra Sverige där priserna svänger mest.',
      ],
      list: [
        'Liten förbrukning: månadsavgiften väger tungt, så jämför jämförpriset vid din förbrukning.',
        'Stor förbrukning: priset per kWh och påslaget avgör mest.',
        'Osäker på vad som passar? Jämför samma förbrukning i flera avtal innan du bestämmer dig.',
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
    'Fast elpris med två års bindning',
    'Avtal i alla fyra elområden',
    'Statligt ägt bolag med kunder i hela landet',
  ],
  prosAndCons: {
    pros: [
      'Stor och etablerad leverantör',
      'Både rörligt och fast pris att välja mellan',
      'Säljer el i hela landet',
    ],
    cons: [
      'Det rörliga avtalet har både påslag och månadsavgift, vilket digitala timprisavtal ibland saknar',
      'Det fasta avtalet binder dig i två år',
    ],
  },
  faq: [
    {
      question: 'Har Vattenfalls rörliga elavtal någon bindningstid?',
      answer:
        'Nej. Det rörliga avtalet i vår jämförelse har ingen bindningstid, så du kan byta elhandlare när du vill. Uppsägningstiden står i avtalsvillkoren.',
    },
    gridIsSeparateFaq('Vattenfall'),
    switchingFaq('Vattenfall'),
    excludedCostsFaq,
  ],
  sameAs: ['https://sv.wikipedia.org/wiki/Vattenfall'],
};
