import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { beforeSigningParagraph, excludedCostsFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what Greenely states itself: its app (support article of
 * February 2025) and its summary of the contract terms (valid from 2025-02-01). What it sells and
 * at what price comes from the market catalogue and stands below this copy; the sentences that
 * describe the catalogue (one contract, 'Greenely kvartsavtal', a quarter-hour price with a
 * påslag and rörliga kostnader) are checked against it by tests/unit/providers/copy-agrees.test.ts.
 */
export const greenely: ProviderContentInput = {
  seoTitle: 'Greenely elavtal – kvartspris, priser och villkor',
  description:
    'Greenelys kvartsavtal per elområde enligt Elpriskollen: påslag, rörliga kostnader, månadsavgift och jämförpris vid tre förbrukningar, med källa och datum.',
  keywords: ['Greenely', 'Greenely elavtal', 'Greenely elpris', 'kvartspris', 'timpris', 'elapp'],
  h1: 'Greenely – elavtal och elpriser',
  intro:
    'Greenely har en app för att följa elförbrukning och elpriser och säljer också elavtal till hushåll. Här ser du Greenelys avtal som Elpriskollen visade det i varje elområde, och vad det kostar vid olika förbrukning.',
  sections: [
    {
      heading: 'Om Greenely',
      paragraphs: [
        'Greenelys app visar hushållets elförbrukning, vad den kostar och när elen är billigast. Sedan den 24 februari 2025 är appens funktioner bara öppna för hushåll som har sitt elavtal hos Greenely.',
      ],
    },
    {
      heading: 'Så fungerar Greenelys elavtal',
      paragraphs: [
        'På Elpriskollen heter avtalet Greenely kvartsavtal, och det är ett kvartsprisavtal i alla fyra elområden: du betalar spotpriset för varje kvart du använder el, plus ett påslag och rörliga kostnader per kWh och en fast månadsavgift. Det är Elpriskollens siffror som står vid avtalet nedan och som vi räknar med.',
        'Greenelys egen sammanfattning av avtalsvillkoren, som gäller från den 1 februari 2025, beskriver avtalet som ett timprisavtal utan bindningstid, utan fast påslag och med rörliga omkostnader som kan ändras från månad till månad (balanskostnad, elcertifikat, ursprungsgarantier och avgifter till Nord Pool, Svenska kraftnät och eSett). Sammanfattningen och Elpriskollens uppgifter delar alltså upp kostnaderna olika; jämförpriset räknar med alla delar.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Avtalet passar dig som vill följa elpriset i mobilen och kan lägga en del av förbrukningen på billiga tider. Med liten förbrukning, till exempel i en mindre lägenhet, väger den fasta månadsavgiften tungt per kWh: jämför jämförpriset vid 2 000 kWh.',
        'Vill du ha samma pris hela året, eller använder du mest el när priset är högt och kan inte ändra på det, kan ett fast eller vanligt rörligt avtal passa bättre.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [beforeSigningParagraph('Greenelys')],
    },
  ],
  sources: [
    {
      name: 'Greenely: Greenely låser funktioner för användare som använder appen kostnadsfritt från och med 24 februari',
      url: 'https://support.greenely.com/sv/articles/10261112-greenely-laser-funktioner-for-anvandare-som-anvander-appen-kostnadsfritt-fran-och-med-24-februari',
    },
    {
      name: 'Greenely: Sammanfattning: avtalsvillkor och elpriser (gäller från 1 februari 2025)',
      url: 'https://greenely.com/juridisk-information/sammanfattning-avtalsvillkor-elpriser',
    },
  ],
  faq: [
    {
      question: 'Passar Greenely om jag bor i lägenhet?',
      answer:
        'Det beror på hur mycket el du använder. Med liten förbrukning väger månadsavgiften tungt per kWh, så jämför jämförpriset vid din egen förbrukning, till exempel vid 2 000 kWh i tabellen ovan.',
    },
    {
      question: 'Vad är skillnaden mellan kvartspris och rörligt månadspris?',
      answer:
        'Med ett rörligt månadspris betalar du månadens genomsnittliga spotpris, oavsett när på dygnet du använder elen. Med kvartspris betalar du spotpriset för just den kvart du använder elen, så det lönar sig att flytta förbrukning till billiga tider.',
    },
    sourcedTermsFaq('Greenely'),
    switchingFaq('Greenely'),
    excludedCostsFaq,
  ],
  website: 'https://greenely.com',
};
