import { livePricesConfigured } from '@/lib/compare/live-config';
import type { SimplePageInput } from '@/lib/content/schemas';
import { CONSENT_STORAGE_KEY, REMEMBERED_INPUTS_KEY } from '@/lib/cookie-consent';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig, withReplyTime } from '@/lib/site';

/**
 * /integritet: the privacy policy (GDPR). docs/rules/consent-and-privacy.md: it
 * names every third party the browser talks to and why: the public spot-price API, and the
 * remote database only in builds where it is configured (livePricesConfigured() is fixed at build).
 */

const { name, contactEmail, operator } = siteConfig;
const controller = operator ? `${operator.companyName} (organisationsnummer ${operator.orgNumber}, ${operator.postalAddress})` : name;
const spotApi = link('elprisetjustnu.se', 'https://www.elprisetjustnu.se');

const remoteDatabase = livePricesConfigured()
  ? [
      `Dagens priser från leverantörerna: när du söker på ${link('Jämför elavtal', '/jamfor')} hämtar din webbläsare dagens elpriser och månadsavgifter för ditt elområde från vår databas hos Supabase, en molntjänst för databaser. Webbläsaren skickar elområdet och dagens datum – inte ditt postnummer eller din förbrukning. Supabase ser din IP-adress, som alla tjänster som tar emot ett anrop, och behandlar den för vår räkning.`,
      // supabase/migrations/20261126090000_newsletter_rate_limit.sql: at most 5 calls per caller in 10 minutes.
      'Nyhetsbrevet: när du anmäler dig skickar din webbläsare e-postadressen till samma databas hos Supabase, som sparar den med tidpunkten för ditt samtycke. För att stoppa den som försöker anmäla adresser i stora mängder räknar databasen anmälningarna från varje avsändare. Den sparar då inte din IP-adress utan en kontrollsumma av den (SHA-256) och raderar kontrollsumman efter en timme. Kontrollsumman räknas ändå som en personuppgift, eftersom den kan kopplas till IP-adressen.',
      // supabase/migrations/20261202090000_error_reports.sql: the same limit, no name or e-mail address stored.
      'Felrapporter: när du skickar en rapport med ”Rapportera fel” sparas vad rapporten gäller (avtalet, leverantören eller prislistan, elområdet och datumet för uppgiften), sidans adress och din text i samma databas hos Supabase, men inte ditt namn eller din e-postadress. Skriv därför inga personuppgifter i texten. Databasen räknar rapporterna från varje avsändare på samma sätt som anmälningarna till nyhetsbrevet, med en kontrollsumma av IP-adressen som raderas efter en timme.',
    ]
  : [];

/** How long the remote database keeps what the rate limit of the newsletter counts (same builds as above). */
const remoteDatabaseRetention = livePricesConfigured()
  ? [
      'Kontrollsumman av din IP-adress när du anmäler dig till nyhetsbrevet eller skickar en felrapport: högst en timme.',
      'Felrapporter: tills vi har kontrollerat uppgiften, och högst 12 månader.',
    ]
  : [];

/** Who processes data for us: the remote database's provider only in builds that use it. */
const processors = livePricesConfigured()
  ? 'Vi anlitar tekniska underleverantörer för drift av webbplatsen och för databasen, som drivs av Supabase Inc. De behandlar uppgifter bara för vår räkning, enligt personuppgiftsbiträdesavtal, och får inte använda dem för egna syften.'
  : 'Vi anlitar tekniska underleverantörer för drift av webbplatsen. De behandlar uppgifter bara för vår räkning, enligt personuppgiftsbiträdesavtal, och får inte använda dem för egna syften.';

export const integritetPage = {
  title: 'Integritetspolicy – så hanterar vi personuppgifter',
  description: `Så behandlar ${name} postnummer, förbrukning, lokal lagring och IP-adress: varför, hur länge, vilka tjänster webbläsaren hämtar data från och dina rättigheter.`,
  keywords: ['integritetspolicy', 'personuppgifter', 'GDPR', 'dataskydd', 'cookies', 'IP-adress'],
  h1: 'Integritetspolicy',
  intro: `Du ska kunna jämföra elavtal utan att lämna ifrån dig mer än nödvändigt. Här beskriver vi vilka personuppgifter ${name} behandlar, varför, hur länge de sparas, vilka andra tjänster din webbläsare hämtar data från och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).`,
  updated: '2026-12-02',
  sections: [
    {
      id: 'personuppgiftsansvarig',
      heading: 'Personuppgiftsansvarig',
      paragraphs: [
        `${controller} är personuppgiftsansvarig för behandlingen av personuppgifter på webbplatsen. Frågor om dina personuppgifter skickar du till ${mailLink(contactEmail)}.`,
      ],
    },
    {
      id: 'uppgifter',
      heading: 'Vilka uppgifter vi behandlar',
      paragraphs: [
        'Vi har inga användarkonton och ber dig aldrig om namn eller personnummer. Ett postnummer eller en förbrukningssiffra räcker i regel inte för att identifiera dig, men tillsammans med en IP-adress kan de räknas som personuppgifter. Därför behandlar vi dem enligt den här policyn.',
        'De uppgifter som förekommer är:',
      ],
      list: [
        'Postnummer – för att ta fram ditt elområde och visa avtal som går att teckna där du bor.',
        'Förbrukning – den elförbrukning i kWh som du anger, för att beräkna vad avtalen kostar.',
        `Lokal lagring i din webbläsare – ditt cookieval och, om du har godkänt funktionella cookies, ditt senaste postnummer, elområde och din förbrukning samt dina val av avtalstyp, elnätsbolag och kvarts- eller timpriser. Läs mer i vår ${link('cookiepolicy', '/cookies')}.`,
        'IP-adress – syns för varje server som din webbläsare hämtar något från, vår egen och de tjänster som beskrivs nedan.',
        'E-postadress – bara om du själv lämnar den, till exempel när du mejlar oss.',
      ],
    },
    {
      id: 'i-din-webblasare',
      heading: 'Postnummer och förbrukning stannar hos dig',
      paragraphs: [
        'Postnummer och förbrukning behandlas i din webbläsare och i sidans adress, till exempel /jamfor?postalCode=11122. Vi sparar dem inte på någon server och bygger inga profiler.',
        `Har du godkänt funktionella cookies sparar din webbläsare ditt senaste postnummer, elområde och din förbrukning under nyckeln ”${REMEMBERED_INPUTS_KEY}”, så att ${link('jämförelsen', '/jamfor')} och ${link('kalkylatorn', '/kalkylator')} är ifyllda nästa gång, och där också dina val av avtalstyp, elnätsbolag och kvarts- eller timpriser, som ${link('Elpriset just nu', '/elpris-just-nu')} använder. Ditt cookieval sparas under nyckeln ”${CONSENT_STORAGE_KEY}”. Båda finns bara i din webbläsare och skickas inte till oss. Tar du tillbaka samtycket till funktionella cookies raderas de sparade uppgifterna.`,
        'Eftersom postnumret kan stå i sidans adress kan det förekomma i serverns tekniska loggar tillsammans med IP-adressen, precis som alla sidadresser. Loggarna används bara för drift och säkerhet.',
      ],
    },
    {
      id: 'andra-tjanster',
      heading: 'Tjänster som din webbläsare hämtar data från',
      paragraphs: [
        'Sidorna hämtar det mesta från vår egen server, men några uppgifter hämtar din webbläsare direkt från andra tjänster. Vi använder inga annonsnätverk och inga analystjänster.',
      ],
      list: [
        `Dagens spotpriser: när en sida visar dagens spotpriser, som ${link('Elpriset just nu', '/elpris-just-nu')}, hämtar din webbläsare dem från den öppna pristjänsten ${spotApi}. Webbläsaren frågar efter priserna för ett datum och ett elområde och skickar inga uppgifter om dig. Tjänsten ser din IP-adress, som alla servrar som tar emot ett anrop, och behandlar den enligt sina egna villkor.`,
        ...remoteDatabase,
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
        'Komma ihåg postnummer, elområde och förbrukning – ditt samtycke till funktionella cookies (artikel 6.1 a), som du när som helst kan ta tillbaka.',
        'Utskick till en e-postadress som du själv har anmält – ditt samtycke (artikel 6.1 a).',
        'Svara när du kontaktar oss – berättigat intresse (artikel 6.1 f) av att kunna besvara din fråga.',
        'Kontrollera och rätta uppgifter som du rapporterar som felaktiga – berättigat intresse (artikel 6.1 f) av att uppgifterna på webbplatsen ska vara korrekta.',
      ],
    },
    {
      id: 'lagringstid',
      heading: 'Hur länge uppgifterna sparas',
      paragraphs: ['Vi sparar inga uppgifter längre än vi behöver dem:'],
      list: [
        'Postnummer, elområde och förbrukning: i din webbläsare medan du använder sidan och, om du har godkänt funktionella cookies, tills du tar tillbaka samtycket eller rensar webbplatsdata.',
        'Serverloggar med IP-adress: högst 30 dagar, därefter raderas de.',
        ...remoteDatabaseRetention,
        'Ditt cookieval: i din webbläsare tills du ändrar det eller rensar webbplatsdata.',
        'E-postadress som du har anmält för utskick: tills du avanmäler dig.',
        'E-post till oss: medan ärendet pågår och högst 12 månader efter att det har avslutats.',
      ],
    },
    {
      id: 'delning',
      heading: 'Vi säljer inte dina uppgifter',
      paragraphs: [
        'Vi säljer aldrig personuppgifter och lämnar aldrig ut dem till tredje part, till exempel elleverantörer, utan ditt uttryckliga samtycke. Det enda undantaget är om vi är skyldiga enligt lag att lämna ut uppgifter till en myndighet.',
        processors,
        'När du klickar på en länk märkt ”Annons” lämnar du vår webbplats. Leverantören kan då se att besöket kom från oss, men får inte ditt postnummer eller din förbrukning. På leverantörens webbplats gäller leverantörens egen integritetspolicy.',
      ],
    },
    {
      id: 'dina-rattigheter',
      heading: 'Dina rättigheter',
      paragraphs: ['Enligt dataskyddsförordningen har du rätt att:'],
      list: [
        'få tillgång till de personuppgifter vi behandlar om dig',
        'få felaktiga uppgifter rättade',
        'få dina uppgifter raderade',
        'begära att behandlingen begränsas',
        'invända mot behandling som grundar sig på berättigat intresse',
        'när som helst ta tillbaka ett samtycke, utan att det påverkar behandlingen som skett innan.',
      ],
      closing: [
        'Eftersom vi inte har några konton kan vi bara söka fram uppgifter som går att knyta till dig, till exempel din e-postadress. Uppgifter som bara finns i din webbläsare raderar du själv genom att rensa webbplatsdata, eller genom att ta tillbaka samtycket till funktionella cookies.',
        `Är du missnöjd med hur vi behandlar dina personuppgifter har du rätt att lämna ett klagomål till ${link('Integritetsskyddsmyndigheten (IMY)', 'https://www.imy.se')}.`,
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [
        `Vill du använda dina rättigheter eller har du frågor om hur vi behandlar personuppgifter? ${withReplyTime(`Mejla ${mailLink(contactEmail)}.`)} Begäranden enligt GDPR besvarar vi senast inom en månad.`,
      ],
    },
  ],
} satisfies SimplePageInput;
