import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { beforeSigningParagraph, excludedCostsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what Tibber states on its Swedish site and in its
 * contract terms (an app-based supplier; its price described as its purchase price without a
 * margin). What it sells and at what price comes from the market catalogue and stands below this
 * copy; the sentences that describe the catalogue (one quarter-hour contract per area, with a
 * påslag and rörliga kostnader reported) are checked against it by
 * tests/unit/providers/copy-agrees.test.ts.
 */
export const tibber: ProviderContentInput = {
  seoTitle: 'Tibber elavtal – kvartspris, priser och villkor',
  description:
    'Tibbers kvartsprisavtal per elområde enligt Elpriskollen: påslag, rörliga kostnader, månadsavgift och jämförpris vid tre förbrukningar, med källa och datum.',
  keywords: ['Tibber', 'Tibber elavtal', 'Tibber elpris', 'kvartspris', 'smart elavtal', 'elapp'],
  h1: 'Tibber – elavtal och elpris',
  intro:
    'Tibber är ett elbolag som sköter kundrelationen i en app. Här ser du Tibbers avtal som Elpriskollen visade det i varje elområde, och vad det kostar vid olika förbrukning.',
  sections: [
    {
      heading: 'Om Tibber',
      paragraphs: ['Tibber bygger kundrelationen kring en app, där du ser elpriserna, din förbrukning och vad elen har kostat. Avtalet tecknas och sköts där.'],
    },
    {
      heading: 'Så fungerar Tibbers avtal',
      paragraphs: [
        'På Elpriskollen har Tibber ett avtal i varje elområde, ett kvartsprisavtal: du betalar spotpriset för varje kvart du använder el, plus ett påslag och rörliga kostnader per kWh och en fast månadsavgift.',
        'I sina avtalsvillkor beskriver Tibber priset per kWh som bolagets inköpspris utan marginalpåslag, där kostnader som elcertifikat, ursprungsmärkning och avgifter till Svenska kraftnät ingår. På Elpriskollen redovisar Tibber de kostnaderna som ett påslag och rörliga kostnader per kWh. Det är de siffrorna, och månadsavgiften, som står vid avtalet nedan och som vi räknar med.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Ett kvartsprisavtal passar hushåll som gärna sköter sin el i mobilen och som kan flytta förbrukning till billiga tider, till exempel med elbil eller styrbar uppvärmning. Ju större förbrukningen är, desto mindre väger en fast månadsavgift per kWh.',
        'Har du låg förbrukning, eller vill du helst ha ett fast pris, kan ett annat avtal passa bättre: jämför jämförpriset vid din förbrukning.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [beforeSigningParagraph('Tibbers')],
    },
  ],
  sources: [
    { name: 'Tibber, tibber.com/se', url: 'https://tibber.com/se' },
    { name: 'Tibbers avtalsvillkor för elavtal', url: 'https://tibber.com/se/villkor/elavtalsvillkor' },
  ],
  faq: [
    {
      question: 'Tar Tibber något påslag på elpriset?',
      answer:
        'Tibbers avtalsvillkor beskriver priset som bolagets inköpspris utan marginalpåslag. På Elpriskollen redovisar Tibber ändå ett påslag och rörliga kostnader per kWh, för kostnader som elcertifikat och avgifter. De står vid avtalet ovan och ingår i jämförpriset, tillsammans med månadsavgiften.',
    },
    {
      question: 'Vad betyder kvartspris?',
      answer:
        'Sedan den 1 oktober 2025 sätts spotpriset på el för varje kvart. Med kvartspris betalar du spotpriset för just den kvart du använder elen, i stället för månadens snitt. Flyttar du förbrukning till billiga tider sänker du kostnaden; använder du mycket el när priset är högt blir den högre.',
    },
    {
      question: 'Måste jag ha appen för att vara kund hos Tibber?',
      answer:
        'Tibbers tjänst är byggd kring appen, där du ser priser, förbrukning och fakturor. Vill du hellre sköta elavtalet utan app passar en mer traditionell elhandlare sannolikt bättre.',
    },
    switchingFaq('Tibber'),
    excludedCostsFaq,
  ],
  website: 'https://tibber.com/se',
};
