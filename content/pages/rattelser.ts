import type { PriceArea } from '@/lib/domain/price-area';
import { siteConfig } from '@/lib/site';

/**
 * Copy of /rattelser, the page of corrections. The entries themselves come from the reviewed lists
 * the imports apply (lib/content/corrections.ts); this holds the words around them, and the reason
 * a reader sees for each row left out of the catalogue (the list's own reason is for the reviewer).
 */

const { name } = siteConfig;

export const rattelserCopy = {
  title: 'Rättelser – det vi ändrar i källornas uppgifter',
  description: `Varje rättelse ${name} gör i uppgifterna från Elpriskollen och elnätsbolagens prislistor: vad källan angav, vad vi visar, varför och med vilket belägg.`,
  keywords: ['rättelser', 'felaktiga elpriser', 'Elpriskollen', 'elnätsavgift', 'rapportera fel'],
  h1: 'Rättelser',
  intro: `${name} visar elavtalen som Elpriskollen visade dem och elnätsavgifterna som elnätsbolagens prislistor anger dem. Ibland säger källan emot sig själv eller elnätsbolagets egen prissida. Då rättar vi uppgiften, och här står varje sådan rättelse: vad källan angav, vad vi visar, varför och vad vi grundar det på. Listan byggs från samma granskade listor som uppgifterna på webbplatsen, så varje rättelse vi gör står här.`,
  offers: {
    heading: 'Elavtal från Elpriskollen',
    intro:
      'Avtalen kommer från Elpriskollen, Energimarknadsinspektionens jämförelsetjänst, dit elhandlarna rapporterar sina avtal. Vi ändrar en uppgift bara när källan själv visar att den är fel, till exempel när samma avtal anger ett annat ursprung i de andra elområdena.',
    origins: 'Rättat ursprung',
    exclusions: 'Avtal vi inte visar',
    notes: 'Avtal med en anmärkning',
    notesIntro:
      'Här motsäger uppgifterna varandra utan att källan visar vilken som stämmer. Vi visar då uppgiften som källan anger den, med en anmärkning vid avtalet.',
    residuals: 'Jämförpris som skiljer sig från Elpriskollens',
  },
  grid: {
    heading: 'Elnätsavgifter',
    intro:
      'Elnätsavgifterna kommer från ett öppet projekt som samlar elnätsbolagens prislistor. Varje rättelse bygger på elnätsbolagets egen prissida, som vi citerar. Det som prissidan inte bekräftar visar vi som okänt i stället för att gissa.',
    corrections: 'Rättade uppgifter',
    unverified: 'Uppgifter vi inte kan bekräfta',
    additions: 'Tillägg från elnätsbolagens prissidor',
    additionsIntro: 'Det här saknas i källan, så vi har läst det från elnätsbolagets prissida. Varje rad citerar sidan.',
    authorityFees: 'Myndighetsavgifter',
    apartments: 'Lägenhetstariffer',
    powerMethods: 'Hur effektavgiften mäts',
  },
  report: {
    heading: 'Hittar du ett fel?',
    text: 'Tryck på ”Rapportera fel” vid avtalet, på elleverantörens sida eller på elnätsbolagets sida. Formuläret fyller i vilket avtal eller vilken prislista det gäller och vilken dag uppgifterna hämtades; du skriver vad som är fel. Vi kontrollerar rapporten mot källan och mot leverantörens eller elnätsbolagets egen uppgift. Stämmer den rättar vi uppgiften, och rättelsen hamnar i listan här.',
  },
  exclusionReasons: [
    {
      area: 'SE3',
      supplier: 'EI Testföretag',
      product: 'Test privat',
      reason: 'Energimarknadsinspektionens eget testföretag i Elpriskollen, inte en elhandlare. Det är inget avtal som ett hushåll kan teckna.',
    },
  ] satisfies { area: PriceArea; supplier: string; product: string; reason: string }[],
  updated: '2026-12-02',
};
