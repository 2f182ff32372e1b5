import type { SimplePageInput } from '@/lib/content/schemas';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig, withReplyTime } from '@/lib/site';

/**
 * /kontakt: contact by e-mail, and how a report of a wrong figure is handled (Directive (EU)
 * 2019/944, art. 14(1)(g); docs/rules/transparency.md, "Reporting an error"); the page adds the
 * operator's details (when set in the site config) and links to pages that exist.
 */

const { name, contactEmail } = siteConfig;

export const kontaktPage = {
  title: 'Kontakt – frågor om jämförelsen och elpriserna',
  description: withReplyTime(`Kontakta ${name} via e-post om jämförelsen, fel i priser eller hur en elleverantörs avtal visas.`),
  keywords: ['kontakt', 'kundtjänst', 'frågor om elavtal', 'fel i elpris', 'elleverantör fråga'],
  h1: 'Kontakta oss',
  intro: `${withReplyTime(`Mejla oss på ${mailLink(contactEmail)}.`)} Vi läser alla meddelanden och tar gärna emot frågor, synpunkter och tips om fel.`,
  updated: '2026-12-02',
  sections: [
    {
      id: 'e-post',
      heading: 'Så når du oss',
      paragraphs: [
        `Du når oss enklast med e-post till ${mailLink(contactEmail)}. Beskriv gärna ditt ärende så konkret som möjligt. Gäller det ett visst avtal, skriv leverantörens namn, avtalets namn och ditt postnummer eller elområde.`,
      ],
    },
    {
      id: 'det-har-hjalper-vi-med',
      heading: 'Det här kan vi hjälpa dig med',
      paragraphs: ['Skriv till oss om till exempel:'],
      list: [
        `Frågor om hur ${link('jämförelsen', '/jamfor')} fungerar, till exempel hur avtalen rangordnas och hur jämförpriset räknas fram.`,
        'Fel i priser, avgifter eller avtalsvillkor som vi visar. Enklast är knappen ”Rapportera fel” vid uppgiften, se nedan; skicka gärna med en länk till leverantörens egen uppgift.',
        'Synpunkter på våra texter och verktyg.',
        'Frågor från elleverantörer om hur deras avtal visas. Avtalen i jämförelsen är de som Elpriskollen (Energimarknadsinspektionen) visar, dit elhandlarna rapporterar sina priser.',
      ],
      closing: ['Alla leverantörer jämförs på samma villkor, och ett samarbete ger aldrig en bättre placering i listan.'],
    },
    {
      id: 'rapportera-fel',
      heading: 'Så hanterar vi en rapport om fel',
      paragraphs: [
        'Vid varje avtal i jämförelsen, på varje elleverantörs sida och vid varje elnätsbolags prislista finns knappen ”Rapportera fel”. Formuläret fyller i vilket avtal eller vilken prislista det gäller, elområdet och vilken dag uppgifterna hämtades, och du skriver vad som är fel. Så hanterar vi rapporten:',
      ],
      list: [
        'Vi läser varje rapport och kontrollerar uppgiften mot källan, Elpriskollen eller elnätsbolagets prissida, och mot leverantörens eller elnätsbolagets egen uppgift.',
        `Stämmer rapporten rättar vi uppgiften. Rättelsen listas på sidan ${link('Rättelser', '/rattelser')}, med vad källan angav, vad vi visar och varför.`,
        'En rapport som skickas med formuläret sparas utan namn och e-postadress, så vi kan inte svara på den. Vill du ha svar, skicka rapporten med e-post; formuläret har en knapp för det.',
      ],
    },
    {
      id: 'det-har-kan-vi-inte-gora',
      heading: 'Det här kan vi inte hjälpa till med',
      paragraphs: ['Vi är en jämförelsetjänst, inte elhandlare eller elnätsbolag. Därför kan vi inte:'],
      list: [
        'teckna, ändra eller säga upp elavtal åt dig – det gör du hos leverantören',
        'svara på frågor om din faktura eller ditt avtal – kontakta din elhandlare, eller ditt elnätsbolag om det gäller elnätsavgift, mätning eller strömavbrott',
        'se eller ändra uppgifter i ditt kundkonto hos någon leverantör.',
      ],
    },
    {
      id: 'missnojd-med-leverantoren',
      heading: 'Missnöjd med din elleverantör?',
      paragraphs: [
        `Framför först ditt klagomål till elhandlaren eller elnätsbolaget. ${link('Energimarknadsbyrån', 'https://www.energimarknadsbyran.se')} ger kostnadsfri och opartisk vägledning om elavtal, fakturor och byte av elleverantör, och ${link('Konsumentverket', 'https://www.konsumentverket.se')} informerar om dina rättigheter som konsument.`,
        `Kommer ni inte överens kan du som konsument pröva tvisten kostnadsfritt hos ${link('Allmänna reklamationsnämnden (ARN)', 'https://www.arn.se')}.`,
      ],
    },
  ],
} satisfies SimplePageInput;
