import type { CitiesCopyInput } from '../../lib/content/city-schemas';

/**
 * Copy of /stader, the fixed texts of every /stader/{kommun} page and the fallback page for
 * places we have no page for. Figures (counts, prices, populations) are never written here: the
 * pages compute them from the data and put them next to this text.
 */
export const citiesCopy: CitiesCopyInput = {
  index: {
    title: 'Elpris i alla {count} kommuner – elområde och kostnad',
    description:
      'Elområde, spotpris och vad el kostar i Sveriges {count} kommuner, från storstäder till små landsbygdskommuner. Sök på kommun, ort eller postnummer.',
    h1: 'Elpris och elavtal i Sveriges kommuner',
    lead: 'Välj din kommun och se vilket elområde den ligger i, vad spotpriset har varit där och vad el kostar med de billigaste avtalen i vår jämförelse – räknat med kommunens egen energiskatt.',
    keywords: ['elpris kommun', 'elavtal stad', 'elområde kommun', 'elpris i min stad', 'elpriser per ort', 'elområde SE1 SE2 SE3 SE4'],
    whyPerCity: {
      heading: 'Varför jämföra per kommun?',
      paragraphs: [
        'Elpriset du betalar beror på var du bor. Sverige är indelat i fyra elområden, och spotpriset – grunden för alla rörliga elavtal och timprisavtal – sätts för varje elområde för sig. Skillnaden mellan norr och söder kan vara stor.',
        'Kommunen avgör också energiskatten. Hushåll i Norrbottens, Västerbottens och Jämtlands län och i några kommuner i Västernorrland, Gävleborg, Dalarna och Värmland betalar lägre energiskatt än resten av landet.',
        'Elnätsavgiften bestäms av det elnätsbolag som äger nätet där du bor och skiljer sig mellan orter. Den ingår inte i våra beräkningar, eftersom vi inte vet vilket elnätsbolag som har nätet på just din adress – det står på din elnätsfaktura.',
      ],
    },
    smallerTowns: {
      heading: 'Elavtal i mindre orter',
      paragraphs: [
        'Bor du i en mindre ort har du tillgång till samma elavtal som i storstäderna. Elhandlare som säljer i hela landet har samma pris inom ett elområde oavsett kommun, så ett rörligt avtal kostar lika mycket per kWh i en liten kommun som i den största staden i samma elområde.',
        'Många mindre kommuner har ett eget eller närliggande lokalt energibolag. Ett lokalt elavtal kan vara ett bra val med kundservice på nära håll, men jämför alltid pris och villkor – ett lokalt bolag är inte automatiskt billigast.',
        'Du väljer elhandlare fritt oavsett vem som äger elnätet. Elnätet har du däremot alltid kvar hos det lokala elnätsbolaget, och elnätsavgiften påverkar du inte genom att byta elhandlare.',
      ],
    },
    areas: {
      heading: 'Elområden SE1–SE4',
      intro:
        'Svenska kraftnät delar in landet i fyra elområden efter var elnätet har flaskhalsar. I norr produceras mer el än som används, i söder tvärtom, och därför är spotpriset oftast lägst i norr (SE1 och SE2) och högst i SE4.',
    },
    filter: {
      label: 'Sök kommun, ort eller postnummer',
      placeholder: 'Till exempel Sälen eller 78067',
    },
  },
  city: {
    climateZones: {
      I: 'Klimatzon I är den kallaste av de fyra. Vintrarna är långa och uppvärmningssäsongen räcker större delen av året, så ett hus med elvärme eller värmepump använder mer el till värme här än samma hus längre söderut.',
      II: 'Klimatzon II har kalla vintrar och en lång uppvärmningssäsong. Ett hus med elvärme använder mest el från senhösten till tidig vår, så det är vintermånadernas elpriser som väger tyngst i årskostnaden.',
      III: 'Klimatzon III omfattar större delen av Götaland och Svealand. Vintrarna är mildare än i norr, men i ett hus med elvärme går ändå en stor del av elen till uppvärmning under vinterhalvåret.',
      IV: 'Klimatzon IV är den mildaste och omfattar Skåne, Halland och Blekinge. Uppvärmningssäsongen är kortare än i resten av landet, så ett hus med elvärme behöver mindre el till värme än samma hus längre norrut.',
    },
    climateNote:
      'Klimatzonerna kommer från Boverkets byggregler (BBR 22–28), som delade in landet i fyra zoner efter län för att ställa energikrav på nya byggnader. Senare versioner av reglerna räknar i stället med en justeringsfaktor per ort. Hur mycket el just ditt hus behöver beror mest på storlek, isolering och uppvärmningssätt.',
  },
  fallback: {
    lead: 'Vi har ingen egen sida för den här orten. Sök efter kommunen den ligger i, eller skriv ditt postnummer för att jämföra elavtal där du bor.',
    postcodeLabel: 'Postnummer',
    postcodeButton: 'Jämför elavtal',
  },
};
