import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { beforeSigningParagraph, excludedCostsFaq, gridIsSeparateFaq, sourcedTermsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what its Wikipedia article states (ownership, where and
 * how it produces). What it sells and at what price comes from the market catalogue and stands
 * below this copy; the sentences that describe the catalogue ("Fossilfritt avtal", the types) are
 * checked against it by tests/unit/providers/copy-agrees.test.ts.
 */
export const vattenfall: ProviderContentInput = {
  seoTitle: 'Vattenfall elavtal – priser och villkor',
  description:
    'Vattenfalls elavtal per elområde och avtalstyp enligt Elpriskollen: elpris, fast avgift och jämförpris vid tre förbrukningar, med källa och datum.',
  keywords: ['Vattenfall', 'Vattenfall elavtal', 'Vattenfall elpris', 'fast elpris', 'rörligt elpris', 'byta elavtal'],
  h1: 'Vattenfall – elavtal och elpriser',
  intro:
    'Vattenfall är ett energibolag som ägs av svenska staten. Här ser du Vattenfalls elavtal som Elpriskollen visade dem, per elområde och avtalstyp, och vad de kostar vid olika förbrukning.',
  sections: [
    {
      heading: 'Om Vattenfall',
      paragraphs: [
        'Vattenfall AB ägs helt av svenska staten. Bolaget producerar el i flera länder i Europa, bland annat med vattenkraft, kärnkraft och vindkraft.',
        'Vattenfall äger också elnät i delar av Sverige, men elnät och elhandel är två skilda saker. Vilket elnätsbolag du har beror på var du bor, medan elhandelsavtalet kan du byta fritt. Att välja Vattenfall som elhandlare ändrar alltså inte vem som äger ledningarna till din bostad.',
      ],
    },
    {
      heading: 'Vattenfalls avtal på Elpriskollen',
      paragraphs: [
        'Alla Vattenfalls avtal på Elpriskollen heter Fossilfritt avtal. De finns med rörligt pris (per kvart eller per månad), med mixat pris och med fast pris, och varje avtalstyp i flera varianter efter ursprung: med kärnkraft, med vind- eller vattenkraft, med solkraft eller utan angivet kraftslag. Tabellerna nedan visar vilka avtal som fanns i varje elområde och vad de kostar.',
        'Varianterna har olika pris. Jämför därför jämförpriset vid din förbrukning om ursprunget spelar roll för dig, och läs mer om vad ursprungsmärkningen betyder i vår [guide om grön el](/guider/groen-el-guide).',
      ],
    },
    {
      heading: 'Vem passar vilket avtal?',
      paragraphs: [
        'Ett rörligt avtal passar dig som klarar att kostnaden varierar över året. Vill du hellre veta i förväg vad elen kostar, till exempel med elvärme i ett hus i södra Sverige där priserna svänger mest, ger ett fast pris förutsägbarhet under avtalets bindningstid. Ett mixat pris ligger mittemellan: halva priset är fast och halva följer spotpriset.',
      ],
      list: [
        'Liten förbrukning: den fasta avgiften väger tungt, så jämför jämförpriset vid 2 000 kWh.',
        'Stor förbrukning: priset per kWh avgör mest.',
        'Osäker på vad som passar? Jämför samma förbrukning i flera avtal innan du bestämmer dig.',
      ],
    },
    {
      heading: 'Att tänka på innan du tecknar',
      paragraphs: [beforeSigningParagraph('Vattenfalls')],
    },
  ],
  sources: [{ name: 'Vattenfall, svenskspråkiga Wikipedia', url: 'https://sv.wikipedia.org/wiki/Vattenfall' }],
  faq: [sourcedTermsFaq('Vattenfall'), gridIsSeparateFaq('Vattenfall'), switchingFaq('Vattenfall'), excludedCostsFaq],
  website: 'https://www.vattenfall.se',
  sameAs: ['https://sv.wikipedia.org/wiki/Vattenfall'],
};
