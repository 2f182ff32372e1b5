import type { FaqItem } from '@/lib/content/schemas';

/**
 * FAQ answers that hold for every supplier (how a switch works in Sweden, what an electricity
 * price excludes). Written once so the five pages cannot drift apart on the rules themselves.
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
    'Elnätsavgiften och energiskatten. Elnätsavgiften betalar du till elnätsbolaget där du bor, och energiskatten är densamma hos alla elhandlare. Därför räknar vi bara med det som skiljer avtalen åt: elpriset, påslaget och månadsavgiften, inklusive moms.',
};

export const gridIsSeparateFaq = (name: string): FaqItem => ({
  question: `Måste jag ha ${name} som elnätsbolag för att köpa el av dem?`,
  answer:
    'Nej. Elnätsbolaget bestäms av var du bor och kan inte väljas, men elhandlaren väljer du fritt. Du kan köpa el av vilken elhandlare du vill oavsett vem som äger ledningarna till din bostad.',
});

/** Where a provider page's figures come from; they are never typed into the copy itself. */
export const sourcedTermsFaq = (name: string): FaqItem => ({
  question: `Var kommer priserna för ${name} ifrån?`,
  answer: `Påslag och avgifter står vid varje avtal tillsammans med källan och det datum källan anger. Rörliga priser räknar vi fram med elområdets genomsnittliga spotpris för den senaste hela månaden i vår data. Villkoren kan ha ändrats sedan dess, så kontrollera alltid det aktuella priset hos ${name} innan du tecknar.`,
});
