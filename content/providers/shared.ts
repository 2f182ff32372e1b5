import type { FaqItem } from '@/lib/content/schemas';

/**
 * FAQ answers that hold for every supplier (how a switch works in Sweden, what an electricity
 * price excludes, where the page's prices come from). Written once so the five pages cannot drift
 * apart on the rules themselves. None of them states a figure or a term of one supplier: those
 * come from the market catalogue and stand beside the offers.
 */

export function switchingFaq(name: string): FaqItem {
  return {
    question: `Hur byter jag till ${name}?`,
    answer: `Du tecknar avtalet hos ${name}, som sedan anmäler bytet åt dig. Du behöver ditt anläggnings-id, som står på elräkningen. Bytet kostar ingenting och elen levereras som vanligt hela tiden. Har du ett avtal med bindningstid hos din nuvarande elhandlare kan det kosta att avsluta det i förtid, så kontrollera slutdatumet först.`,
  };
}

export const excludedCostsFaq: FaqItem = {
  question: 'Vad ingår inte i priserna på den här sidan?',
  answer:
    'Elnätsavgiften och energiskatten. Elnätsavgiften betalar du till elnätsbolaget där du bor, och energiskatten är densamma hos alla elhandlare. Därför visar vi bara det som skiljer avtalen åt: det fasta priset eller spotpriset, påslaget, de rörliga kostnaderna och den fasta avgiften, inklusive moms.',
};

export const gridIsSeparateFaq = (name: string): FaqItem => ({
  question: `Måste jag ha ${name} som elnätsbolag för att köpa el av dem?`,
  answer:
    'Nej. Elnätsbolaget bestäms av var du bor och kan inte väljas, men elhandlaren väljer du fritt. Du kan köpa el av vilken elhandlare du vill oavsett vem som äger ledningarna till din bostad.',
});

/** Where a supplier page's figures come from; they are never typed into the copy itself. */
export const sourcedTermsFaq = (name: string): FaqItem => ({
  question: `Var kommer priserna för ${name} ifrån?`,
  answer: `Från Elpriskollen, Energimarknadsinspektionens jämförelsetjänst, dit elhandlarna rapporterar sina avtal. Vi visar avtalen som Elpriskollen visade dem för ett postnummer i varje elområde, med datum och postnummer vid varje elområde. Rörliga avtal räknas med det spotpris som Elpriskollen antog för elområdet den dagen, så det du betalar blir ett annat när spotpriset ändras. Villkoren kan också ha ändrats sedan dess, så kontrollera alltid det aktuella priset hos ${name} innan du tecknar.`,
});

/** Said on every page (`genitive`: 'Vattenfalls', 'E.ON:s'): the source gives the bindningstid only with a fixed price, and never the uppsägningstid. */
export const beforeSigningParagraph = (genitive: string): string =>
  `Priserna på den här sidan gäller elhandeln. Elnätsavgiften och energiskatten betalar du oavsett elhandlare. Vår källa anger bindningstid bara för fasta priser och ingen uppsägningstid, så läs ${genitive} avtalsvillkor innan du tecknar. Tecknar du ett avtal på distans, till exempel på webben eller i en app, har du ångerrätt i fjorton dagar enligt distansavtalslagen.`;
