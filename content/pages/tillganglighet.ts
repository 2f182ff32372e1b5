import type { SimplePageInput } from '@/lib/content/schemas';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig, withReplyTime } from '@/lib/site';

/**
 * /tillganglighet: the accessibility statement (Directive (EU) 2019/944, art. 14(1)(f); the model
 * of DIGG, Myndigheten för digital förvaltning; docs/rules/transparency.md, "Accessibility"). It
 * names the standard and the checks CI runs on every build (tests/e2e/nginx/templates.spec.ts,
 * tests/site/), the known shortcomings, how to report a barrier, and DIGG.
 */

const { name, contactEmail } = siteConfig;

export const tillganglighetPage = {
  title: `Tillgänglighet – så fungerar ${name} för alla`,
  description: `Tillgänglighetsredogörelse för ${name}: vilken standard vi följer, hur vi testar, kända brister, hur du rapporterar ett hinder och vart du kan vända dig.`,
  keywords: ['tillgänglighet', 'tillgänglighetsredogörelse', 'WCAG 2.1', 'skärmläsare', 'DIGG'],
  h1: 'Tillgänglighet',
  intro: `Alla ska kunna jämföra elavtal, oavsett funktionsförmåga. Här beskriver vi hur ${name} uppfyller kraven på tillgänglighet, vad vi vet att det brister i och hur du når oss om något inte fungerar för dig.`,
  updated: '2026-12-02',
  sections: [
    {
      id: 'standard',
      heading: 'Vilken standard vi följer',
      paragraphs: [
        `Målet är att hela ${name} ska uppfylla nivå AA i Web Content Accessibility Guidelines (WCAG) 2.1, den nivå som den europeiska standarden EN 301 549 hänvisar till. Vi bedömer att webbplatsen till största delen uppfyller den nivån, med de brister som står nedan.`,
      ],
    },
    {
      id: 'sa-testar-vi',
      heading: 'Så testar vi',
      paragraphs: ['Varje ändring av webbplatsens kod testas automatiskt innan den godkänns:'],
      list: [
        'Varje sorts sida öppnas i en webbläsare och granskas med verktyget axe mot WCAG 2.1 och 2.2 nivå A och AA. Ett enda fel gör att ändringen inte godkänns.',
        'Samma sidor läggs ut på en bred skärm och på en mobilskärm som är 375 pixlar bred. Där kontrolleras att inget behöver rullas i sidled, att knappar och länkar är minst 24 × 24 pixlar och att text i diagram är minst 12 pixlar.',
        'Varje sida kontrolleras med W3C:s validator för HTML, och varje sida ska ha ett språk, en rubrik på översta nivån och en beskrivande titel.',
        'Fokusmarkeringen syns på alla bakgrunder, med minst kontrasten 3:1, och dialogrutor går att använda och stänga med tangentbordet.',
      ],
      closing: ['Automatiska tester hittar bara en del av de brister som kan finnas. Därför är dina synpunkter viktiga för oss.'],
    },
    {
      id: 'kanda-brister',
      heading: 'Kända brister',
      paragraphs: ['Det här vet vi om och arbetar med:'],
      list: [
        `Webbplatsen har inte granskats av en oberoende granskare, och vi har inte testat den systematiskt med skärmläsare och andra hjälpmedel. Vi kan därför ha brister som de automatiska testerna inte hittar.`,
        'Namnen på elhandlare och avtal visas som de står i Elpriskollen. Några är skrivna med versaler, och då kan en skärmläsare läsa upp dem bokstav för bokstav.',
        'Diagrammen över spotpriser är bilder. Samma värden finns i tabeller intill diagrammen, men jämförelser mellan elområden är lättare att se i bilden än i tabellerna.',
        'Länkar till Elpriskollen, elhandlarnas och elnätsbolagens webbplatser leder till sidor som vi inte ansvarar för och inte kan påverka tillgängligheten på.',
      ],
    },
    {
      id: 'rapportera',
      heading: 'Rapportera ett hinder',
      paragraphs: [
        `Om något på ${name} inte fungerar för dig, eller om du behöver innehåll i ett annat format, ${withReplyTime(`mejla ${mailLink(contactEmail)}.`)} Berätta gärna vilken sida det gäller, vad som hände och vilket hjälpmedel, vilken webbläsare och vilken enhet du använder. Du kan också skriva till oss via ${link('kontaktsidan', '/kontakt')}.`,
      ],
    },
    {
      id: 'tillsyn',
      heading: 'Om du inte är nöjd med vårt svar',
      paragraphs: [
        `Myndigheten för digital förvaltning (DIGG) är tillsynsmyndighet för digital tillgänglighet i Sverige och tar emot anmälningar om bristande tillgänglighet. DIGG:s tillsyn enligt lagen om tillgänglighet till digital offentlig service gäller offentliga aktörer. ${name} drivs inte av en offentlig aktör, men vi följer lagens krav på en tillgänglighetsredogörelse. Är du inte nöjd med hur vi har hanterat din synpunkt kan du kontakta ${link('DIGG', 'https://www.digg.se/tdosanmalan')}, som beskriver hur en anmälan går till.`,
      ],
    },
    {
      id: 'om-redogorelsen',
      heading: 'Om redogörelsen',
      paragraphs: [
        'Redogörelsen bygger på de automatiska tester som körs vid varje ändring av webbplatsen och på vår egen genomgång. Den uppdateras när vi ändrar något som påverkar tillgängligheten.',
      ],
    },
  ],
} satisfies SimplePageInput;
