import type { ProviderContentInput } from '@/lib/content/provider-schemas';

import { excludedCostsFaq, switchingFaq } from './shared';

/**
 * Facts about the company are limited to what is public and stable (origin, how it sells), and
 * how its contract works according to Tibber's own terms (tibber.com/se/villkor/elavtalsvillkor).
 * No figure: we found no dated price for Tibber, so Tibber has no offer in the comparison.
 */
export const tibber: ProviderContentInput = {
  seoTitle: 'Tibber elavtal – så fungerar Tibbers pris',
  description:
    'Så fungerar Tibbers elavtal enligt bolagets villkor: inköpspris utan marginalpåslag, pris per timme och en abonnemangsavgift. Varför Tibber saknas i jämförelsen.',
  keywords: ['Tibber', 'Tibber elavtal', 'Tibber elpris', 'timpris', 'smart elavtal', 'elapp'],
  h1: 'Tibber – elavtal och elpris',
  intro:
    'Tibber är ett digitalt elbolag som grundades i Norge och säljer el till hushåll i Sverige. Allt sköts i en app. Här beskriver vi hur Tibbers elavtal fungerar enligt bolagets villkor, och varför avtalet inte finns med i vår jämförelse.',
  website: 'https://tibber.com/se',
  sections: [
    {
      heading: 'Om Tibber',
      paragraphs: [
        'Tibber är ett elbolag som bygger hela kundrelationen kring en app. Där ser du dygnets elpriser, din förbrukning och vad elen har kostat, och du kan koppla in till exempel elbilsladdare och smarta termostater så att de använder el när den är billigast.',
      ],
    },
    {
      heading: 'Så fungerar Tibbers elavtal',
      paragraphs: [
        'Enligt Tibbers avtalsvillkor är kostnaden per kWh densamma som Tibbers faktiska inköpspris, utan marginalpåslag. I inköpspriset ingår utöver själva elen kostnader för elcertifikat, ursprungsmärkning, avgifter till Svenska kraftnät och eSett, handelskostnader och kreditkostnad. Priset räknas per timme efter din förbrukning, och moms tillkommer.',
        'Utöver elpriset betalar du en abonnemangsavgift per månad för avtalet och appen. Avtalet löper tills vidare och kan sägas upp när som helst; själva bytet till en annan elhandlare tar 14 dagar.',
      ],
    },
    {
      heading: 'Varför Tibber inte finns i vår jämförelse',
      paragraphs: [
        'Vi tar bara med avtal vars påslag och avgifter vi kan hänvisa till en daterad källa. För Tibber har vi inte hittat någon daterad uppgift om abonnemangsavgiften och om hur mycket inköpskostnaderna lägger till per kWh, så vi kan inte räkna fram ett jämförbart pris. Se aktuella priser hos Tibber.',
      ],
    },
    {
      heading: 'Vem passar avtalet?',
      paragraphs: [
        'Ett timprisavtal passar hushåll som gärna sköter sin el i mobilen och som kan flytta förbrukning till billiga timmar, till exempel med elbil eller styrbar uppvärmning. Ju större förbrukningen är, desto mindre väger en fast månadsavgift per kWh.',
        'Har du låg förbrukning, eller vill du helst ha ett fast pris, kan ett annat avtal passa bättre.',
      ],
    },
  ],
  features: [
    'Inköpspris utan marginalpåslag enligt villkoren',
    'Pris per timme efter din förbrukning',
    'Priser, förbrukning och styrning i appen',
    'Avtalet löper tills vidare',
  ],
  prosAndCons: {
    pros: [
      'Inget marginalpåslag på inköpspriset enligt Tibbers villkor',
      'Appen gör det lätt att följa priser och förbrukning',
      'Kan styra uppkopplade apparater efter elpriset',
    ],
    cons: [
      'En fast abonnemangsavgift varje månad, även när du använder lite el',
      'Inköpskostnaderna utöver spotpriset anges inte som ett fast belopp',
      'Passar sämre om du inte vill sköta elen i en app',
    ],
  },
  faq: [
    {
      question: 'Tar Tibber något påslag på elpriset?',
      answer:
        'Enligt Tibbers villkor inget marginalpåslag: du betalar Tibbers inköpspris, där spotpriset och kostnader som elcertifikat, ursprungsmärkning och avgifter till Svenska kraftnät ingår, plus moms och en abonnemangsavgift. Kontrollera aktuella villkor hos Tibber innan du tecknar.',
    },
    {
      question: 'Varför visar ni inget pris för Tibber?',
      answer:
        'Vi visar bara priser som vi kan hänvisa till en daterad källa. För Tibber har vi inte hittat en sådan uppgift om avgiften och inköpskostnaderna, och ett pris utan källa vore en gissning.',
    },
    {
      question: 'Måste jag ha appen för att vara kund hos Tibber?',
      answer:
        'Tibbers tjänst är byggd kring appen, där du ser priser, förbrukning och fakturor. Vill du hellre sköta elavtalet utan app passar en mer traditionell elhandlare sannolikt bättre.',
    },
    switchingFaq('Tibber'),
    excludedCostsFaq,
  ],
};
