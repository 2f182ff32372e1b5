import type { OverviewPagesInput } from '@/lib/content/schemas';

/**
 * Copy of the overview pages whose body is a list built from data: /leverantor, /blog and its
 * category listings, /guider, /el-avtals-skolan's keywords (its text is Markdown), /sitemap and
 * the not-found page.
 */
export const overviewPages: OverviewPagesInput = {
  providers: {
    title: 'Elleverantörer – alla elbolag och deras elavtal',
    h1: 'Elleverantörer',
    description: 'Alla elleverantörer på Elpriskollen, sökbara: se varje elbolags elavtal per elområde och avtalstyp, med elpris, fast avgift och jämförpris.',
    lead: 'Sök bland elleverantörerna och se varje elbolags elavtal per elområde och avtalstyp, med elpris, fast avgift, jämförpris och källa.',
    keywords: ['elleverantörer', 'elbolag', 'elhandlare', 'elavtal', 'jämför elbolag', 'Elpriskollen'],
  },
  blog: {
    title: 'Bloggen om el, elpriser och elavtal',
    h1: 'Bloggen om el, elpriser och elavtal',
    description: 'Artiklar om elpriset i de fyra elområdena, elnätsavgiften, olika elavtal och hur du sänker elräkningen – skrivna av Elvalets redaktion.',
    lead: 'Förklaringar och siffror om el i Sverige: vad som styr priset, vad som står på fakturan och hur du väljer avtal.',
    keywords: ['elpris', 'elavtal', 'elområden', 'elnätsavgift', 'spara el'],
  },
  blogCategory: {
    title: '{category} – artiklar om el och elavtal',
    h1: 'Blogg: {category}',
    description: 'Bloggens artiklar i kategorin {category}.',
    about: {
      Aktuellt: 'Elpriset i de fyra elområdena månad för månad, räknat ur prisdata med datum.',
      Tips: 'Praktiska råd om hur du sänker elräkningen och väljer rätt tjänster hemma.',
      Guide: 'Genomgångar av elavtal, elområden och annat som är bra att förstå innan du väljer.',
      Utbildning: 'Så fungerar elpriset och elnätsavgiften – förklarat steg för steg.',
      Miljö: 'Förnybar el, elproduktionen i Sverige och vad ditt val av el betyder för miljön.',
    },
  },
  guides: {
    title: 'Guider om elavtal, elnät och att spara el',
    h1: 'Guider om elavtal, elnät och att spara el',
    description:
      'Sex guider som förklarar hur du väljer elavtal, sparar pengar på elen, förstår elmarknaden och elnätsavgiften, grön el och din elförbrukning.',
    lead: 'Längre genomgångar för dig som vill förstå din elräkning och välja avtal på egen hand.',
    keywords: ['guide elavtal', 'spara el', 'elmarknaden', 'elnätsavgift', 'grön el', 'elförbrukning'],
  },
  school: {
    keywords: ['elavtal', 'rörligt elpris', 'fast elpris', 'byta elavtal', 'elkostnad', 'spara el'],
  },
  sitemap: {
    title: 'Webbplatskarta',
    h1: 'Webbplatskarta',
    description: 'Alla sidor på webbplatsen samlade på ett ställe och grupperade efter ämne, från verktygen och elpriserna till juridisk information.',
    keywords: ['webbplatskarta', 'alla sidor', 'elavtal', 'elpriser'],
  },
  notFound: {
    title: 'Sidan hittades inte',
    description: 'Sidan du letar efter finns inte. Gå till startsidan för att jämföra elavtal.',
  },
};
