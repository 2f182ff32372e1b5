import type { SimplePageInput } from '@/lib/content/schemas';
import { link, mailLink } from '@/lib/inline-links';
import { siteConfig } from '@/lib/site';

/** /villkor: the six numbered terms of use (rewritten 23 November 2026). */

const { name, contactEmail } = siteConfig;

export const villkorPage = {
  title: 'Användarvillkor för jämförelsetjänsten',
  description: `Villkoren för att använda ${name}: vad tjänsten omfattar, hur priser och annonslänkar fungerar, hur långt vårt ansvar sträcker sig och vilken lag som gäller.`,
  keywords: ['användarvillkor', 'villkor eljämförelse', 'jämförelsetjänst elavtal', 'ansvarsbegränsning'],
  h1: 'Användarvillkor',
  intro: `Dessa villkor gäller när du besöker och använder ${name}. Genom att använda webbplatsen godkänner du villkoren. Vi har försökt skriva dem så att de är lätta att förstå – ${link('hör av dig', '/kontakt')} om något är oklart.`,
  updated: '2026-11-26',
  numbered: true,
  sections: [
    {
      id: 'tjansten',
      heading: 'Tjänsten',
      paragraphs: [
        `${name} är en kostnadsfri jämförelsetjänst för elavtal, riktad till hushåll i Sverige. På webbplatsen kan du jämföra elavtal utifrån postnummer och förbrukning, räkna på din elkostnad, följa spotpriset i elområdena SE1–SE4 och läsa om hur elmarknaden fungerar.`,
        'Vi är inte elhandlare och tecknar inga avtal åt dig. Väljer du ett elavtal tecknar du det direkt hos leverantören, och avtalet gäller mellan dig och leverantören på leverantörens villkor.',
        'Tjänsten kräver inget konto. Vi kan ändra, utveckla eller tillfälligt stänga delar av webbplatsen, till exempel vid underhåll.',
      ],
    },
    {
      id: 'anvandning',
      heading: 'Användning',
      paragraphs: ['Du får använda webbplatsen för eget, privat bruk. Det är inte tillåtet att:'],
      list: [
        'systematiskt hämta eller kopiera innehåll och prisdata, till exempel med automatiska verktyg, utan vårt skriftliga tillstånd',
        'använda webbplatsen på ett sätt som stör eller överbelastar tjänsten eller kringgår dess säkerhet',
        'återpublicera texter, bilder eller sammanställningar i kommersiellt syfte',
        'använda tjänsten i strid med svensk lag.',
      ],
    },
    {
      id: 'priser-och-information',
      heading: 'Priser och information',
      paragraphs: [
        'Elavtalen med sina priser och avgifter kommer från Elpriskollen, Energimarknadsinspektionens jämförelsetjänst, dit leverantörerna rapporterar dem, och spotpriserna från offentliga prisdata. Beräknade kostnader och besparingar är uppskattningar som bygger på den förbrukning du anger och på de antaganden som vi redovisar vid beräkningen.',
        `Vi gör vårt bästa för att informationen ska vara korrekt, och varje pris visas med sitt datum, men leverantörer kan ändra sina priser med kort varsel. Det är alltid leverantörens pris och villkor när du tecknar avtalet som gäller, så kontrollera dem innan du tecknar. Hittar du ett fel får du gärna ${link('meddela oss', '/kontakt')}.`,
      ],
    },
    {
      id: 'lankar-och-ersattning',
      heading: 'Länkar till leverantörer och ersättning',
      paragraphs: [
        'Webbplatsen innehåller länkar till elleverantörernas webbplatser och till Elpriskollen. Vi får ingen ersättning från någon elleverantör. Skulle vi någon gång få ersättning för en länk märks den ”Annons”.',
        'Ersättning påverkar aldrig rangordningen. Avtalen sorteras efter beräknad kostnad vid den förbrukning du har valt, och ingen placering går att köpa. När du lämnar vår webbplats gäller den andra webbplatsens egna villkor och integritetspolicy.',
      ],
    },
    {
      id: 'ansvarsbegransning',
      heading: 'Ansvarsbegränsning',
      paragraphs: [
        'Tjänsten är gratis och tillhandahålls i befintligt skick. Vi ansvarar inte för skada som beror på fel eller brister i prisuppgifter från leverantörer eller andra källor, på att webbplatsen tillfälligt inte är tillgänglig eller på beslut som du fattar utifrån informationen på webbplatsen.',
        'Vi ansvarar inte heller för leverantörernas avtal, tjänster eller webbplatser. Begränsningarna gäller i den utsträckning tvingande lag, till exempel konsumentskyddande regler, tillåter.',
      ],
    },
    {
      id: 'andringar-och-tillamplig-lag',
      heading: 'Ändringar och tillämplig lag',
      paragraphs: [
        'Vi kan uppdatera villkoren, till exempel när tjänsten ändras eller lagstiftningen kräver det. Den senaste versionen finns alltid på den här sidan, med datum för den senaste ändringen.',
        `Svensk lag gäller för villkoren och för din användning av webbplatsen. Uppstår en tvist vill vi i första hand lösa den direkt med dig, så kontakta oss på ${mailLink(contactEmail)}. Som konsument kan du också vända dig till ${link('Allmänna reklamationsnämnden (ARN)', 'https://www.arn.se')}. I sista hand avgörs tvisten av allmän domstol.`,
      ],
    },
  ],
} satisfies SimplePageInput;
