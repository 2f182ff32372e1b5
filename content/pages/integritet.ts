import type { SimplePageInput } from '@/lib/content/schemas';
import { siteConfig } from '@/lib/site';

/** /integritet: the privacy policy (GDPR). */

const { name, contactEmail, replyTime } = siteConfig;

export const integritetPage = {
  title: 'Integritetspolicy – så hanterar vi personuppgifter',
  description: `Så behandlar ${name} postnummer, förbrukning, cookies och IP-adress: varför, med vilken rättslig grund, hur länge och vilka rättigheter du har enligt GDPR.`,
  keywords: ['integritetspolicy', 'personuppgifter', 'GDPR', 'dataskydd', 'cookies', 'IP-adress'],
  h1: 'Integritetspolicy',
  intro: `Du ska kunna jämföra elavtal utan att lämna ifrån dig mer än nödvändigt. Här beskriver vi vilka personuppgifter ${name} behandlar, varför, hur länge de sparas och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).`,
  updated: '2025-01-10',
  sections: [
    {
      id: 'personuppgiftsansvarig',
      heading: 'Personuppgiftsansvarig',
      paragraphs: [
        `${name} är personuppgiftsansvarig för behandlingen av personuppgifter på webbplatsen. Frågor om dina personuppgifter skickar du till ${contactEmail}.`,
      ],
    },
    {
      id: 'uppgifter',
      heading: 'Vilka uppgifter vi behandlar',
      paragraphs: [
        'Vi har inga användarkonton och ber dig aldrig om namn eller personnummer. De uppgifter som förekommer är:',
        'Ett postnummer eller en förbrukningssiffra räcker i regel inte för att identifiera dig, men tillsammans med en IP-adress kan de räknas som personuppgifter. Därför behandlar vi dem enligt den här policyn.',
      ],
      list: [
        'Postnummer – för att ta fram ditt elområde och visa avtal som går att teckna där du bor.',
        'Förbrukning – den elförbrukning i kWh som du anger, för att beräkna vad avtalen kostar.',
        'Cookies och lokal lagring – ditt cookieval och, om du har godkänt det, funktionella cookies och analyscookies. Läs mer i vår cookiepolicy.',
        'IP-adress – registreras automatiskt i serverns loggar när din webbläsare hämtar en sida.',
        'E-postadress – bara om du själv anmäler dig till vårt nyhetsbrev eller mejlar oss.',
      ],
    },
    {
      id: 'i-din-webblasare',
      heading: 'Postnummer och förbrukning stannar hos dig',
      paragraphs: [
        'Postnummer och förbrukning behandlas i din webbläsare och i sidans adress, till exempel /jamfor?postalCode=11122. Eftersom det inte finns några konton sparar vi dem inte på någon server kopplade till dig, och vi bygger inga profiler.',
        'Eftersom postnumret står i sidans adress kan det förekomma i serverns tekniska loggar tillsammans med IP-adressen, precis som alla sidadresser. Loggarna används bara för drift och säkerhet.',
      ],
    },
    {
      id: 'syfte-och-rattslig-grund',
      heading: 'Syfte och rättslig grund',
      paragraphs: ['Vi behandlar uppgifterna för följande ändamål, med stöd av dataskyddsförordningen:'],
      list: [
        'Visa jämförelser och beräkningar utifrån postnummer och förbrukning – berättigat intresse (artikel 6.1 f) av att kunna leverera den tjänst du efterfrågar.',
        'Drift, felsökning och säkerhet med hjälp av serverloggar med IP-adress – berättigat intresse (artikel 6.1 f) av att hålla webbplatsen tillgänglig och skydda den mot missbruk.',
        'Spara ditt cookieval – rättslig förpliktelse (artikel 6.1 c), eftersom vi måste kunna visa vilket samtycke du har lämnat.',
        'Funktionella cookies och analyscookies – ditt samtycke (artikel 6.1 a), som du när som helst kan ta tillbaka.',
        'Nyhetsbrev – ditt samtycke (artikel 6.1 a) när du anmäler dig.',
        'Svara när du kontaktar oss – berättigat intresse (artikel 6.1 f) av att kunna besvara din fråga.',
      ],
    },
    {
      id: 'lagringstid',
      heading: 'Hur länge uppgifterna sparas',
      paragraphs: ['Vi sparar inga uppgifter längre än vi behöver dem:'],
      list: [
        'Postnummer och förbrukning: i din webbläsare och i sidans adress medan du använder sidan och, om du har godkänt funktionella cookies, tills du ändrar ditt val eller rensar webbplatsdata.',
        'Serverloggar med IP-adress: högst 30 dagar, därefter raderas de.',
        'Ditt cookieval: i din webbläsare tills du ändrar det eller rensar webbplatsdata.',
        'Analysuppgifter: bara om du har godkänt analyscookies, och då enbart för sammanställd besöksstatistik som inte kopplas till dig.',
        'Nyhetsbrev: tills du avslutar prenumerationen.',
        'E-post till oss: medan ärendet pågår och högst 12 månader efter att det har avslutats.',
      ],
    },
    {
      id: 'delning',
      heading: 'Vi delar inte dina uppgifter',
      paragraphs: [
        'Vi säljer aldrig personuppgifter och lämnar aldrig ut dem till tredje part, till exempel elleverantörer, utan ditt uttryckliga samtycke. Det enda undantaget är om vi är skyldiga enligt lag att lämna ut uppgifter till en myndighet.',
        'Vi anlitar tekniska underleverantörer för drift av webbplatsen och databasen. De behandlar uppgifter bara för vår räkning, enligt personuppgiftsbiträdesavtal, och får inte använda dem för egna syften.',
        'När du klickar på en länk märkt ”Annons” lämnar du vår webbplats. Leverantören kan då se att besöket kom från oss, men får inte ditt postnummer eller din förbrukning. På leverantörens webbplats gäller leverantörens egen integritetspolicy.',
      ],
    },
    {
      id: 'dina-rattigheter',
      heading: 'Dina rättigheter',
      paragraphs: [
        'Enligt dataskyddsförordningen har du rätt att:',
        'Eftersom vi inte har några konton kan vi bara söka fram uppgifter som går att knyta till dig, till exempel din e-postadress. Uppgifter som bara finns i din webbläsare raderar du själv genom att rensa webbplatsdata.',
        'Är du missnöjd med hur vi behandlar dina personuppgifter har du rätt att lämna ett klagomål till IMY – Integritetsskyddsmyndigheten (imy.se).',
      ],
      list: [
        'få tillgång till de personuppgifter vi behandlar om dig',
        'få felaktiga uppgifter rättade',
        'få dina uppgifter raderade',
        'begära att behandlingen begränsas',
        'invända mot behandling som grundar sig på berättigat intresse',
        'när som helst ta tillbaka ett samtycke, utan att det påverkar behandlingen som skett innan.',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [
        `Vill du använda dina rättigheter eller har du frågor om hur vi behandlar personuppgifter? Mejla ${contactEmail}. Vi svarar normalt inom ${replyTime} och besvarar begäranden enligt GDPR senast inom en månad.`,
      ],
    },
  ],
} satisfies SimplePageInput;
