import type { SimplePageInput } from '@/lib/content/schemas';
import { CONSENT_STORAGE_KEY, REMEMBERED_INPUTS_KEY } from '@/lib/cookie-consent';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig } from '@/lib/site';

/**
 * /cookies: the cookie policy; the two categories match the cookie banner and say what each really
 * does. No 'Analys': the site uses no analytics, and a category that does nothing is no choice
 * (lagen om elektronisk kommunikation 9 kap. 28 §; docs/rules/transparency.md, "Cookies").
 */

const { name, contactEmail } = siteConfig;

export const cookiesPage = {
  title: 'Cookiepolicy – cookies och lokal lagring',
  description: `Så använder ${name} cookies och lokal lagring: nödvändiga och funktionella. Ingen analys och inga annonscookies från tredje part. Läs hur du ändrar ditt val.`,
  keywords: ['cookiepolicy', 'cookies', 'lokal lagring', 'samtycke', 'cookieinställningar'],
  h1: 'Cookiepolicy',
  intro: `Här förklarar vi vilka cookies och vilken lokal lagring ${name} använder, varför, och hur du själv bestämmer vad som får sparas i din webbläsare. Utöver ditt cookieval sparas ingenting förrän du har godkänt det.`,
  updated: '2026-12-02',
  sections: [
    {
      id: 'vad-ar-cookies',
      heading: 'Vad är cookies och lokal lagring?',
      paragraphs: [
        'En cookie är en liten textfil som en webbplats sparar i din webbläsare. Lokal lagring (localStorage) fungerar på liknande sätt, men uppgifterna skickas inte med till servern och finns kvar i webbläsaren tills de raderas.',
        'Enligt lagen om elektronisk kommunikation får en webbplats bara spara uppgifter i din enhet som inte behövs för själva tjänsten om du har samtyckt till det. Reglerna gäller både cookies och lokal lagring, och vi behandlar dem likadant.',
      ],
    },
    {
      id: 'nodvandiga',
      heading: 'Nödvändiga – alltid på',
      paragraphs: [
        `Nödvändig lagring behövs för att webbplatsen ska fungera och kan inte stängas av. Hit hör ditt cookieval: det sparas i localStorage under nyckeln ”${CONSENT_STORAGE_KEY}”, med vilka kategorier du har godkänt och en tidsstämpel för när du gjorde valet. Innan du har gjort ett val sparas ingenting annat.`,
        'Utan den lagringen skulle vi inte kunna respektera ditt val, och cookiebannern skulle visas vid varje besök.',
      ],
    },
    {
      id: 'funktionella',
      heading: 'Funktionella – av tills du väljer',
      paragraphs: [
        `Med funktionell lagring kommer ${link('Jämför elavtal', '/jamfor')} och ${link('Elkostnadskalkylatorn', '/kalkylator')} ihåg ditt senaste postnummer, elområde och din förbrukning till nästa besök, så att du slipper fylla i dem igen, och likaså avtalstypen och elnätsbolaget du valde. ${link('Elpriset just nu', '/elpris-just-nu')} minns om du vill se kvarts- eller timpriser och använder avtalstypen och elnätsbolaget för att visa vad en kWh kostar. Uppgifterna sparas i localStorage under nyckeln ”${REMEMBERED_INPUTS_KEY}” och skickas inte till oss. Ditt elpris sparas inte.`,
        'Funktionell lagring är avstängd tills du själv slår på den. Stänger du av den igen, eller väljer ”Endast nödvändiga”, raderas de sparade uppgifterna direkt.',
      ],
    },
    {
      id: 'ingen-analys',
      heading: 'Ingen analys',
      paragraphs: [
        'Vi använder ingen analystjänst och sparar ingen besöksstatistik. Därför finns det inget val för analys i inställningarna: ett val som inte gör någonting vore inget riktigt val. Lägger vi någon gång till en analystjänst beskriver vi här vilken tjänst det är och vad den sparar, lägger till kategorin och frågar dig på nytt. Den är då avstängd tills du själv slår på den.',
      ],
    },
    {
      id: 'inga-annonscookies',
      heading: 'Inga annonscookies från tredje part',
      paragraphs: [
        'Vi använder inga annonscookies och låter inga annonsnätverk följa dig via vår webbplats. Länkar märkta ”Annons” är vanliga länkar till leverantörernas webbplatser. Klickar du på en sådan lämnar du vår webbplats, och leverantören kan då sätta egna cookies enligt sin egen cookiepolicy.',
      ],
    },
    {
      id: 'hantera',
      heading: 'Så bestämmer du själv',
      paragraphs: ['Cookiebannern visas så länge du inte har gjort något val. Där kan du välja:'],
      list: [
        '”Acceptera alla” – nödvändiga och funktionella slås på.',
        '”Endast nödvändiga” – bara det som krävs för att webbplatsen ska fungera. Att stänga bannern med krysset ger samma val.',
        '”Inställningar” – slå på eller av Funktionella och tryck på ”Spara inställningar”.',
      ],
      closing: [
        'Vill du ändra ett val som du redan har gjort trycker du på ”Ändra cookieinställningar” längst ned på den här sidan. Där ser du vad du har godkänt och kan slå av eller på Funktionella. Du kan också rensa webbplatsdata för sidan i din webbläsare, oftast under inställningarna för sekretess eller integritet. Då raderas ditt cookieval och allt annat som webbplatsen har sparat, och bannern visas igen vid nästa besök. Blockerar du cookies och lokal lagring helt i webbläsaren frågar webbplatsen om ditt val vid varje besök.',
      ],
    },
    {
      id: 'samtycke',
      heading: 'Så sparas ditt samtycke',
      paragraphs: [
        'När du gör ett val sparar vi vilka kategorier du har godkänt – nödvändiga och funktionella – tillsammans med en tidsstämpel som visar när samtycket lämnades. Valet sparas bara i din egen webbläsare, inte hos oss.',
      ],
    },
    {
      id: 'fragor',
      heading: 'Frågor',
      paragraphs: [
        `Har du frågor om cookies? Mejla oss på ${mailLink(contactEmail)}. Hur vi hanterar personuppgifter i övrigt, och vilka andra tjänster din webbläsare hämtar data från, beskriver vi i vår ${link('integritetspolicy', '/integritet')}.`,
      ],
    },
  ],
} satisfies SimplePageInput;
