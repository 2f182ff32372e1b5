import type { SimplePageInput } from '@/lib/content/schemas';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig } from '@/lib/site';

/**
 * /juridiskt: terms, privacy and liability in one overview. The operator's identity comes from the
 * site config and is shown by the page when set (docs/architecture.md).
 */

const { name, contactEmail, operator } = siteConfig;
const responsible = operator ? `${operator.companyName} (organisationsnummer ${operator.orgNumber})` : name;

export const juridisktPage = {
  title: 'Juridisk information – villkor, integritet och ansvar',
  description: `Juridisk information om ${name} samlad på ett ställe: vem som ansvarar, villkor och personuppgifter i korthet, ansvarsbegränsning och hur annonser märks.`,
  keywords: ['juridisk information', 'användarvillkor', 'integritetspolicy', 'ansvarsbegränsning', 'annonsmärkning'],
  h1: 'Juridisk information',
  intro: `Här har vi samlat det viktigaste om villkor, personuppgifter och ansvar för ${name} på ett ställe. De fullständiga texterna finns i våra ${link('användarvillkor', '/villkor')}, vår ${link('integritetspolicy', '/integritet')} och vår ${link('cookiepolicy', '/cookies')}.`,
  updated: '2026-11-26',
  sections: [
    {
      id: 'om-tjansten',
      heading: 'Om tjänsten och vem som ansvarar',
      paragraphs: [
        `${name} är en gratis och oberoende webbplats där hushåll i Sverige kan jämföra elavtal, räkna på sin elkostnad och följa spotpriset i elområdena SE1–SE4. Vi är inte elhandlare och tecknar inga avtal åt dig. Avtalet ingår du direkt med den leverantör du väljer.`,
        `${responsible} ansvarar för innehållet på webbplatsen och är personuppgiftsansvarig för de personuppgifter som behandlas här. Du når oss på ${mailLink(contactEmail)}.`,
      ],
    },
    {
      id: 'villkor',
      heading: 'Villkor i korthet',
      paragraphs: [`De fullständiga villkoren finns i våra ${link('användarvillkor', '/villkor')}. Kortfattat gäller följande:`],
      list: [
        'Tjänsten är gratis och kräver inget konto.',
        'Informationen är vägledande och ersätter inte leverantörens egna priser och avtalsvillkor.',
        'Du får använda webbplatsen för eget, privat bruk, men inte kopiera innehåll eller prisdata i stor skala eller belasta tjänsten med automatiserade anrop.',
        'Svensk lag gäller.',
      ],
    },
    {
      id: 'personuppgifter',
      heading: 'Personuppgifter i korthet',
      paragraphs: [
        'Vi behandlar så få personuppgifter som möjligt. Postnummer och förbrukning används i din webbläsare och i sidans adress för att visa rätt avtal. Vi har inga användarkonton och sparar inte uppgifterna på någon server. Har du godkänt funktionella cookies kommer din webbläsare ihåg postnummer, elområde och förbrukning till nästa besök. Servern registrerar IP-adresser av tekniska skäl och för säkerheten.',
        `Vi säljer aldrig dina uppgifter och lämnar inte ut dem till tredje part utan ditt uttryckliga samtycke. Vilka tjänster din webbläsare själv hämtar data från, och varför, står i vår ${link('integritetspolicy', '/integritet')}. Du har rätt att få tillgång till, rätta och radera dina uppgifter och att klaga hos ${link('Integritetsskyddsmyndigheten (IMY)', 'https://www.imy.se')}. Vad som sparas i din webbläsare står i vår ${link('cookiepolicy', '/cookies')}.`,
      ],
    },
    {
      id: 'ansvarsbegransning',
      heading: 'Ansvarsbegränsning',
      paragraphs: [
        `Elavtalen med sina priser och avgifter kommer från ${link('Elpriskollen', 'https://www.elpriskollen.se/')}, Energimarknadsinspektionens jämförelsetjänst, dit elhandlarna rapporterar sina avtal. Vi visar dem som Elpriskollen visade dem för ett postnummer per elområde, och vid varje avtal står dagen då uppgifterna hämtades. Spotpriserna kommer från offentliga prisdata och visas med den dag eller månad de gäller. Vi strävar efter att uppgifterna ska vara korrekta, men de är vägledande: leverantörer kan ändra sina priser när som helst och spotpriset varierar från kvart till kvart.`,
        'Beräknade kostnader är uppskattningar som bygger på den förbrukning du anger och på de antaganden vi redovisar. Din faktiska kostnad beror på din förbrukning, ditt elnät och hur priserna utvecklas.',
        'Kontrollera alltid pris och villkor hos leverantören innan du tecknar avtal. I den utsträckning lagen tillåter ansvarar vi inte för leverantörernas avtal, priser eller webbplatser, eller för beslut som du fattar enbart utifrån informationen här.',
      ],
    },
    {
      id: 'annonser',
      heading: 'Annonser och ersättning',
      paragraphs: [
        `${name} har inga avtal om ersättning med elleverantörer: ingen leverantör betalar oss, och vi har inga affiliatelänkar. Länkarna till leverantörer och till Elpriskollen är vanliga länkar.`,
        'Skulle vi någon gång få ersättning för en länk märks den ”Annons”, så att du ser att det rör sig om marknadsföring. Ersättning påverkar aldrig rangordningen: avtalen sorteras efter beräknad kostnad vid den förbrukning du har valt, och ingen leverantör kan betala för en bättre placering.',
      ],
    },
    {
      id: 'immateriella-rattigheter',
      heading: 'Immateriella rättigheter',
      paragraphs: [
        `Texter, grafik och sammanställningar på webbplatsen skyddas av upphovsrätt och tillhör ${name} eller våra licensgivare. Du får gärna citera korta avsnitt med tydlig källhänvisning och länk, men inte kopiera eller återpublicera innehållet i övrigt utan vårt skriftliga tillstånd.`,
        `Leverantörernas namn och varumärken tillhör respektive leverantör. Spotpriserna tillhandahålls av ${link('Elpriset just nu.se', 'https://www.elprisetjustnu.se')}.`,
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [
        `Har du frågor om villkoren, dina personuppgifter eller var uppgifterna på webbplatsen kommer ifrån? Mejla oss på ${mailLink(contactEmail)}.`,
      ],
    },
  ],
} satisfies SimplePageInput;
