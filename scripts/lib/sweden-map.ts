import { priceAreaColors } from '../../lib/design-tokens';
import type { PriceArea } from '../../lib/domain/price-area';

import { circle, COLORS, el, group, line, path, polyline, round, text } from './svg';

/**
 * A schematic map of Sweden for illustrations: an outline through well-known coastal and border
 * places (rounded coordinates), Gotland and Öland as ellipses, and the four price areas as bands
 * between approximate border lines. It shows which part of the country each area covers; it is
 * not a map to measure on, and the images that use it say "schematisk karta" in their title.
 */

type LatLon = readonly [lat: number, lon: number];

/** Clockwise from Treriksröset: the Finnish border, the east coast, the west coast, the Norwegian border. */
const OUTLINE: readonly LatLon[] = [
  [69.06, 20.55],
  [68.44, 22.48],
  [67.8, 23.45],
  [67.2, 23.6],
  [66.39, 23.65],
  [65.83, 24.14],
  [65.78, 23.3],
  [65.58, 22.15],
  [65.32, 21.48],
  [64.7, 21.25],
  [63.82, 20.3],
  [63.29, 18.75],
  [62.63, 17.95],
  [62.39, 17.4],
  [61.73, 17.15],
  [61.3, 17.1],
  [60.67, 17.2],
  [60.34, 18.45],
  [59.76, 18.75],
  [59.4, 18.95],
  [58.9, 17.95],
  [58.67, 17.1],
  [57.76, 16.65],
  [57.26, 16.5],
  [56.66, 16.38],
  [56.16, 15.6],
  [56.05, 14.6],
  [55.92, 14.3],
  [55.56, 14.35],
  [55.43, 13.82],
  [55.37, 13.16],
  [55.6, 12.98],
  [55.87, 12.83],
  [56.05, 12.69],
  [56.3, 12.45],
  [56.67, 12.86],
  [56.9, 12.49],
  [57.1, 12.25],
  [57.7, 11.9],
  [58.27, 11.43],
  [58.94, 11.17],
  [59.1, 11.25],
  [59.5, 11.84],
  [59.88, 12.3],
  [60.5, 12.6],
  [61.2, 12.4],
  [62.1, 12.25],
  [63.32, 12.1],
  [64.5, 14.1],
  [65.9, 14.6],
  [67.1, 16.2],
  [67.7, 17.4],
  [68.43, 18.13],
];

const GOTLAND = { lat: 57.5, lon: 18.55, rLat: 0.42, rLon: 0.55, rotate: -35 };
const OLAND = { lat: 56.72, lon: 16.62, rLat: 0.62, rLon: 0.13, rotate: -12 };

/** Approximate area borders, each from the Norwegian border to the coast (west point first). */
const BORDERS: readonly (readonly [LatLon, LatLon])[] = [
  [
    [65.9, 13.5],
    [64.5, 22.5],
  ], // SE1 | SE2, south of Skellefteå
  [
    [62.2, 11.5],
    [60.95, 19.5],
  ], // SE2 | SE3, north of Dalarna and Gävle
  [
    [57.0, 11.0],
    [57.15, 17.5],
  ], // SE3 | SE4, Halland and Småland split
];

export const AREA_FILLS: Readonly<Record<PriceArea, string>> = {
  SE1: COLORS.blueSoft,
  SE2: COLORS.tealSoft,
  SE3: COLORS.amberSoft,
  SE4: COLORS.redSoft,
};
/** The price areas' colours of the site's charts (lib/design-tokens.ts). */
export const AREA_INKS: Readonly<Record<PriceArea, string>> = priceAreaColors;

/** Where each area's label and dot go, and the city the price area is commonly named after. */
export const AREA_CITIES: Readonly<Record<PriceArea, { city: string; at: LatLon }>> = {
  SE1: { city: 'Luleå', at: [65.58, 22.15] },
  SE2: { city: 'Sundsvall', at: [62.39, 17.31] },
  SE3: { city: 'Stockholm', at: [59.33, 18.07] },
  SE4: { city: 'Malmö', at: [55.6, 13.0] },
};

const LAT_TOP = 69.2;
const LON_LEFT = 10.9;
const COS_LAT = Math.cos((62 * Math.PI) / 180);

export interface MapFrame {
  x: number;
  y: number;
  /** Pixels per degree of latitude. */
  scale: number;
}

export function project(frame: MapFrame, [lat, lon]: LatLon): [number, number] {
  return [frame.x + (lon - LON_LEFT) * COS_LAT * frame.scale, frame.y + (LAT_TOP - lat) * frame.scale];
}

/** Width and height the map takes at a scale. */
export function mapSize(scale: number): { width: number; height: number } {
  return { width: (24.4 - LON_LEFT) * COS_LAT * scale, height: (LAT_TOP - 55.2) * scale };
}

function ellipse(frame: MapFrame, shape: typeof GOTLAND, attrs: Record<string, string>): string {
  const [cx, cy] = project(frame, [shape.lat, shape.lon]);
  return el('ellipse', {
    cx: round(cx),
    cy: round(cy),
    rx: round(shape.rLon * COS_LAT * frame.scale),
    ry: round(shape.rLat * frame.scale),
    transform: `rotate(${shape.rotate} ${round(cx)} ${round(cy)})`,
    ...attrs,
  });
}

/**
 * The map with the areas coloured, an outline, and (optionally) a label per area: its code, the
 * city, and a value line such as a price. `id` keeps clip-path ids unique within one file.
 */
export function swedenMap(frame: MapFrame, { id = 'sverige', labels }: { id?: string; labels?: Partial<Record<PriceArea, string>> } = {}): string {
  const outline = polyline(
    OUTLINE.map((point) => project(frame, point)),
    true,
  );
  const islands = [ellipse(frame, GOTLAND, {}), ellipse(frame, OLAND, {})];
  const far = (lat: number) => [lat, 0] as const;
  // Band polygons between consecutive borders, wide enough to cover the country.
  const lines: readonly (readonly [LatLon, LatLon])[] = [[far(80), [80, 30]], ...BORDERS, [far(50), [50, 30]]];
  const areas: PriceArea[] = ['SE1', 'SE2', 'SE3', 'SE4'];
  const bands = areas.map((area, i) => {
    const [a, b] = lines[i]!;
    const [c, d] = lines[i + 1]!;
    const points = [
      [a[0], a[1] - 10],
      [b[0], b[1] + 20],
      [d[0], d[1] + 20],
      [c[0], c[1] - 10],
    ] as LatLon[];
    return path(
      polyline(
        points.map((p) => project(frame, p)),
        true,
      ),
      { fill: AREA_FILLS[area] },
    );
  });
  const borders = BORDERS.map(([west, east]) => {
    const [x1, y1] = project(frame, west);
    const [x2, y2] = project(frame, east);
    return el('line', { x1, y1, x2, y2, stroke: COLORS.muted, 'stroke-width': 2, 'stroke-dasharray': '6 5' });
  });
  const clipId = `${id}-land`;
  const parts = [
    el('defs', {}, el('clipPath', { id: clipId }, [path(outline), ...islands])),
    group([...bands, ...borders], { 'clip-path': `url(#${clipId})` }),
    path(outline, { fill: 'none', stroke: COLORS.ink, 'stroke-width': 2.5, 'stroke-linejoin': 'round' }),
    ...islands.map((island) => island.replace('/>', ` fill="none" stroke="${COLORS.ink}" stroke-width="2"/>`)),
  ];
  if (labels) {
    for (const area of areas) {
      const { city, at } = AREA_CITIES[area];
      const [x, y] = project(frame, at);
      parts.push(circle(x, y, 7, { fill: AREA_INKS[area], stroke: COLORS.paper, 'stroke-width': 2 }));
      const value = labels[area];
      // Labels sit to the right of the country, level with the city.
      const labelX = frame.x + mapSize(frame.scale).width + 16;
      parts.push(line(x + 9, y, labelX - 8, y, { stroke: AREA_INKS[area], 'stroke-width': 2 }));
      parts.push(text(labelX, y - 4, `${area} ${city}`, { 'font-size': 28, 'font-weight': 700, fill: AREA_INKS[area] }));
      if (value) parts.push(text(labelX, y + 28, value, { 'font-size': 24, fill: COLORS.ink }));
    }
  }
  return group(parts);
}
