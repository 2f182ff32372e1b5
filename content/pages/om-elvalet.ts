import type { SimplePageInput } from '@/lib/content/schemas';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig } from '@/lib/site';

/**
 * /om-elvalet: who runs the site, who owns it, how it is financed, how the ranking stays
 * independent and on what criteria, and where the data comes from (Directive (EU) 2019/944,
 * art. 14(1)(a)–(c); e-handelslagen 8 §; marknadsföringslagen 9 §; docs/rules/transparency.md,
 * "Who runs the site"). The operator's identity is the site config's (lib/site.ts); while it is
 * not set, the page says so plainly.
 */

const { name, contactEmail, operator } = siteConfig;

const whoRuns = operator
  ? [
      `${name} ägs och drivs av ${operator.companyName}, organisationsnummer ${operator.orgNumber}, med postadressen ${operator.postalAddress}. Företaget ansvarar för innehållet på webbplatsen och är personuppgiftsansvarigt. Du når företaget på ${mailLink(operator.email)}.`,
    ]
  : [
      `Företaget som äger och driver ${name} är ännu inte angivet på webbplatsen. Namn, organisationsnummer och postadress fylls i innan webbplatsen publiceras. Tills dess når du oss på ${mailLink(contactEmail)}.`,
    ];

const bearer = operator ? operator.companyName : 'företaget som driver webbplatsen';

export const omElvaletPage = {
  title: `Om ${name} – vem som driver tjänsten och hur`,
  description: `Vem som äger och driver ${name}, hur webbplatsen finansieras, hur elavtalen rangordnas utan betalda placeringar och varifrån priserna och avgifterna kommer.`,
  keywords: [`om ${name}`, 'vem driver jämförelsen', 'oberoende elpris jämförelse', 'finansiering', 'datakällor'],
  h1: `Om ${name}`,
  intro: `${name} är en gratis jämförelsetjänst för elavtal. Här står vem som står bakom den, hur den finansieras, hur vi rangordnar avtalen och varifrån uppgifterna kommer.`,
  updated: '2026-12-02',
  sections: [
    {
      id: 'vem',
      heading: `Vem som driver ${name}`,
      paragraphs: whoRuns,
    },
    {
      id: 'finansiering',
      heading: 'Så finansieras webbplatsen',
      paragraphs: [
        `${name} har i dag inga intäkter från elleverantörer eller elnätsbolag. Ingen leverantör betalar oss, vi har inga affiliatelänkar och inga annonser, och besökare betalar ingenting. Kostnaderna för drift bärs av ${bearer}.`,
        'Skulle vi någon gång få ersättning från en leverantör, till exempel för en länk, står det här, och länken märks ”Annons”. Ersättning ändrar aldrig ordningen i listan eller hur ett avtal visas.',
      ],
    },
    {
      id: 'oberoende',
      heading: 'Så rangordnar vi, och varför ingen kan köpa en plats',
      paragraphs: [
        `I ${link('jämförelsen', '/jamfor')} sorteras avtalen efter uppskattad kostnad per år vid den förbrukning du väljer: den fasta avgiften plus elpriset gånger antalet kWh, med moms men utan elnätsavgift och energiskatt, som är desamma vilket elhandelsavtal du än har. Avtal som kostar lika mycket visas i bokstavsordning. Du kan i stället sortera på jämförpris, fast avgift eller namn och filtrera på:`,
      ],
      list: [
        'avtalstyp (rörligt, fast med bindningstid eller mixat)',
        'ursprung (förnybart eller fossilfritt) och märkningen Bra Miljöval, som elhandlarna anger dem till Elpriskollen',
        'leverantör.',
      ],
      closing: [
        'Alla avtal visas på samma sätt och har samma knapp. Vi sätter inga betyg, utser inga ”populära val” och rangordnar inte efter kundservice eller andra tjänster, eftersom vi inte har några uppgifter om dem som går att kontrollera.',
      ],
    },
    {
      id: 'kallor',
      heading: 'Varifrån uppgifterna kommer',
      paragraphs: ['Varje siffra på webbplatsen står med sin källa och det datum den gäller. Källorna är:'],
      list: [
        `Elavtal: ${link('Elpriskollen', 'https://www.elpriskollen.se/')}, Energimarknadsinspektionens jämförelsetjänst, som elhandlarna rapporterar sina avtal till. Vi har avtalen som Elpriskollen visade dem för ett postnummer per elområde, en dag per elområde. Avtal som bara säljs på andra orter i elområdet saknas därför, och det står ovanför listan vad den innehåller.`,
        'Snittpriser för nya avtal: SCB och Energimyndigheten (statistiken Elhandelspriser på elenergi för nytecknade avtal).',
        `Spotpriser: Nord Pools dagen före-marknad, som vi hämtar från ${link('Elpriset just nu.se', 'https://www.elprisetjustnu.se')}.`,
        'Elnätsavgifter: elnätsbolagens prislistor, som ett öppet projekt har samlat och som vi kontrollerar mot bolagens egna prissidor; vilka elnätsbolag som har koncession i en kommun kommer från Energimarknadsinspektionen.',
        'Energiskatt och moms: lagen om skatt på energi och Skatteverket.',
        'Kommuner och befolkning: SCB.',
      ],
      closing: [`Det vi rättar i källornas uppgifter står på sidan ${link('Rättelser', '/rattelser')}, med vad källan angav, vad vi visar och varför.`],
    },
    {
      id: 'fel',
      heading: 'Fel och synpunkter',
      paragraphs: [
        `Ser du ett fel i ett avtal eller en avgift, tryck på ”Rapportera fel” vid avtalet eller på elleverantörens eller elnätsbolagets sida. Andra frågor tar vi emot på ${mailLink(contactEmail)}. Hur webbplatsen fungerar för dig som använder hjälpmedel står i vår ${link('tillgänglighetsredogörelse', '/tillganglighet')}.`,
      ],
    },
  ],
} satisfies SimplePageInput;
