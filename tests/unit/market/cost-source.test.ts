/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { jamforprisOre } from '@/lib/market/cost';
import { resolveRawDataDir } from '@/scripts/lib/raw-data';
import { RAW_OFFERS_DIR, parseElpriskollenFile, readmeFiles, type ParsedRow } from '@/scripts/lib/build-offers';
import { TOTAL_RESIDUALS } from '@/lib/content/reviewed-lists';
import { sameRow } from '@/scripts/lib/offer-corrections';

/**
 * At 2 000 kWh the one cost model gives Elpriskollen's own jämförpris
 * (`total_ore_kwh`) for every offer of the raw files, to 0,01 öre. The model is fed each row's
 * parts as the file gives them; the six mixat rows whose printed parts do not add up to their own
 * total within 0,01 öre (rounded halves) are listed, reviewed, in TOTAL_RESIDUALS and checked to
 * be off by exactly what the list says and never by more than 0,02 öre.
 */

const repoRoot = path.resolve(__dirname, '../../..');
const offersDir = path.join(resolveRawDataDir(repoRoot), RAW_OFFERS_DIR);
const haveRaw = existsSync(path.join(offersDir, 'README.md'));
if (!haveRaw) console.warn(`Skipping the cost model against Elpriskollen's rows: no raw data at ${offersDir} (set RAW_DATA_DIR).`);

function rawRows(): ParsedRow[] {
  const readme = readFileSync(path.join(offersDir, 'README.md'), 'utf8');
  return readmeFiles(readme).flatMap((info) =>
    parseElpriskollenFile(info.file, readFileSync(path.join(offersDir, 'elpriskollen', info.file), 'utf8'), info.area),
  );
}

(haveRaw ? describe : describe.skip)("Elpriskollen's jämförpris at 2 000 kWh, every row", () => {
  const rows = haveRaw ? rawRows() : [];
  const gap = (row: ParsedRow) =>
    jamforprisOre(
      {
        feeElementOre: row.raw.fixed_price_element_ore_kwh,
        fixedPriceOre: row.raw.unit_price_ore_kwh,
        spotOre: row.raw.wholesale_price_monthly_avg_ore_kwh,
        markupOre: row.raw.markup_ore_kwh,
        variableCostsOre: row.raw.variable_costs_ore_kwh,
      },
      2000,
    ) - row.raw.total_ore_kwh;
  const listed = (row: ParsedRow) =>
    TOTAL_RESIDUALS.some((entry) =>
      sameRow(entry, { area: row.area, supplier: row.cells.retailer_name!, product: row.cells.contract_name!, type: row.cells.contract_type! }),
    );

  it('reads all 1 766 offers of the four files', () => {
    expect(rows).toHaveLength(1766);
  });

  it('reproduces every row to 0,01 öre, except the reviewed mixat rows', () => {
    const off = rows.filter((row) => !listed(row) && Math.abs(gap(row)) > 0.01 + 1e-9);
    expect(off.map((row) => `${row.file}:${row.line} ${gap(row).toFixed(4)}`)).toEqual([]);
    expect(rows.filter((row) => !listed(row))).toHaveLength(1766 - TOTAL_RESIDUALS.length);
  });

  it('is off for the listed rows by exactly what the list records, and by at most 0,02 öre', () => {
    const residualRows = rows.filter(listed);
    expect(residualRows).toHaveLength(TOTAL_RESIDUALS.length);
    for (const row of residualRows) {
      const entry = TOTAL_RESIDUALS.find((e) =>
        sameRow(e, { area: row.area, supplier: row.cells.retailer_name!, product: row.cells.contract_name!, type: row.cells.contract_type! }),
      )!;
      expect(row.raw.contract_type).toBe('mixed_price');
      expect(
        jamforprisOre(
          {
            feeElementOre: row.raw.fixed_price_element_ore_kwh,
            fixedPriceOre: row.raw.unit_price_ore_kwh,
            spotOre: row.raw.wholesale_price_monthly_avg_ore_kwh,
            markupOre: row.raw.markup_ore_kwh,
            variableCostsOre: row.raw.variable_costs_ore_kwh,
          },
          2000,
        ),
      ).toBeCloseTo(entry.fromComponents, 9);
      expect(Math.abs(gap(row))).toBeLessThanOrEqual(0.02);
    }
  });
});
