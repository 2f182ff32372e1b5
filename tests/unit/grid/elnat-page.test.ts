/** @jest-environment node */
import { getAllGridOperators, getGridTariffMeta } from '@/lib/content/grid-tariffs';
import { getElnatPage } from '@/lib/grid/elnat-page';
import { buildElnatRows, VERIFICATION_STATUSES, type ElnatRow } from '@/lib/grid/elnat-table';
import { formatDate, formatNumber } from '@/lib/format';

/** The /elnat page model over the bundled tariffs: relations, so a tariff import changes nothing here. */
describe('the /elnat page model', () => {
  const page = getElnatPage();
  const operators = getAllGridOperators();

  it('has a row per operator tariff and the dates the data gives', () => {
    const withoutPage = (rows: readonly ElnatRow[]) => rows.map((row) => ({ ...row, pagePath: null }));
    expect(withoutPage(page.rows)).toEqual(withoutPage(buildElnatRows(operators, page.sourceDate)));
    // Every operator of the tariff data has its own page, which its name links to.
    expect(page.rows.every((row) => row.pagePath?.startsWith('/elnat/'))).toBe(true);
    expect(page.operatorCount).toBe(operators.length);
    expect(page.referenceDate).toBe(getGridTariffMeta().referenceDate);
    expect(page.sourceDate).toBe(getGridTariffMeta().source.commitDate.slice(0, 10));
    expect(page.firstFromDate <= page.lastDate).toBe(true);
    expect(page.lastDate >= page.sourceDate).toBe(true);
    // A list dated more than a year before the source read it is marked as one that may have changed.
    for (const row of page.rows) {
      const old = row.fromDate !== null && row.fromDate < `${Number(page.sourceDate.slice(0, 4)) - 1}${page.sourceDate.slice(4)}`;
      expect(row.fromDateNote).toBe(old ? 'kan ha ändrats' : null);
    }
    expect(page.rows.filter((row) => row.fromDateNote).map((row) => row.id)).toEqual(expect.arrayContaining(['e-on-nord', 'almnas-elnat-ab']));
  });

  it('fills every figure of the copy from the data, leaving no {placeholder}', () => {
    expect(JSON.stringify(page.copy)).not.toMatch(/\{\w+\}/);
    expect(page.copy.tableHeading).toBe(`${formatNumber(operators.length)} elnätsbolag`);
    // The copy never says the lists applied on a day the source cannot vouch for.
    expect(JSON.stringify(page.copy)).not.toContain(formatDate(page.referenceDate));
    expect(page.copy.basisNote).toContain(formatDate(page.sourceDate));
    expect(page.copy.basisNote).toContain('25\u00A0% moms');
    expect(page.copy.dataset.description).toContain(`för ${formatNumber(operators.length)} svenska elnätsbolag`);
    expect(Object.keys(page.copy.statusNotes).sort()).toEqual([...VERIFICATION_STATUSES].sort());
  });

  it('names each tariff with a correction or an unknown fee once, and every operator without fees', () => {
    expect(new Set(page.notes.map((note) => note.id)).size).toBe(page.notes.length);
    for (const note of page.notes) {
      expect(note.lines.length).toBeGreaterThan(0);
      expect(new Set(note.lines).size).toBe(note.lines.length);
    }
    expect(page.placeholders).toEqual(operators.filter((operator) => operator.status === 'placeholder').map((operator) => operator.name));
  });
});
