import type { PriceArea } from '../lib/domain/price-area';

/**
 * The price area (elområde) of each of Sweden's 290 municipalities, as the site uses it.
 *
 * Source of the rule: docs/rules/postcodes-and-areas.md. Svenska kraftnät draws the
 * SE1-SE4 borders along grid cuts, not along municipal borders, and no trustworthy public
 * municipality → area table exists (shared/data/raw/README.md, "Gaps"), so this table is ours.
 * A municipality gets the area where its main settlement and most of its people are; a border
 * that clips a sparsely populated corner does not move it. Where the border crosses settled parts
 * of a municipality (Sorsele, Ockelbo) the entry is marked `borderCase` and keeps the area where
 * most residents live. The results page lets the user
 * change the area, because a few postcodes on a border will still be wrong.
 *
 * scripts/import-municipalities.ts reads this module, checks it against the SCB municipality
 * list (every county listed, every municipality of a split county decided, no stray codes) and
 * writes the result into content/data/municipalities.json. Edit here, then run
 * `npm run import:municipalities`.
 */

export interface CountyPriceArea {
  /** SCB county name, checked against the data so a code typo cannot slip through. */
  name: string;
  /** 'split' when the county straddles a border and every municipality is decided below. */
  area: PriceArea | 'split';
}

/** Counties by SCB code. Whole-county assignments are those listed in docs/rules/postcodes-and-areas.md. */
export const COUNTY_PRICE_AREAS: Readonly<Record<string, CountyPriceArea>> = {
  '01': { name: 'Stockholms län', area: 'SE3' },
  '03': { name: 'Uppsala län', area: 'SE3' },
  '04': { name: 'Södermanlands län', area: 'SE3' },
  '05': { name: 'Östergötlands län', area: 'SE3' },
  '06': { name: 'Jönköpings län', area: 'split' },
  '07': { name: 'Kronobergs län', area: 'SE4' },
  '08': { name: 'Kalmar län', area: 'split' },
  '09': { name: 'Gotlands län', area: 'SE3' },
  '10': { name: 'Blekinge län', area: 'SE4' },
  '12': { name: 'Skåne län', area: 'SE4' },
  '13': { name: 'Hallands län', area: 'split' },
  '14': { name: 'Västra Götalands län', area: 'split' },
  '17': { name: 'Värmlands län', area: 'SE3' },
  '18': { name: 'Örebro län', area: 'SE3' },
  '19': { name: 'Västmanlands län', area: 'SE3' },
  '20': { name: 'Dalarnas län', area: 'split' },
  '21': { name: 'Gävleborgs län', area: 'split' },
  '22': { name: 'Västernorrlands län', area: 'SE2' },
  '23': { name: 'Jämtlands län', area: 'SE2' },
  '24': { name: 'Västerbottens län', area: 'split' },
  '25': { name: 'Norrbottens län', area: 'SE1' },
};

export interface MunicipalityPriceArea {
  /** SCB short name, checked against the data. */
  name: string;
  area: PriceArea;
  /** Why: the evidence used, or the geography when no statement was found. */
  reason: string;
  /**
   * The border crosses the municipality where people live (docs/rules/postcodes-and-areas.md names Sorsele and
   * Ockelbo): the table keeps the area where most residents live, and the reason says so.
   */
  borderCase?: boolean;
}

/**
 * Every municipality of a split county, by SCB code. "Stated" means a grid or energy company in
 * the municipality says so publicly; "judged" means geography and neighbours decided it.
 */
export const MUNICIPALITY_PRICE_AREAS: Readonly<Record<string, MunicipalityPriceArea>> = {
  // Jönköpings län: the SE3/SE4 cut runs through the south-west (Värnamo side) of the county.
  '0604': { name: 'Aneby', area: 'SE3', reason: 'Northern Höglandet, far north of the SE3/SE4 cut.' },
  '0617': { name: 'Gnosjö', area: 'SE4', reason: 'Judged: between Gislaved and Värnamo (SE4, stated) south of Vaggeryd; border call.' },
  '0642': { name: 'Mullsjö', area: 'SE3', reason: 'North-west of Jönköping, far north of the cut.' },
  '0643': { name: 'Habo', area: 'SE3', reason: 'Stated: Habo Kraft says its grid area is in SE3.' },
  '0662': { name: 'Gislaved', area: 'SE4', reason: 'Judged: south-west of Värnamo (SE4, stated), bordering SE4 Hylte and Ljungby; border call.' },
  '0665': { name: 'Vaggeryd', area: 'SE3', reason: 'Judged: on the Jönköping side of Värnamo; border call.' },
  '0680': { name: 'Jönköping', area: 'SE3', reason: 'County seat, well north of the cut.' },
  '0682': { name: 'Nässjö', area: 'SE3', reason: 'Northern Höglandet, north of the cut.' },
  '0683': { name: 'Värnamo', area: 'SE4', reason: 'Stated: Värnamo Energi says the whole municipality is in SE4.' },
  '0684': { name: 'Sävsjö', area: 'SE3', reason: 'Judged: north-east of Värnamo on the Höglandet side; border call, kept at the seed rule (57x SE3).' },
  '0685': { name: 'Vetlanda', area: 'SE3', reason: 'Judged: neighbouring Järnforsen is reported on the SE3 side (DN 2022); border call.' },
  '0686': { name: 'Eksjö', area: 'SE3', reason: 'Höglandet, north of the cut.' },
  '0687': { name: 'Tranås', area: 'SE3', reason: 'Northernmost municipality of the county, borders Östergötland (SE3).' },

  // Kalmar län: SE4 covers the south and Öland; the cut reaches the coast south of Oskarshamn.
  '0821': { name: 'Högsby', area: 'SE4', reason: 'Judged: south of Målilla, which is reported on the SE4 side (DN 2022).' },
  '0834': { name: 'Torsås', area: 'SE4', reason: 'Southernmost municipality of the county, borders Blekinge (SE4).' },
  '0840': { name: 'Mörbylånga', area: 'SE4', reason: 'Southern Öland; Öland is in SE4 (Villaägarna Kalmarbygden).' },
  '0860': { name: 'Hultsfred', area: 'SE3', reason: 'Split: the cut runs through it (Järnforsen SE3, Målilla SE4, DN 2022); kept SE3 as the northern part.' },
  '0861': { name: 'Mönsterås', area: 'SE4', reason: 'Judged: coast between Kalmar (SE4) and Oskarshamn (SE3), south of the Högsby–Målilla line.' },
  '0862': { name: 'Emmaboda', area: 'SE4', reason: 'Southern Kalmar county, borders Kronoberg and Blekinge (SE4).' },
  '0880': { name: 'Kalmar', area: 'SE4', reason: 'docs/rules/postcodes-and-areas.md: Kalmar is SE4.' },
  '0881': { name: 'Nybro', area: 'SE4', reason: 'Between Kalmar and Emmaboda, both SE4.' },
  '0882': { name: 'Oskarshamn', area: 'SE3', reason: 'The Oskarshamn nuclear plant (Simpevarp) feeds SE3; the cut lies south of the town.' },
  '0883': { name: 'Västervik', area: 'SE3', reason: 'Northern coast of the county, borders Östergötland (SE3).' },
  '0884': { name: 'Vimmerby', area: 'SE3', reason: 'Northern inland of the county, borders Östergötland (SE3).' },
  '0885': { name: 'Borgholm', area: 'SE4', reason: 'Northern Öland; Öland is in SE4 (Villaägarna Kalmarbygden).' },

  // Hallands län: the cut runs between Varberg and Falkenberg.
  '1315': { name: 'Hylte', area: 'SE4', reason: 'Judged: inland between Falkenberg and Värnamo, both SE4 (stated).' },
  '1380': { name: 'Halmstad', area: 'SE4', reason: 'South of Falkenberg (SE4, stated).' },
  '1381': { name: 'Laholm', area: 'SE4', reason: 'Stated: Villaägarna Falkenberg names Laholm and Falkenberg as the SE4 part of Halland.' },
  '1382': { name: 'Falkenberg', area: 'SE4', reason: 'Stated: SE4 (Villaägarna Falkenberg); the cut follows the old Sydkraft grid border north of it.' },
  '1383': { name: 'Varberg', area: 'SE3', reason: 'docs/rules/postcodes-and-areas.md; Varberg Energi says its grid area is in SE3 (Ringhals lies here).' },
  '1384': { name: 'Kungsbacka', area: 'SE3', reason: 'Northern Halland, Göteborg region, north of Varberg (SE3).' },

  // Västra Götalands län: SE4 only touches the far south-east edge (towards Gislaved and Hylte);
  // every municipality's main settlement lies in SE3.
  '1401': { name: 'Härryda', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1402': { name: 'Partille', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1407': { name: 'Öckerö', area: 'SE3', reason: 'Göteborg archipelago, far north of the cut.' },
  '1415': { name: 'Stenungsund', area: 'SE3', reason: 'Southern Bohuslän, far north of the cut.' },
  '1419': { name: 'Tjörn', area: 'SE3', reason: 'Southern Bohuslän, far north of the cut.' },
  '1421': { name: 'Orust', area: 'SE3', reason: 'Bohuslän, far north of the cut.' },
  '1427': { name: 'Sotenäs', area: 'SE3', reason: 'Bohuslän, far north of the cut.' },
  '1430': { name: 'Munkedal', area: 'SE3', reason: 'Bohuslän, far north of the cut.' },
  '1435': { name: 'Tanum', area: 'SE3', reason: 'Northern Bohuslän, far north of the cut.' },
  '1438': { name: 'Dals-Ed', area: 'SE3', reason: 'Dalsland, far north of the cut.' },
  '1439': { name: 'Färgelanda', area: 'SE3', reason: 'Dalsland, far north of the cut.' },
  '1440': { name: 'Ale', area: 'SE3', reason: 'Göta älv valley, Göteborg region.' },
  '1441': { name: 'Lerum', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1442': { name: 'Vårgårda', area: 'SE3', reason: 'Western Västergötland, far north of the cut.' },
  '1443': { name: 'Bollebygd', area: 'SE3', reason: 'Between Göteborg and Borås, north of the cut.' },
  '1444': { name: 'Grästorp', area: 'SE3', reason: 'Skaraborg/Vänersborg area, far north of the cut.' },
  '1445': { name: 'Essunga', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1446': { name: 'Karlsborg', area: 'SE3', reason: 'Skaraborg by Vättern, far north of the cut.' },
  '1447': { name: 'Gullspång', area: 'SE3', reason: 'Northern Skaraborg, borders Värmland (SE3).' },
  '1452': { name: 'Tranemo', area: 'SE3', reason: 'Judged: Sjuhärad; only its south-eastern edge nears SE4 Gislaved; border call.' },
  '1460': { name: 'Bengtsfors', area: 'SE3', reason: 'Dalsland, far north of the cut.' },
  '1461': { name: 'Mellerud', area: 'SE3', reason: 'Dalsland, far north of the cut.' },
  '1462': { name: 'Lilla Edet', area: 'SE3', reason: 'Göta älv valley, far north of the cut.' },
  '1463': { name: 'Mark', area: 'SE3', reason: 'Sjuhärad, borders Kungsbacka and Varberg (SE3).' },
  '1465': { name: 'Svenljunga', area: 'SE3', reason: 'Judged: Sjuhärad; its southern edge borders SE4 Falkenberg and Hylte; border call.' },
  '1466': { name: 'Herrljunga', area: 'SE3', reason: 'Western Västergötland, far north of the cut.' },
  '1470': { name: 'Vara', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1471': { name: 'Götene', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1472': { name: 'Tibro', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1473': { name: 'Töreboda', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1480': { name: 'Göteborg', area: 'SE3', reason: 'Göteborg is in SE3 (the area is named after Stockholm but spans the west coast).' },
  '1481': { name: 'Mölndal', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1482': { name: 'Kungälv', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1484': { name: 'Lysekil', area: 'SE3', reason: 'Bohuslän, far north of the cut.' },
  '1485': { name: 'Uddevalla', area: 'SE3', reason: 'Bohuslän, far north of the cut.' },
  '1486': { name: 'Strömstad', area: 'SE3', reason: 'Northern Bohuslän, far north of the cut.' },
  '1487': { name: 'Vänersborg', area: 'SE3', reason: 'Vänern, far north of the cut.' },
  '1488': { name: 'Trollhättan', area: 'SE3', reason: 'Göta älv valley, far north of the cut.' },
  '1489': { name: 'Alingsås', area: 'SE3', reason: 'Göteborg region, far north of the cut.' },
  '1490': { name: 'Borås', area: 'SE3', reason: 'Sjuhärad, north of the cut.' },
  '1491': { name: 'Ulricehamn', area: 'SE3', reason: 'Sjuhärad, borders Jönköping (SE3), north of the cut.' },
  '1492': { name: 'Åmål', area: 'SE3', reason: 'Dalsland, far north of the cut.' },
  '1493': { name: 'Mariestad', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1494': { name: 'Lidköping', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1495': { name: 'Skara', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1496': { name: 'Skövde', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1497': { name: 'Hjo', area: 'SE3', reason: 'Skaraborg by Vättern, far north of the cut.' },
  '1498': { name: 'Tidaholm', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },
  '1499': { name: 'Falköping', area: 'SE3', reason: 'Skaraborg, far north of the cut.' },

  // Dalarnas län: the Dalälven basin is SE3; SE2 only reaches the sparsely populated far north
  // (towards Härjedalen), which is no municipality's main settlement.
  '2021': { name: 'Vansbro', area: 'SE3', reason: 'Västerdalälven valley, Dalälven basin.' },
  '2023': { name: 'Malung-Sälen', area: 'SE3', reason: 'Västerdalälven valley, Dalälven basin; SE2 lies further north.' },
  '2026': { name: 'Gagnef', area: 'SE3', reason: 'Where the Dalälven branches meet, central Dalarna.' },
  '2029': { name: 'Leksand', area: 'SE3', reason: 'Siljan, central Dalarna.' },
  '2031': { name: 'Rättvik', area: 'SE3', reason: 'Siljan, central Dalarna.' },
  '2034': { name: 'Orsa', area: 'SE3', reason: 'Judged: Orsasjön by Siljan; its northern forests near the SE2 border are sparsely populated.' },
  '2039': { name: 'Älvdalen', area: 'SE3', reason: 'Judged: main villages on Österdalälven; the far north (Idre–Särna) may be SE2; border call.' },
  '2061': { name: 'Smedjebacken', area: 'SE3', reason: 'Southern Dalarna (Bergslagen).' },
  '2062': { name: 'Mora', area: 'SE3', reason: 'Judged: Siljan/Österdalälven, Dalälven basin.' },
  '2080': { name: 'Falun', area: 'SE3', reason: 'County seat, central Dalarna.' },
  '2081': { name: 'Borlänge', area: 'SE3', reason: 'Central Dalarna, Dalälven.' },
  '2082': { name: 'Säter', area: 'SE3', reason: 'Southern Dalarna, Dalälven.' },
  '2083': { name: 'Hedemora', area: 'SE3', reason: 'Southern Dalarna, Dalälven.' },
  '2084': { name: 'Avesta', area: 'SE3', reason: 'Southern Dalarna, Dalälven.' },
  '2085': { name: 'Ludvika', area: 'SE3', reason: 'Southern Dalarna (Bergslagen).' },

  // Gävleborgs län: the SE2/SE3 cut reaches the coast between Gävle and Söderhamn; the Ljusnan
  // valley (Ljusdal–Bollnäs–Söderhamn) and everything north of it are SE2.
  '2101': {
    name: 'Ockelbo',
    area: 'SE3',
    borderCase: true,
    reason:
      'Border case (docs/rules/postcodes-and-areas.md): north of Gävle, south of the Ljusnan valley, where the SE2/SE3 cut runs; kept SE3, where we judge most residents (Ockelbo town, towards Gävle and Sandviken) live. A household on the SE2 side sees SE2 on its grid bill and can change the area.',
  },
  '2104': { name: 'Hofors', area: 'SE3', reason: 'South-west of the county, towards Dalälven and Bergslagen.' },
  '2121': { name: 'Ovanåker', area: 'SE2', reason: 'Voxnan valley, joins Ljusnan at Bollnäs, north of the cut.' },
  '2132': { name: 'Nordanstig', area: 'SE2', reason: 'Northern coast of the county, borders Sundsvall (SE2).' },
  '2161': { name: 'Ljusdal', area: 'SE2', reason: 'Ljusnan valley, borders Härjedalen and Jämtland (SE2).' },
  '2180': { name: 'Gävle', area: 'SE3', reason: 'County seat, south of the cut.' },
  '2181': { name: 'Sandviken', area: 'SE3', reason: 'West of Gävle, Dalälven side, south of the cut.' },
  '2182': { name: 'Söderhamn', area: 'SE2', reason: 'docs/rules/postcodes-and-areas.md; Söderhamn Nära says Söderhamn belongs to SE2.' },
  '2183': { name: 'Bollnäs', area: 'SE2', reason: 'Ljusnan valley between Ovanåker and Söderhamn (SE2).' },
  '2184': { name: 'Hudiksvall', area: 'SE2', reason: 'Coast north of Söderhamn (SE2).' },

  // Västerbottens län: the SE1/SE2 cut runs south of the Skellefteå grid area, so Skellefteå and
  // its inland neighbours Norsjö and Malå are SE1 (docs/rules/postcodes-and-areas.md); the rest of the county is SE2.
  // The seed rule (90-94 → SE2) is wrong for them, which is why the table overrides it.
  '2401': { name: 'Nordmaling', area: 'SE2', reason: 'Southern coast, borders Örnsköldsvik (SE2).' },
  '2403': { name: 'Bjurholm', area: 'SE2', reason: 'Inland Umeå region.' },
  '2404': { name: 'Vindeln', area: 'SE2', reason: 'Vindelälven, Umeå region.' },
  '2409': { name: 'Robertsfors', area: 'SE2', reason: 'Coast between Umeå and Skellefteå.' },
  '2417': {
    name: 'Norsjö',
    area: 'SE1',
    reason:
      'docs/rules/postcodes-and-areas.md: Skellefteälven inland west of Skellefteå, north of the SE1/SE2 cut, which runs south of the Skellefteå grid area.',
  },
  '2418': {
    name: 'Malå',
    area: 'SE1',
    reason: 'docs/rules/postcodes-and-areas.md: inland beyond Norsjö, bordering Arvidsjaur (SE1), north of the SE1/SE2 cut.',
  },
  '2421': { name: 'Storuman', area: 'SE2', reason: 'Upper Umeälven, mountains.' },
  '2422': {
    name: 'Sorsele',
    area: 'SE2',
    borderCase: true,
    reason:
      'Border case (docs/rules/postcodes-and-areas.md): Vindelälven headwaters bordering Arjeplog and Arvidsjaur (SE1); kept SE2, where we judge most residents (Sorsele village on the Inland Line) live. A household on the SE1 side sees SE1 on its grid bill and can change the area.',
  },
  '2425': { name: 'Dorotea', area: 'SE2', reason: 'Borders Jämtland (SE2).' },
  '2460': { name: 'Vännäs', area: 'SE2', reason: 'Umeå region.' },
  '2462': { name: 'Vilhelmina', area: 'SE2', reason: 'Upper Ångermanälven, south-west of the county.' },
  '2463': { name: 'Åsele', area: 'SE2', reason: 'Ångermanälven, borders Västernorrland and Jämtland (SE2).' },
  '2480': { name: 'Umeå', area: 'SE2', reason: 'docs/rules/postcodes-and-areas.md; Umeå Energi says Umeå is in SE2.' },
  '2481': { name: 'Lycksele', area: 'SE2', reason: 'Umeälven, central county.' },
  '2482': {
    name: 'Skellefteå',
    area: 'SE1',
    reason: 'docs/rules/postcodes-and-areas.md: the SE1/SE2 cut runs south of the Skellefteå grid area; Skellefteå Kraft Elnät is an SE1 grid.',
  },
};
