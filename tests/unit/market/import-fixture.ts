import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ELPRISKOLLEN_COLUMNS } from '@/scripts/lib/build-offers';
import type { CorrectionLists } from '@/scripts/lib/build-offers';

/**
 * A small raw folder in the shape of the raw offers folder: a README with the files table, one
 * Elpriskollen CSV per area and an SCB CSV, for the import's tests. Rows are written as the real
 * files write them ('7.50 öre/kWh', a bare 0 for an empty part).
 */

export type Row = Partial<Record<(typeof ELPRISKOLLEN_COLUMNS)[number], string>>;

const ore = (value: number) => (value === 0 ? '0' : `${value.toFixed(2)} öre/kWh`);

/** A consistent row: the total is 1,25 × the parts, the VAT the difference. */
export function row(fields: {
  product: string;
  supplier: string;
  type: string;
  area: string;
  date: string;
  fee: number;
  fixed?: number;
  spot?: number;
  markup?: number;
  variable?: number;
  source?: string;
}): Row {
  const parts = fields.fee + (fields.fixed ?? 0) + (fields.spot ?? 0) + (fields.markup ?? 0) + (fields.variable ?? 0);
  const total = Math.round(parts * 125) / 100;
  return {
    contract_name: fields.product,
    retailer_name: fields.supplier,
    fixed_price_element_ore_kwh: ore(fields.fee),
    unit_price_ore_kwh: ore(fields.fixed ?? 0),
    wholesale_price_monthly_avg_ore_kwh: ore(fields.spot ?? 0),
    markup_ore_kwh: ore(fields.markup ?? 0),
    variable_costs_ore_kwh: ore(fields.variable ?? 0),
    vat_ore_kwh: ore(Math.round((total - parts) * 100) / 100),
    total_ore_kwh: ore(total),
    energy_source: fields.source ?? 'Vatten',
    contract_type: fields.type,
    date: fields.date,
    bidding_zone: fields.area,
  };
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csv(rows: readonly Row[], columns: readonly string[] = ELPRISKOLLEN_COLUMNS): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell((r as Record<string, string | undefined>)[c] ?? '')).join(','))].join('\n') + '\n';
}

export const AREAS = [
  { area: 'SE1', file: 'scraped_data_se1_2026-07-26.csv', date: '2026-07-26', postcode: '972 31', spot: 44.84 },
  { area: 'SE2', file: 'scraped_data_se2_2026-07-19.csv', date: '2026-07-19', postcode: '852 29', spot: 43.66 },
  { area: 'SE3', file: 'scraped_data_se3_2026-07-25.csv', date: '2026-07-25', postcode: '741 76', spot: 77.98 },
  { area: 'SE4', file: 'scraped_data_se4_2026-07-12.csv', date: '2026-07-12', postcode: '211 09', spot: 103.72 },
] as const;

/** Two offers per area (a quarterly and a fixed one), and in SE3 a mixed one and a few to correct. */
export function fixtureRows(): Record<string, Row[]> {
  const byArea: Record<string, Row[]> = {};
  for (const { area, date, spot } of AREAS) {
    const n = area.slice(2);
    byArea[area] = [
      row({
        product: `Kvartspris elområde ${n}`,
        supplier: 'Alfa Energi Elhandel AB',
        type: 'quarterly_price',
        area,
        date,
        fee: 10,
        spot,
        markup: 2,
        variable: 3,
        source: 'Sol_Vind_Bra miljöval',
      }),
      row({ product: 'Fast pris 1 år, vind', supplier: 'BETA KRAFT AB', type: 'fixed_price_1_year', area, date, fee: 20, fixed: 90, source: 'Vind' }),
    ];
  }
  byArea.SE3!.push(
    row({
      product: 'Mix 50/50',
      supplier: 'Alfa Energi Elhandel AB',
      type: 'mixed_price',
      area: 'SE3',
      date: '2026-07-25',
      fee: 10,
      fixed: 45,
      spot: 38.99,
      markup: 1,
      variable: 1,
      source: 'Kärnkraft_Vatten',
    }),
    row({
      product: 'Fast pris 1 år , vatten',
      supplier: 'BETA KRAFT AB',
      type: 'fixed_price_1_year',
      area: 'SE3',
      date: '2026-07-25',
      fee: 20,
      fixed: 91,
      source: 'Fossilt',
    }),
    row({
      product: 'Test privat',
      supplier: 'EI Testföretag',
      type: 'variable_price',
      area: 'SE3',
      date: '2026-07-25',
      fee: 50,
      spot: 77.98,
      markup: 1000,
      variable: 1000,
      source: 'Sol',
    }),
  );
  return byArea;
}

export function readme(counts: Readonly<Record<string, number>>): string {
  const table = AREAS.map(({ area, file, date, postcode }) => `| \`${file}\` | ${area} | ${postcode} | ${date} | ${counts[area]} |`).join('\n');
  return [
    '# Electricity retail offers (fixture)',
    '',
    '| file | area | postcode used | scraped | offers |',
    '|---|---|---|---|---|',
    table,
    '',
    'Provenance: github.com/example/scrape (fixture).',
    '',
    '`scb_SSDManadElhandelpris_2026-07_2026-08.csv`: SCB table, published 2026-09-23.',
    '',
  ].join('\n');
}

/** SCB's table for two months, complete: every contract, area and household. */
export function scbCsv(): string {
  const lines = ['avtal,elomrade,typkund,typkund_kwh_ar,manad,ore_per_kwh_exkl_moms_exkl_energiskatt'];
  const contracts = ['rorligt', 'avtal1ar', 'avtal2ar', 'avtal3ar', 'anvisat'];
  const kwh = [2000, 5000, 20000, 30000];
  contracts.forEach((avtal, c) =>
    AREAS.forEach(({ area }, a) =>
      kwh.forEach((k, t) =>
        ['2026-07', '2026-08'].forEach((month, m) => lines.push(`${avtal},${area},${t + 1},${k},${month},${(50 + c * 10 + a + t / 10 + m).toFixed(1)}`)),
      ),
    ),
  );
  return `${lines.join('\n')}\n`;
}

export async function writeOffersFixture(byArea: Record<string, Row[]> = fixtureRows(), options: { readme?: string; scb?: string } = {}): Promise<string> {
  const raw = await mkdtemp(path.join(tmpdir(), 'offers-fixture-'));
  const dir = path.join(raw, 'offers');
  await mkdir(path.join(dir, 'elpriskollen'), { recursive: true });
  await mkdir(path.join(dir, 'scb'), { recursive: true });
  const counts = Object.fromEntries(AREAS.map(({ area }) => [area, byArea[area]?.length ?? 0]));
  await writeFile(path.join(dir, 'README.md'), options.readme ?? readme(counts));
  for (const { area, file } of AREAS) await writeFile(path.join(dir, 'elpriskollen', file), csv(byArea[area] ?? []));
  await writeFile(path.join(dir, 'scb', 'scb_SSDManadElhandelpris_2026-07_2026-08.csv'), options.scb ?? scbCsv());
  return raw;
}

/** The fixture's reviewed lists: one exclusion, one origin correction with evidence, one override. */
export const FIXTURE_CORRECTIONS: CorrectionLists = {
  exclusions: [{ area: 'SE3', supplier: 'EI Testföretag', product: 'Test privat', type: 'variable_price', reason: 'test company' }],
  origins: [
    {
      area: 'SE3',
      supplier: 'BETA KRAFT AB',
      product: 'Fast pris 1 år , vatten',
      type: 'fixed_price_1_year',
      raw: 'Fossilt',
      corrected: 'Vatten',
      evidence: [{ area: 'SE3', supplier: 'BETA KRAFT AB', product: 'Fast pris 1 år, vind', type: 'fixed_price_1_year', energySource: 'Vind' }],
      note: 'Ursprunget är rättat.',
    },
  ],
  notes: [],
  residuals: [],
  names: [{ legalName: 'BETA KRAFT AB', name: 'Beta Kraft', reason: 'capitals' }],
};
