import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { beforeSigningParagraph, excludedCostsFaq, gridIsSeparateFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what its Wikipedia article states (a German group, its
 * head office). What it sells and at what price comes from the market catalogue and stands below
 * this copy; the sentences that describe the catalogue (the two variants per type) are checked
 * against it by tests/unit/providers/copy-agrees.test.ts.
 */
export const eon: ProviderContentInput = {
  seoTitle: 'E.ON elavtal – priser och villkor',
  description: 'E.ON:s elavtal per elområde och avtalstyp enligt Elpriskollen: elpris, fast avgift och jämförpris vid tre förbrukningar, med källa och datum.',
  keywords: ['E.ON', 'E.ON elavtal', 'E.ON elpris', 'fast elpris', 'rörligt elpris', 'ursprungsgarantier', 'byta elavtal'],
  h1: 'E.ON – elavtal och elpriser',
  intro:
    'E.ON är en tysk energikoncern som också säljer el till hushåll i Sverige. Här ser du E.ON:s elavtal som Elpriskollen visade dem, per elområde och avtalstyp, och vad de kostar vid olika förbrukning.',
  sections: [
    {
      heading: 'Om E.ON',
      paragraphs: [
        'E.ON är en av Europas stora energikoncerner, med huvudkontor i Essen i Tyskland. I Sverige äger koncernen också elnät i delar av landet.',
        'Elnätet och elhandeln är ändå skilda avtal: elnätsbolaget bestäms av var du bor, medan elhandlaren väljer du själv. Du kan alltså köpa el av E.ON utan att bo i deras nätområde, och bo i deras nätområde utan att köpa el av dem.',
      ],
    },
    {
      heading: 'E.ON:s avtal på Elpriskollen',
      paragraphs: [
        'På Elpriskollen finns varje avtalstyp från E.ON i två varianter: Fossilfri El och Förnybar El. Avtalstyperna är rörligt pris (per kvart eller per månad), mixat pris och fast pris; tabellerna nedan visar vilka som fanns i varje elområde, med ursprunget som E.ON har angett och vad avtalen kostar.',
        'Förnybar el visas med ursprungsgarantier: för varje såld kWh har lika mycket el från förnybara källor producerats och registrerats. Garantin säger var elen kommer ifrån; den bygger inte ny produktion och finansierar den inte direkt. Mer om det i vår [guide om grön el](/guider/groen-el-guide).',
      ],
    },
    {
      heading: 'Vem passar vilket avtal?',
      paragraphs: [
        'Ett rörligt avtal passar dig som vill följa marknadspriset och klarar att kostnaden varierar över året. Vill du hellre ha samma pris under en längre tid ger ett fast pris förutsägbarhet under bindningstiden, och ett mixat pris är till hälften fast.',
      ],
      list: ['Liten förbrukning: den fasta avgiften väger tungt, så jämför jämförpriset vid 2 000 kWh.', 'Stor förbrukning: priset per kWh avgör mest.'],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [beforeSigningParagraph('E.ON:s')],
    },
  ],
  sources: [{ name: 'E.ON, svenskspråkiga Wikipedia', url: 'https://sv.wikipedia.org/wiki/E.ON' }],
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
  website: 'https://www.eon.se',
  sameAs: ['https://sv.wikipedia.org/wiki/E.ON'],
};
