import type { CompareContentInput } from '@/lib/content/schemas';
import { siteConfig } from '@/lib/site';

/**
 * Copy of the compare page (/jamfor); the FAQ is the spec's four questions (section 2). The saving
 * is computed from the catalogue (lib/content/marketing.ts) and handed in with its basis.
 */

const { name } = siteConfig;

export interface CompareCopyFigures {
  /** 'mellan 1 360 och 1 890 kr' */
  savingRange: string;
  /** The sentence that says what the saving is computed on. */
  savingBasis: string;
  /** Whether the catalogue has any fixed-price offer; the description claims only what the list holds. */
  hasFixedOffers: boolean;
}

export const compareContent = ({ savingRange, savingBasis, hasFixedOffers }: CompareCopyFigures): CompareContentInput => ({
  title: 'Jämför elavtal för ditt postnummer',
  description: `Jämför ${hasFixedOffers ? 'rörliga och fasta elavtal' : 'rörliga elavtal och timprisavtal'} i ditt elområde. Se elpris, månadsavgift, jämförpris och vad avtalet kostar per månad vid din förbrukning – gratis.`,
  keywords: ['jämför elavtal', 'elavtal postnummer', 'billigaste elavtalet', 'rörligt elpris', 'fast elpris', 'jämförpris el'],
  h1: 'Jämför elavtal',
  intro:
    'Ange ditt postnummer, välj avtalstyp och hur mycket el du använder per månad. Vi visar avtalen i ditt elområde, billigast först.',
  faq: [
    {
      question: 'Hur fungerar jämförelsen?',
      answer: `Ditt postnummer avgör vilket elområde du bor i. ${name} visar de elavtal som säljs i elområdet och räknar ut vad varje avtal kostar per månad vid den förbrukning du valt: elpriset gånger antalet kWh plus månadsavgiften. Avtalen visas billigast först.`,
    },
    {
      question: 'Kostar det något att jämföra?',
      answer: `Nej. Jämförelsen är gratis och du behöver inget konto. ${name} får ersättning från vissa elleverantörer när någon tecknar avtal via en länk märkt ”Annons”, men ersättningen påverkar inte i vilken ordning avtalen visas.`,
    },
    {
      question: 'Hur mycket kan jag spara?',
      answer: `Det beror på vilket avtal du har i dag och hur mycket el du använder. I vår jämförelse skiljer det ${savingRange} per år mellan medianavtalet och det billigaste avtalet, beroende på elområde. ${savingBasis}`,
    },
    {
      question: 'Är det säkert att byta elavtal?',
      answer:
        'Ja. Elen kommer genom samma elnät som tidigare, så du blir aldrig utan el när du byter elhandlare. Den nya leverantören sköter bytet åt dig, och du kan byta tillbaka eller vidare när avtalets eventuella bindningstid har gått ut.',
    },
  ],
});
