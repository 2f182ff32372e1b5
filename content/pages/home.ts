import type { HomeContentInput } from '@/lib/content/schemas';
import { HIGH_COST_PROTECTION, VAT_RATE } from '@/lib/domain/constants';
import { energyTaxRate } from '@/lib/domain/energy-tax';
import { formatKrPerKwh, formatKwh, formatOrePerKwh, formatPercent } from '@/lib/format';
import { siteConfig } from '@/lib/site';

/**
 * Copy of the home page (/): SEO, hero, benefits, how-it-works, SEO article and FAQ. What it says
 * about the market's påslag and fees is computed from the market catalogue and handed in with its
 * basis (lib/content/pages.ts, lib/market/spread.ts), never typed here.
 */

const { name } = siteConfig;

export interface HomeCopyFigures {
  /** The middle half of the variable offers' påslag + rörliga kostnader and fees, as a sentence with its basis. */
  variableTerms: string;
  /** The link every offer on /jamfor carries ('Se avtalet hos Elpriskollen'). */
  offerLinkText: string;
}

/** The energy tax the site computes with, with its year (lib/domain/energy-tax.ts, docs/rules/taxes.md). */
const tax = energyTaxRate();
const energyTax = formatOrePerKwh(tax.oreExVat);
const energyTaxInclVat = formatOrePerKwh(tax.oreInclVat);
const vat = formatPercent(VAT_RATE * 100, 0);
const highCostThreshold = formatKrPerKwh(HIGH_COST_PROTECTION.thresholdOrePerKwh / 100);

export const homeContent = ({ variableTerms, offerLinkText }: HomeCopyFigures) =>
  ({
    title: 'Jämför elavtal 2026 – hitta rätt elpris för ditt hem',
    description:
      'Jämför elavtal i ditt elområde, med källa och datum för varje pris. Gratis och oberoende – se jämförpris, månadsavgift och vad elen beräknas kosta dig.',
    keywords: [
      'jämför elavtal',
      'elavtal 2026',
      'billigaste elavtalet',
      'elpris',
      'rörligt elpris',
      'fast elpris',
      'timpris el',
      'byta elavtal',
      'elområde',
      'jämförpris',
    ],
    hero: {
      eyebrow: 'Gratis och oberoende jämförelse av elavtal',
      h1: 'Jämför elavtal och hitta rätt elpris där du bor',
      lead: 'Skriv in ditt postnummer så visar vi elavtalen i ditt elområde, sorterade efter vad de beräknas kosta för din förbrukning. Vid varje avtal står var priset kommer ifrån och från vilket datum.',
    },
    benefits: [
      {
        title: 'Gratis och oberoende',
        text: `Det kostar ingenting att jämföra hos ${name}, och du förbinder dig inte till något. Ingen elleverantör betalar oss, och ingen kan köpa en bättre plats i listan.`,
      },
      {
        title: 'Alla elområden, SE1–SE4',
        text: 'Från Luleå till Malmö: vi tar fram ditt elområde ur postnumret och visar avtalen som Elpriskollen listade i det elområdet. Bor du nära en områdesgräns kan du ändra elområdet i jämförelsen – vilket som gäller står på din elnätsfaktura.',
      },
      {
        title: 'Tydlig rangordning med jämförpris',
        text: 'Avtalen sorteras efter beräknad kostnad vid den förbrukning du väljer, och ingen leverantör kan köpa en bättre plats. Varje avtal visar jämförpris i öre/kWh inklusive månadsavgift, så att du ser vad elen faktiskt kostar.',
      },
      {
        title: 'Enkelt och tryggt att byta',
        text: 'Du tecknar avtalet direkt hos leverantören, som sköter uppsägningen av ditt gamla avtal. Strömmen bryts inte vid ett byte, elnätsbolaget är detsamma som förut och tecknar du på nätet har du 14 dagars ångerrätt.',
      },
    ],
    steps: [
      {
        title: 'Ange ditt postnummer',
        text: 'Vi tar fram ditt elområde ur postnumret, så att du bara ser avtal som går att teckna där du bor.',
      },
      {
        title: 'Jämför avtalen',
        text: 'Ställ in din förbrukning och välj avtalstyp: rörligt, fast eller mixat pris. Listan sorteras efter beräknad kostnad, och varje avtal visar jämförpris, fast avgift och bindningstid.',
      },
      {
        title: 'Välj och teckna',
        text: `Vid varje avtal finns ”${offerLinkText}”: där står vad du skriver in hos Elpriskollen för att hitta just det avtalet. Teckna sedan avtalet hos leverantören: den nya leverantören säger upp ditt gamla avtal åt dig, och strömmen fungerar som vanligt under hela bytet.`,
      },
    ],
    article: {
      heading: 'Så väljer du rätt elavtal 2026',
      sections: [
        {
          id: 'rorligt-fast-eller-timpris',
          heading: 'Rörligt, fast eller timpris?',
          paragraphs: [
            `Ett rörligt elavtal följer spotpriset på elbörsen. Du betalar ett genomsnitt av månadens spotpriser i ditt elområde, ofta viktat efter hur hushåll använder el över dygnet, plus leverantörens påslag, rörliga kostnader och en fast avgift. ${variableTerms}`,
            'Med timpris betalar du spotpriset för den tid då du faktiskt använder elen. Sedan den 1 oktober 2025 sätts spotpriset per kvart i stället för per timme, och morgondagens priser publiceras runt klockan 13. Timpris lönar sig bäst om du kan flytta förbrukning, som laddning av elbil, tvätt och disk, till dygnets billigaste timmar.',
            'Ett fast elavtal låser priset per kWh under hela avtalstiden, vanligen ett till tre år. Du slipper överraskningar när spotpriset stiger, men leverantören tar betalt för att bära prisrisken, och bryter du avtalet i förtid kan det kosta en brytavgift. Välj fast pris om förutsägbarhet är viktigast, och rörligt pris eller timpris om du vill betala marknadens pris och klarar av svängningar.',
          ],
        },
        {
          id: 'elomraden',
          heading: 'Elområdet påverkar priset',
          paragraphs: [
            'Sverige är sedan 2011 indelat i fyra elområden: SE1 (Luleå), SE2 (Sundsvall), SE3 (Stockholm) och SE4 (Malmö). Spotpriset sätts för varje område för sig. I norr produceras mycket el från vattenkraft, medan kapaciteten att föra elen söderut är begränsad. Därför är priset ofta lägre i SE1 och SE2 än i SE3 och SE4.',
            'Vilket elområde du tillhör avgörs av var du bor, inte av vilken leverantör du väljer. Därför börjar jämförelsen med ditt postnummer.',
            `Från november 2025 till december 2026 gäller ett tillfälligt högkostnadsskydd för hushållens elpriser. Det träder in för ett elområde de månader då områdets genomsnittliga spotpris överstiger ${highCostThreshold}.`,
          ],
        },
        {
          id: 'elrakningen',
          heading: 'Vad elräkningen består av',
          paragraphs: [
            'Elkostnaden består av två delar som du betalar till olika företag. Elhandeln, alltså själva elen, köper du av den elhandlare du väljer: spotpris eller fast pris, påslag och månadsavgift. Elnätet ägs av elnätsbolaget där du bor. Det tar ut en elnätsavgift, som består av en fast avgift och en överföringsavgift per kWh och ibland också en effektavgift, och elnätsbolaget går inte att byta.',
            `Till det kommer energiskatt, som ${tax.year} är ${energyTax} exklusive moms (${energyTaxInclVat} inklusive moms). Den tas ut via elnätsfakturan. Hushåll i Norrbotten, Västerbotten och Jämtland och i några kommuner i Västernorrland, Gävleborg, Dalarna och Värmland betalar en lägre skattesats. Moms på ${vat} läggs på allt: spotpris, påslag, elnätsavgift och energiskatt.`,
            'Ett byte av elhandelsavtal påverkar bara elhandelsdelen. Elnätsavgiften och energiskatten är desamma oavsett vilken elhandlare du har.',
          ],
        },
        {
          id: 'jamforpris',
          heading: 'Jämför med jämförpris, inte bara öre per kWh',
          paragraphs: [
            'Ett lågt pris per kWh kan ätas upp av en hög månadsavgift, särskilt om du bor i lägenhet och använder lite el. Jämförpriset räknar in de fasta avgifterna och visar elhandelns totala kostnad per kWh, utan elnät.',
            `Elhandlare anger jämförpris för tre typförbrukningar: ${formatKwh(2000)} per år (lägenhet), ${formatKwh(5000)} (villa utan elvärme) och ${formatKwh(20000)} (villa med elvärme). I vår jämförelse ser du jämförpriset för varje avtal och kan ställa in din egen förbrukning, så att listan sorteras efter vad elen beräknas kosta just dig.`,
          ],
        },
        {
          id: 'nar-ska-du-byta',
          heading: 'När ska du byta elavtal?',
          paragraphs: [
            'Har du aldrig valt elavtal har du troligen ett anvisat avtal, som du får automatiskt av den elhandlare som elnätsbolaget har utsett. Enligt SCB var anvisade avtal dyrare än nya rörliga avtal {{scb.anvisatDearer 5000}}; i SE3 var skillnaden i {{scb.month}} {{scb.anvisatPremium SE3 5000}} exklusive moms för ett hushåll som använder 5 000 kWh per år (källa: {{scb.source}}). Där finns alltså ofta mest att spara. Se också över avtalet när ett fast avtal löper ut, när du flyttar och när din förbrukning ändras, till exempel när du skaffar elbil eller värmepump.',
            'Hur mycket du kan spara beror på vilket avtal du har och hur mycket el du använder. Överst på sidan ser du vad skillnaden mellan det mittersta och det billigaste rörliga avtalet på Elpriskollen blir för en villa med elvärme i varje elområde, och vad beräkningen bygger på.',
            'Jämför gärna en till två gånger om året. Bytet är gratis, den nya leverantören säger upp det gamla avtalet åt dig och strömmen fortsätter som vanligt. Har du ett fast avtal med bindningstid, kontrollera slutdatumet först så att du slipper brytavgift.',
          ],
        },
      ],
    },
    faq: [
      {
        question: 'Vad kostar det att använda tjänsten?',
        answer: `Ingenting. ${name} är gratis och du behöver inte skapa något konto. Ingen elleverantör betalar oss, och ordningen i jämförelsen går inte att köpa: avtalen sorteras efter vad de beräknas kosta vid din förbrukning.`,
      },
      {
        question: 'Hur byter jag elavtal?',
        answer: `Ange ditt postnummer och jämför avtalen. Vid varje avtal finns ”${offerLinkText}” med det du skriver in där för att hitta avtalet, och själva avtalet tecknar du hos leverantören. Den nya leverantören säger upp ditt gamla avtal och meddelar när leveransen startar. Bytet är gratis och strömmen bryts inte, men ett fast avtal med bindningstid kan ha en brytavgift.`,
      },
      {
        question: 'Vilket elavtal är billigast?',
        answer:
          'Det beror på ditt elområde, hur mycket el du använder och hur priserna utvecklas. Jämför därför med jämförpris och din egen förbrukning i stället för att bara titta på priset per kWh. Rörligt pris och timpris följer marknaden, medan ett fast pris ger förutsägbarhet men ofta kostar något mer över tid, eftersom leverantören tar betalt för prisrisken.',
      },
      {
        question: 'Vad är ett elområde?',
        answer:
          'Sverige är indelat i fyra elområden, SE1–SE4, från Luleå i norr till Malmö i söder. Spotpriset sätts för varje område, och skillnaderna kan bli stora eftersom mycket el produceras i norr men används i söder. Ditt elområde bestäms av var du bor, och vi tar fram det ur ditt postnummer.',
      },
    ],
  }) satisfies HomeContentInput;
