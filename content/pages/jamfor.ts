import type { CompareContentInput } from '@/lib/content/schemas';
import { siteConfig } from '@/lib/site';

/**
 * Copy of the compare page (/jamfor); the FAQ is its four questions (docs/rules/site-wide.md). The counts
 * and the saving are computed from the market catalogue (lib/content/market-marketing.ts) and
 * handed in with their basis.
 */

const { name } = siteConfig;

export interface CompareCopyFigures {
  /** 'mellan 1 360 och 1 890 kr' */
  savingRange: string;
  /** The sentence that says what the saving is computed on. */
  savingBasis: string;
  /** '1 765 elavtal från 118 elleverantörer'. */
  counts: string;
}

export const compareContent = ({ savingRange, savingBasis, counts }: CompareCopyFigures): CompareContentInput => ({
  title: 'Jämför elavtal för ditt postnummer',
  description: `Jämför ${counts} från Elpriskollen: rörliga, fasta och mixade. Se jämförpris och vad avtalet kostar per år vid din förbrukning – gratis.`,
  keywords: ['jämför elavtal', 'elavtal postnummer', 'billigaste elavtalet', 'rörligt elpris', 'fast elpris', 'jämförpris el'],
  h1: 'Jämför elavtal',
  intro:
    'Ange ditt postnummer och hur mycket el du använder. Vi visar de elavtal som Elpriskollen visade för ett postnummer i ditt elområde, billigast först, och du kan filtrera på avtalstyp, miljöval och leverantör. Ovanför listan står hur många avtal den har, vilken dag de hämtades och vad som saknas.',
  faq: [
    {
      question: 'Hur fungerar jämförelsen?',
      answer: `Ditt postnummer avgör vilket elområde du bor i. ${name} visar de elavtal som Energimarknadsinspektionens jämförelsetjänst Elpriskollen visade för ett postnummer i elområdet och räknar ut vad varje avtal kostar per år vid den förbrukning du valt: elpriset gånger antalet kWh plus den fasta avgiften, med moms. Avtalen visas billigast först.`,
    },
    {
      question: 'Kostar det något att jämföra?',
      answer: `Nej. Jämförelsen är gratis och du behöver inget konto. Ingen elleverantör kan betala för att synas i listan, för sin plats eller för hur avtalet visas: alla avtal har samma knapp till Elpriskollen.`,
    },
    {
      question: 'Hur mycket kan jag spara?',
      answer: `Det beror på vilket avtal du har i dag och hur mycket el du använder. I vår jämförelse skiljer det ${savingRange} per år mellan det mittersta och det billigaste rörliga avtalet, beroende på elområde. ${savingBasis}`,
    },
    {
      question: 'Är det säkert att byta elavtal?',
      answer:
        'Ja. Elen kommer genom samma elnät som tidigare, så du blir aldrig utan el när du byter elhandlare. Den nya leverantören sköter bytet åt dig, och du kan byta tillbaka eller vidare när avtalets eventuella bindningstid har gått ut.',
    },
  ],
});
