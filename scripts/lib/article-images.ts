import { getLatestDays, getMonthlyAverages, getYearlyAverages } from '../../lib/content/spot-prices';
import { VAT_RATE } from '../../lib/domain/constants';
import { energyTaxRate } from '../../lib/domain/energy-tax';
import { PRICE_AREAS, type PriceArea } from '../../lib/domain/price-area';
import { formatDate, formatMonthYear, formatNumber } from '../../lib/format';

import {
  bulb,
  clock,
  documentSheet,
  house,
  hydroPlant,
  leaf,
  mainFuse,
  meter,
  padlock,
  piggyBank,
  pylon,
  router,
  solarPanels,
  thermostat,
  washingMachine,
  windTurbine,
} from './illustration-parts';
import { AREA_INKS, mapSize, swedenMap } from './sweden-map';
import { circle, COLORS, group, IMAGE_HEIGHT, IMAGE_WIDTH, line, path, polyline, rect, svgDocument, text } from './svg';

/**
 * The article and guide images (public/images/blog/<slug>.svg, public/images/guider/<slug>.svg):
 * charts drawn from the bundled spot prices for the price articles, illustrations for the rest.
 * Each matches the imageAlt its article's writer gave. `npm run images` writes them; a unit test
 * checks that the committed files equal this output.
 */

const SOURCE = 'Källa: Elpriset just nu.se (day-ahead-priser), beräkning Elvalet';
const ore = (value: number) => formatNumber(value, 1);

function monthAvg(area: PriceArea, month: string): number {
  const entry = getMonthlyAverages(area).find((m) => m.month === month);
  if (!entry || entry.partial) throw new Error(`No complete month ${month} for ${area}`);
  return entry.avg;
}

function yearAvg(area: PriceArea, year: number): number {
  const entry = getYearlyAverages(area).find((y) => y.year === year);
  if (!entry || entry.partial) throw new Error(`No complete year ${year} for ${area}`);
  return entry.avg;
}

function heading(title: string, subtitle: string, x = 60): string[] {
  return [text(x, 72, title, { 'font-size': 40, 'font-weight': 700 }), text(x, 112, subtitle, { 'font-size': 24, fill: COLORS.muted })];
}

function footnote(content: string = SOURCE, x = 60): string {
  return text(x, IMAGE_HEIGHT - 24, content, { 'font-size': 18, fill: COLORS.muted });
}

/** A nice upper bound for an axis: 10, 20, 25, 50 … above `max`. */
function niceMax(max: number): number {
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 2.5, 5, 10].map((k) => k * step).find((v) => v >= max) ?? 10 * step;
}

interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  max: number;
}

/** 4 or 5 gridlines, whichever gives whole-number steps (100 → 25s, 50 → 10s). */
function tickCount(max: number): number {
  return Number.isInteger(max / 4) ? 4 : 5;
}

function yAxis(plot: Plot, unit = 'öre/kWh'): string[] {
  const ticks = tickCount(plot.max);
  const parts: string[] = [];
  for (let i = 0; i <= ticks; i += 1) {
    const value = (plot.max / ticks) * i;
    const y = plot.bottom - ((plot.bottom - plot.top) * i) / ticks;
    parts.push(line(plot.left, y, plot.right, y, { stroke: i === 0 ? COLORS.ink : COLORS.line, 'stroke-width': i === 0 ? 2 : 1 }));
    parts.push(text(plot.left - 12, y + 7, formatNumber(value), { 'font-size': 20, fill: COLORS.muted, 'text-anchor': 'end' }));
  }
  parts.push(text(plot.left - 12, plot.top - 20, unit, { 'font-size': 18, fill: COLORS.muted, 'text-anchor': 'end' }));
  return parts;
}

function legend(x: number, y: number, items: readonly { label: string; color: string; dash?: string }[]): string {
  return group(
    items.map((item, i) =>
      group([
        line(x, y + i * 34, x + 36, y + i * 34, { stroke: item.color, 'stroke-width': 8, 'stroke-dasharray': item.dash }),
        text(x + 48, y + i * 34 + 7, item.label, { 'font-size': 22 }),
      ]),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Charts from the bundled data

/** Grouped bars: the monthly average of two months in each area. */
function twoMonthBars(title: string, months: readonly [string, string]): string {
  const plot: Plot = { left: 130, right: 1140, top: 170, bottom: 540, max: 0 };
  const values = PRICE_AREAS.map((area) => months.map((month) => monthAvg(area, month)));
  plot.max = niceMax(Math.max(...values.flat()));
  const colors = [COLORS.blue, COLORS.amber];
  const slot = (plot.right - plot.left) / PRICE_AREAS.length;
  const barWidth = slot * 0.3;
  const bars = PRICE_AREAS.flatMap((area, i) => {
    const center = plot.left + slot * (i + 0.5);
    return [
      ...values[i]!.map((value, j) => {
        const x = center - barWidth + j * barWidth + (j === 0 ? -4 : 4);
        const h = ((plot.bottom - plot.top) * value) / plot.max;
        return group([
          rect(x, plot.bottom - h, barWidth, h, { fill: colors[j]!, rx: 4 }),
          text(x + barWidth / 2, plot.bottom - h - 10, ore(value), { 'font-size': 22, 'font-weight': 600, 'text-anchor': 'middle' }),
        ]);
      }),
      text(center, plot.bottom + 36, area, { 'font-size': 26, 'font-weight': 700, 'text-anchor': 'middle' }),
    ];
  });
  return svgDocument(title, COLORS.paper, [
    ...heading('Spotpriset per elområde', `Månadsmedel, öre/kWh exklusive moms: ${months.map(formatMonthYear).join(' och ')}`),
    ...yAxis(plot),
    ...bars,
    legend(
      880,
      40,
      months.map((month, j) => ({ label: formatMonthYear(month), color: colors[j]! })),
    ),
    footnote(),
  ]);
}

/** One area's monthly averages in two years as two lines. */
function yearOverYearLines(title: string, area: PriceArea, years: readonly [number, number]): string {
  const plot: Plot = { left: 120, right: 1130, top: 170, bottom: 520, max: 0 };
  const series = years.map((year) => Array.from({ length: 12 }, (_, i) => monthAvg(area, `${year}-${String(i + 1).padStart(2, '0')}`)));
  plot.max = niceMax(Math.max(...series.flat()));
  const x = (i: number) => plot.left + ((plot.right - plot.left) * i) / 11;
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / plot.max;
  const styles = [
    { color: COLORS.muted, dash: '10 8' },
    { color: COLORS.teal, dash: undefined },
  ];
  const lines = series.map((values, s) =>
    group([
      path(polyline(values.map((v, i) => [x(i), y(v)] as [number, number])), {
        fill: 'none',
        stroke: styles[s]!.color,
        'stroke-width': 6,
        'stroke-dasharray': styles[s]!.dash,
        'stroke-linejoin': 'round',
      }),
      ...values.map((v, i) => circle(x(i), y(v), 6, { fill: styles[s]!.color })),
    ]),
  );
  const monthLabels = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'].map((label, i) =>
    text(x(i), plot.bottom + 34, label, { 'font-size': 20, fill: COLORS.muted, 'text-anchor': 'middle' }),
  );
  return svgDocument(title, COLORS.paper, [
    ...heading(`Spotpriset i ${area} månad för månad`, `Månadsmedel, öre/kWh exklusive moms, ${years[0]} och ${years[1]}`),
    ...yAxis(plot),
    ...lines,
    ...monthLabels,
    legend(
      900,
      40,
      years.map((year, s) => ({ label: String(year), color: styles[s]!.color, dash: styles[s]!.dash })),
    ),
    footnote(),
  ]);
}

/** One day of 15-minute prices in one area as 96 bars. */
/** The newest bundled day of `area`, quarter hour by quarter hour (the day changes with prices:update; rerun `npm run images`). */
function quarterHourBars(title: string, area: PriceArea): string {
  const day = getLatestDays(area).at(-1);
  if (!day || day.resolutionMinutes !== 15) throw new Error(`No 15-minute day for ${area} in the bundled data`);
  const plot: Plot = { left: 120, right: 1140, top: 170, bottom: 520, max: niceMax(Math.max(...day.prices)) };
  const slot = (plot.right - plot.left) / day.prices.length;
  const bars = day.prices.map((price, i) => {
    const h = (Math.max(price, 0) * (plot.bottom - plot.top)) / plot.max;
    const hour = Math.floor(i / 4);
    const fill = hour < 6 || hour >= 22 ? COLORS.teal : (hour >= 7 && hour < 10) || (hour >= 16 && hour < 20) ? COLORS.red : COLORS.blue;
    return rect(plot.left + i * slot + 1, plot.bottom - h, slot - 2, h, { fill });
  });
  const hours = [0, 6, 12, 18, 24].map((hour) =>
    text(plot.left + hour * 4 * slot, plot.bottom + 34, `${String(hour).padStart(2, '0')}:00`, {
      'font-size': 20,
      fill: COLORS.muted,
      'text-anchor': 'middle',
    }),
  );
  return svgDocument(title, COLORS.paper, [
    ...heading('Ett dygns spotpris, kvart för kvart', `Elområde ${area}, ${formatDate(day.date)}, öre/kWh exklusive moms`),
    ...yAxis(plot),
    ...bars,
    ...hours,
    legend(880, 30, [
      { label: 'Natt', color: COLORS.teal },
      { label: 'Dag', color: COLORS.blue },
      { label: 'Morgon och kväll', color: COLORS.red },
    ]),
    footnote(),
  ]);
}

/** The map of the four areas with one month's average in each (the month the article is about). */
function monthMap(title: string, month: string): string {
  const labels = Object.fromEntries(PRICE_AREAS.map((area) => [area, `${ore(monthAvg(area, month))} öre/kWh`]));
  const scale = 40;
  return svgDocument(title, COLORS.slateSoft, [
    swedenMap({ x: 70, y: 30, scale }, { id: 'senaste', labels }),
    text(720, 140, 'Spotpriset', { 'font-size': 40, 'font-weight': 700 }),
    text(720, 188, 'per elområde', { 'font-size': 40, 'font-weight': 700 }),
    text(720, 240, `Månadsmedel ${formatMonthYear(month)},`, { 'font-size': 26 }),
    text(720, 276, 'öre/kWh exklusive moms', { 'font-size': 26 }),
    text(720, 340, 'Schematisk karta', { 'font-size': 22, fill: COLORS.muted }),
    text(720, 560, 'Källa: Elpriset just nu.se', { 'font-size': 18, fill: COLORS.muted }),
    text(720, 586, '(day-ahead-priser), beräkning Elvalet', { 'font-size': 18, fill: COLORS.muted }),
  ]);
}

/** The map of the four areas with the city each is named after. */
function areasMap(title: string): string {
  return svgDocument(title, COLORS.slateSoft, [
    swedenMap({ x: 70, y: 30, scale: 40 }, { id: 'omraden', labels: {} }),
    text(720, 150, 'Sveriges fyra', { 'font-size': 44, 'font-weight': 700 }),
    text(720, 202, 'elområden', { 'font-size': 44, 'font-weight': 700 }),
    text(720, 256, 'Sedan 2011 är Sverige', { 'font-size': 26 }),
    text(720, 292, 'indelat i SE1, SE2, SE3', { 'font-size': 26 }),
    text(720, 328, 'och SE4.', { 'font-size': 26 }),
    text(720, 392, 'Schematisk karta', { 'font-size': 22, fill: COLORS.muted }),
  ]);
}

/** A small map next to the yearly averages of each area as lines. */
function mapWithYearlyLines(title: string, years: readonly number[]): string {
  const scale = 36;
  const { width } = mapSize(scale);
  const plot: Plot = { left: 480, right: 1120, top: 190, bottom: 520, max: 0 };
  const values = PRICE_AREAS.map((area) => years.map((year) => yearAvg(area, year)));
  plot.max = niceMax(Math.max(...values.flat()));
  const x = (i: number) => plot.left + 40 + ((plot.right - plot.left - 80) * i) / (years.length - 1);
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / plot.max;
  const dashes: Record<PriceArea, string | undefined> = { SE1: undefined, SE2: '10 6', SE3: '3 5', SE4: '14 5 4 5' };
  // End labels at least 26 px apart, so areas with almost equal prices stay readable.
  const labelY = PRICE_AREAS.map((_, a) => y(values[a]!.at(-1)!) + 8);
  const order = PRICE_AREAS.map((_, a) => a).sort((a, b) => labelY[a]! - labelY[b]!);
  order.forEach((a, i) => {
    if (i > 0) labelY[a] = Math.max(labelY[a]!, labelY[order[i - 1]!]! + 26);
  });
  const lines = PRICE_AREAS.map((area, a) =>
    group([
      path(polyline(values[a]!.map((v, i) => [x(i), y(v)] as [number, number])), {
        fill: 'none',
        stroke: AREA_INKS[area],
        'stroke-width': 6,
        'stroke-dasharray': dashes[area],
        'stroke-linecap': 'round',
      }),
      ...values[a]!.map((v, i) => circle(x(i), y(v), 7, { fill: AREA_INKS[area] })),
      text(plot.right + 8, labelY[a]!, area, { 'font-size': 22, 'font-weight': 700, fill: AREA_INKS[area] }),
    ]),
  );
  return svgDocument(title, COLORS.paper, [
    swedenMap({ x: 40, y: 60, scale }, { id: 'marknad' }),
    ...PRICE_AREAS.map((area, i) =>
      text(40 + width * 0.35, 60 + [90, 230, 370, 500][i]!, area, { 'font-size': 26, 'font-weight': 700, fill: AREA_INKS[area] }),
    ),
    text(plot.left - 40, 72, 'Årsmedel av spotpriset', { 'font-size': 36, 'font-weight': 700 }),
    text(plot.left - 40, 110, `öre/kWh exklusive moms, ${years[0]}–${years.at(-1)}`, { 'font-size': 22, fill: COLORS.muted }),
    ...yAxis(plot),
    ...lines,
    ...years.map((year, i) => text(x(i), plot.bottom + 34, String(year), { 'font-size': 20, fill: COLORS.muted, 'text-anchor': 'middle' })),
    footnote(SOURCE, plot.left - 40),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Illustrations

function ground(y: number, color: string = COLORS.greenSoft): string {
  return rect(0, y, IMAGE_WIDTH, IMAGE_HEIGHT - y, { fill: color });
}

function contractCards(title: string): string {
  const cards = [
    { label: 'Rörligt pris', fill: COLORS.blueSoft },
    { label: 'Fast pris', fill: COLORS.amberSoft },
    { label: 'Timpris', fill: COLORS.tealSoft },
  ];
  const width = 320;
  const parts = cards.flatMap((card, i) => {
    const x = 70 + i * (width + 45);
    const y = 110;
    const symbol =
      i === 0
        ? path(`M${x + 40} ${y + 250} C${x + 90} ${y + 130} ${x + 130} ${y + 330} ${x + 170} ${y + 220} S${x + 250} ${y + 120} ${x + 280} ${y + 200}`, {
            fill: 'none',
            stroke: COLORS.blue,
            'stroke-width': 8,
            'stroke-linecap': 'round',
          })
        : i === 1
          ? group([
              line(x + 40, y + 240, x + 280, y + 240, { stroke: COLORS.amber, 'stroke-width': 8, 'stroke-linecap': 'round' }),
              padlock(x + 160, y + 150, 90),
            ])
          : group([
              ...[60, 110, 40, 150, 90, 130].map((h, j) => rect(x + 50 + j * 38, y + 290 - h, 26, h, { fill: j === 3 ? COLORS.red : COLORS.teal, rx: 3 })),
              clock(x + 250, y + 120, 40),
            ]);
    return [
      rect(x, y, width, 420, { fill: card.fill, stroke: COLORS.ink, 'stroke-width': 4, rx: 18 }),
      symbol,
      text(x + width / 2, y + 380, card.label, { 'font-size': 34, 'font-weight': 700, 'text-anchor': 'middle' }),
    ];
  });
  return svgDocument(title, COLORS.slateSoft, [text(70, 72, 'Tre sätt att köpa el', { 'font-size': 40, 'font-weight': 700 }), ...parts]);
}

function contractDocuments(title: string): string {
  const docs = [
    {
      label: 'Rörligt',
      icon: (x: number, y: number) =>
        path(`M${x} ${y + 40} l40 -50 l40 30 l40 -60 l40 40`, {
          fill: 'none',
          stroke: COLORS.blue,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
    },
    {
      label: 'Fast',
      icon: (x: number, y: number) => group([line(x, y, x + 160, y, { stroke: COLORS.amber, 'stroke-width': 7 }), padlock(x + 80, y - 55, 56)]),
    },
    {
      label: 'Timpris',
      icon: (x: number, y: number) =>
        group([clock(x + 40, y - 30, 36), ...[30, 60, 20].map((h, j) => rect(x + 100 + j * 24, y + 10 - h, 16, h, { fill: COLORS.teal }))]),
    },
  ];
  const parts = docs.flatMap((doc, i) => {
    const x = 110 + i * 350;
    const y = 120 + (i === 1 ? -20 : 0);
    return [
      documentSheet(x, y, 280, 380),
      ...[0, 1, 2, 3].map((k) => rect(x + 40, y + 250 + k * 30, k === 3 ? 120 : 200, 12, { fill: COLORS.line, rx: 6 })),
      doc.icon(x + 60, y + 205),
      text(x + 140, y + 70, doc.label, { 'font-size': 34, 'font-weight': 700, 'text-anchor': 'middle' }),
    ];
  });
  return svgDocument(title, COLORS.tealSoft, [
    ...parts,
    text(600, 585, 'Rörligt, fast eller timpris – tre sorters elavtal', { 'font-size': 28, 'text-anchor': 'middle' }),
  ]);
}

function fibreBuilding(title: string): string {
  const bx = 560;
  const windows = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      windows.push(
        rect(bx + 40 + col * 100, 130 + row * 95, 60, 60, {
          fill: row === 1 && col === 1 ? COLORS.amberSoft : COLORS.blueSoft,
          stroke: COLORS.ink,
          'stroke-width': 3,
        }),
      );
    }
  }
  return svgDocument(title, COLORS.blueSoft, [
    rect(0, 520, IMAGE_WIDTH, 110, { fill: COLORS.line }),
    rect(bx, 90, 440, 430, { fill: COLORS.paper, stroke: COLORS.ink, 'stroke-width': 4 }),
    ...windows,
    rect(bx + 190, 430, 60, 90, { fill: COLORS.amberSoft, stroke: COLORS.ink, 'stroke-width': 3 }),
    // The street cabinet and the fibre into the building, up to the flat with the router.
    rect(170, 430, 90, 110, { fill: COLORS.teal, stroke: COLORS.ink, 'stroke-width': 4, rx: 8 }),
    path(`M260 500 L${bx - 20} 500 L${bx - 20} 480 L${bx + 20} 480 L${bx + 20} 255 L${bx + 140} 255`, {
      fill: 'none',
      stroke: COLORS.amber,
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    }),
    ...[300, 380, 460].map((x) => circle(x, 500, 6, { fill: COLORS.paper })),
    router(bx + 142, 240, 76),
    text(60, 72, 'Fiber hela vägen in', { 'font-size': 40, 'font-weight': 700 }),
    text(60, 112, 'Från gatan till routern i lägenheten', { 'font-size': 24, fill: COLORS.muted }),
  ]);
}

function gridInvoice(title: string): string {
  const rows = ['Fast avgift', 'Överföringsavgift', 'Effektavgift', 'Energiskatt', 'Moms'];
  const widths = [150, 210, 130];
  const tax = `${formatNumber(energyTaxRate().oreExVat, 1)} öre/kWh`;
  const vat = `${formatNumber(VAT_RATE * 100, 0)} %`;
  return svgDocument(title, COLORS.slateSoft, [
    documentSheet(300, 60, 600, 520),
    text(350, 130, 'Elnätsfaktura', { 'font-size': 38, 'font-weight': 700 }),
    line(350, 150, 850, 150, { stroke: COLORS.ink, 'stroke-width': 3 }),
    ...rows.flatMap((row, i) => {
      const y = 210 + i * 70;
      const right =
        i < 3
          ? rect(850 - widths[i]!, y - 22, widths[i]!, 22, { fill: COLORS.line, rx: 6 })
          : text(850, y, i === 3 ? tax : vat, { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'end' });
      return [text(350, y, row, { 'font-size': 28 }), right, line(350, y + 22, 850, y + 22, { stroke: COLORS.line, 'stroke-width': 2 })];
    }),
    text(350, 555, 'Energiskatt 2026 exklusive moms. Övriga belopp beror på ditt elnätsföretag.', { 'font-size': 17, fill: COLORS.muted }),
    pylon(150, 560, 360),
    pylon(1060, 560, 300),
  ]);
}

function gridBillPoleFuse(title: string): string {
  return svgDocument(title, COLORS.amberSoft, [
    ground(540, COLORS.greenSoft),
    pylon(200, 560, 440),
    path('M40 170 Q200 230 360 160', { fill: 'none', stroke: COLORS.ink, 'stroke-width': 3 }),
    documentSheet(430, 90, 340, 440),
    text(470, 160, 'Elnät', { 'font-size': 36, 'font-weight': 700 }),
    ...[0, 1, 2, 3, 4].map((k) =>
      group([
        rect(470, 200 + k * 60, 140, 16, { fill: COLORS.line, rx: 8 }),
        rect(650, 200 + k * 60, 80, 16, { fill: k === 4 ? COLORS.ink : COLORS.line, rx: 8 }),
      ]),
    ),
    mainFuse(960, 330, 190),
    text(960, 500, 'Huvudsäkring', { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'middle' }),
  ]);
}

function renewableLandscape(title: string): string {
  return svgDocument(title, COLORS.blueSoft, [
    circle(1080, 110, 50, { fill: COLORS.amberSoft, stroke: COLORS.amber, 'stroke-width': 4 }),
    path('M0 430 Q200 330 420 410 T860 390 T1200 400 L1200 630 L0 630 Z', { fill: COLORS.greenSoft, stroke: COLORS.green, 'stroke-width': 3 }),
    windTurbine(140, 430, 260, 10),
    windTurbine(290, 410, 200, 40),
    hydroPlant(430, 520, 260),
    rect(430, 520, 260, 110, { fill: COLORS.blue }),
    house(800, 540, 220, 200),
    solarPanels(800, 430, 910, 340, 3),
    pylon(1110, 560, 260),
    path('M1000 320 Q1060 350 1120 320 T1240 320', { fill: 'none', stroke: COLORS.ink, 'stroke-width': 3 }),
  ]);
}

function savingHouse(title: string): string {
  return svgDocument(title, COLORS.greenSoft, [
    path('M120 260 L600 60 L1080 260', { fill: 'none', stroke: COLORS.ink, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
    rect(180, 250, 840, 330, { fill: COLORS.paper, stroke: COLORS.ink, 'stroke-width': 6, rx: 6 }),
    thermostat(320, 400, 80),
    washingMachine(470, 320, 160),
    bulb(750, 370, 90),
    meter(880, 300, 110),
    text(320, 535, 'Värme', { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'middle' }),
    text(550, 535, 'Tvätt', { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'middle' }),
    text(750, 535, 'Belysning', { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'middle' }),
    text(935, 535, 'Elmätare', { 'font-size': 26, 'font-weight': 600, 'text-anchor': 'middle' }),
  ]);
}

function consumptionMeter(title: string): string {
  // An illustrative day profile (no figures): low at night, peaks morning and evening.
  const profile = [3, 2, 2, 2, 2, 3, 6, 9, 7, 5, 4, 4, 5, 4, 4, 5, 7, 10, 11, 9, 7, 6, 4, 3];
  return svgDocument(title, COLORS.paper, [
    meter(90, 150, 260),
    rect(430, 120, 700, 330, { fill: COLORS.slateSoft, stroke: COLORS.ink, 'stroke-width': 4, rx: 14 }),
    ...profile.map((h, i) => rect(460 + i * 27.5, 420 - h * 24, 20, h * 24, { fill: h >= 9 ? COLORS.red : COLORS.teal, rx: 3 })),
    line(455, 422, 1110, 422, { stroke: COLORS.ink, 'stroke-width': 3 }),
    text(460, 165, 'Förbrukning under dygnet', { 'font-size': 28, 'font-weight': 700 }),
    washingMachine(450, 480, 100),
    bulb(640, 540, 60),
    thermostat(800, 540, 55),
    group([
      rect(920, 480, 130, 100, { fill: COLORS.paper, stroke: COLORS.ink, 'stroke-width': 4, rx: 8 }),
      rect(940, 500, 90, 40, { fill: COLORS.ink, rx: 4 }),
    ]),
  ]);
}

function greenPower(title: string): string {
  return svgDocument(title, COLORS.greenSoft, [
    ground(500, COLORS.paper),
    windTurbine(560, 500, 330, 20),
    hydroPlant(80, 500, 300),
    rect(80, 500, 300, 130, { fill: COLORS.blue }),
    path('M760 330 C860 330 880 420 980 420 L1130 420', { fill: 'none', stroke: COLORS.ink, 'stroke-width': 8, 'stroke-linecap': 'round' }),
    rect(1120, 400, 50, 40, { fill: COLORS.line, stroke: COLORS.ink, 'stroke-width': 4, rx: 6 }),
    leaf(880, 270, 150, 25),
    text(60, 72, 'Grön el', { 'font-size': 40, 'font-weight': 700 }),
  ]);
}

function piggyWithMeterAndLamp(title: string): string {
  return svgDocument(title, COLORS.amberSoft, [
    ground(520, COLORS.paper),
    piggyBank(420, 400, 360),
    meter(760, 230, 170),
    line(1000, 60, 1000, 180, { stroke: COLORS.ink, 'stroke-width': 4 }),
    bulb(1000, 230, 100),
    text(60, 72, 'Spara pengar på elen', { 'font-size': 40, 'font-weight': 700 }),
  ]);
}

/** An open book with the school's eight steps as a numbered list on its pages. */
function schoolBook(title: string, labels: readonly string[]): string {
  const left = labels.slice(0, 4);
  const right = labels.slice(4);
  const page = (x: number, items: readonly string[], start: number) =>
    items.flatMap((label, i) => [
      circle(x + 40, 210 + i * 80, 22, { fill: COLORS.teal }),
      text(x + 40, 218 + i * 80, String(start + i), { 'font-size': 24, 'font-weight': 700, fill: COLORS.paper, 'text-anchor': 'middle' }),
      text(x + 78, 218 + i * 80, label, { 'font-size': 26 }),
    ]);
  return svgDocument(title, COLORS.tealSoft, [
    path('M100 150 Q340 110 600 160 L600 560 Q340 510 100 550 Z', { fill: COLORS.paper, stroke: COLORS.ink, 'stroke-width': 5, 'stroke-linejoin': 'round' }),
    path('M1100 150 Q860 110 600 160 L600 560 Q860 510 1100 550 Z', { fill: COLORS.paper, stroke: COLORS.ink, 'stroke-width': 5, 'stroke-linejoin': 'round' }),
    ...page(130, left, 1),
    ...page(630, right, 5),
    text(600, 82, 'El-avtals-skolan i åtta steg', { 'font-size': 40, 'font-weight': 700, 'text-anchor': 'middle' }),
  ]);
}

// ---------------------------------------------------------------------------------------------

export interface ArticleImage {
  /** Path under public/: 'images/blog/<slug>.svg'. */
  file: string;
  svg: string;
}

/** The school's image (structured data), with its sections' navigation labels. */
export const SCHOOL_IMAGE_FILE = 'images/el-avtals-skolan.svg';

/**
 * Every image: per article and guide (keyed by collection directory and slug; titles follow each
 * imageAlt), and the school's, which lists `schoolLabels`.
 */
export function drawArticleImages(schoolLabels: readonly string[]): ArticleImage[] {
  const drawings: Record<string, () => string> = {
    'blog/elpriser-oktober-november-2025': () =>
      twoMonthBars('Stapeldiagram över spotprisets månadsmedel i elområdena SE1–SE4 i oktober och november 2025', ['2025-10', '2025-11']),
    'blog/elpriser-stockholm-trender-2024': () =>
      yearOverYearLines('Linjediagram över spotprisets månadsmedel i elområde SE3 under 2023 och 2024', 'SE3', [2023, 2024]),
    'blog/sa-satts-elpriset': () =>
      quarterHourBars('Stapeldiagram över ett dygns spotpriser per kvart i elområde SE3; dygnets datum står i diagrammets rubrik', 'SE3'),
    'blog/elpriser-vintern-2025-2026': () => monthMap('Schematisk karta över Sveriges fyra elområden med spotprisets månadsmedel i mars 2026', '2026-03'),
    'blog/elomraden-sverige-guide': () => areasMap('Schematisk karta över de fyra elområdena SE1 Luleå, SE2 Sundsvall, SE3 Stockholm och SE4 Malmö'),
    'blog/guide-till-elavtal': () => contractCards('Tre kort som jämför rörligt pris, fast pris och timpris'),
    'blog/fiber-internet-stockholm': () => fibreBuilding('En fiberkabel från gatan in i ett flerbostadshus, fram till en router i en lägenhet'),
    'blog/natavgifter-forklaring': () => gridInvoice('En elnätsfaktura med fast avgift, överföringsavgift, effektavgift, energiskatt och moms'),
    'blog/fornybar-el-i-sverige': () => renewableLandscape('Ett landskap med vindkraftverk, ett vattenkraftverk, solpaneler på ett hustak och en kraftledning'),
    'blog/spara-pa-el': () => savingHouse('Ett hus med termostat, tvättmaskin, glödlampa och elmätare'),
    'guider/elavtal-guide': () => contractDocuments('Tre elavtal sida vid sida: rörligt pris, fast pris och timpris'),
    'guider/elforbrukning-tips': () => consumptionMeter('En elmätare med en förbrukningsgraf och hushållsapparater'),
    'guider/forstaa-elmarknaden': () =>
      mapWithYearlyLines('Schematisk karta över elområdena SE1–SE4 och spotprisets årsmedel 2023–2025 per område', [2023, 2024, 2025]),
    'guider/groen-el-guide': () => greenPower('Ett vindkraftverk, ett vattenkraftverk och ett löv bredvid en elkabel'),
    'guider/natavgifter-guide': () => gridBillPoleFuse('En elnätsfaktura bredvid en elstolpe och en huvudsäkring'),
    'guider/spara-pengar-el': () => piggyWithMeterAndLamp('En spargris bredvid en elmätare och en lampa'),
  };
  const images = Object.entries(drawings)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([key, draw]) => ({ file: `images/${key}.svg`, svg: draw() }));
  return [...images, { file: SCHOOL_IMAGE_FILE, svg: schoolBook('En uppslagen bok med El-avtals-skolans åtta avsnitt', schoolLabels) }];
}
