import type { SimplePageInput } from '@/lib/content/schemas';
import { siteConfig } from '@/lib/site';

/** /juridiskt: terms, privacy and liability in one overview. */

const { name, contactEmail, replyTime } = siteConfig;

export const juridisktPage = {
  title: 'Juridisk information – villkor, integritet och ansvar',
  description: `Juridisk information om ${name} samlad på ett ställe: vem som ansvarar, villkor och personuppgifter i korthet, ansvarsbegränsning och hur annonser märks.`,
  keywords: ['juridisk information', 'användarvillkor', 'integritetspolicy', 'ansvarsbegränsning', 'annonsmärkning'],
  h1: 'Juridisk information',
  intro: `Här har vi samlat det viktigaste om villkor, personuppgifter och ansvar för ${name} på ett ställe. De fullständiga texterna finns i våra användarvillkor, vår integritetspolicy och vår cookiepolicy.`,
  updated: '2025-01-10',
  sections: [
    {
      id: 'om-tjansten',
      heading: 'Om tjänsten och vem som ansvarar',
      paragraphs: [
        `${name} är en gratis och oberoende webbplats där hushåll i Sverige kan jämföra elavtal, räkna på sin elkostnad och följa spotpriset i elområdena SE1–SE4. Vi är inte elhandlare och tecknar inga avtal åt dig. Avtalet ingår du direkt med den leverantör du väljer.`,
        `${name} ansvarar för innehållet på webbplatsen och är personuppgiftsansvarig för de personuppgifter som behandlas här. Du når oss på ${contactEmail}.`,
      ],
    },
    {
      id: 'villkor',
      heading: 'Villkor i korthet',
      paragraphs: ['De fullständiga villkoren finns på sidan Användarvillkor. Kortfattat gäller följande:'],
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
        'Vi behandlar så få personuppgifter som möjligt. Postnummer och förbrukning används i din webbläsare och i sidans adress för att visa rätt avtal. Vi har inga användarkonton och sparar inte uppgifterna kopplade till dig. Servern registrerar IP-adresser av tekniska skäl och för säkerheten, och funktionella cookies och analyscookies används bara om du har godkänt dem.',
        'Vi lämnar aldrig ut dina uppgifter till tredje part utan ditt uttryckliga samtycke. Du har rätt att få tillgång till, rätta och radera dina uppgifter och att klaga till Integritetsskyddsmyndigheten (IMY). Läs mer i vår integritetspolicy och cookiepolicy.',
      ],
    },
    {
      id: 'ansvarsbegransning',
      heading: 'Ansvarsbegränsning',
      paragraphs: [
        'Priser, avgifter och avtalsvillkor kommer från elleverantörerna, och spotpriserna från offentliga prisdata. Vi strävar efter att hålla uppgifterna korrekta och aktuella, men de är vägledande: leverantörer kan ändra sina priser när som helst och spotpriset varierar från kvart till kvart.',
        'Beräknade kostnader och besparingar är uppskattningar som bygger på den förbrukning du anger och på de antaganden vi redovisar. Din faktiska kostnad beror på din förbrukning, ditt elnät och hur priserna utvecklas.',
        'Kontrollera alltid pris och villkor hos leverantören innan du tecknar avtal. I den utsträckning lagen tillåter ansvarar vi inte för leverantörernas avtal, priser eller webbplatser, eller för beslut som du fattar enbart utifrån informationen här.',
      ],
    },
    {
      id: 'annonser',
      heading: 'Annonser och ersättning',
      paragraphs: [
        `${name} är gratis för dig eftersom vissa elleverantörer betalar oss ersättning när någon tecknar avtal via en länk från oss, så kallade affiliatelänkar. Sådana länkar och knappar är alltid märkta ”Annons”, så att du ser att det rör sig om marknadsföring.`,
        'Ersättningen påverkar aldrig rangordningen. Avtalen sorteras efter beräknad kostnad vid den förbrukning du har valt, och ingen leverantör kan betala för en bättre placering. Avtal från leverantörer som inte betalar oss något visas på samma villkor.',
      ],
    },
    {
      id: 'immateriella-rattigheter',
      heading: 'Immateriella rättigheter',
      paragraphs: [
        `Texter, grafik och sammanställningar på webbplatsen skyddas av upphovsrätt och tillhör ${name} eller våra licensgivare. Du får gärna citera korta avsnitt med tydlig källhänvisning och länk, men inte kopiera eller återpublicera innehållet i övrigt utan vårt skriftliga tillstånd.`,
        'Leverantörernas namn och varumärken tillhör respektive leverantör. Spotpriserna tillhandahålls av Elpriset just nu.se.',
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [
        `Har du frågor om villkoren, dina personuppgifter eller annonserna på webbplatsen? Mejla oss på ${contactEmail}, så svarar vi normalt inom ${replyTime}.`,
      ],
    },
  ],
} satisfies SimplePageInput;
