import { DataAge, DataAgeWarning } from '@/components/ui/data-age';
import { coverageGaps, coverageLead, type AreaCoverage } from '@/lib/market/coverage';
import { cx } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import { staleWarning } from '@/lib/domain/data-age';

/**
 * Before the first offer, never collapsed: how many offers and suppliers the list holds, the
 * postcode and the day Elpriskollen was read for them (with its age once the browser knows
 * today's date), and what the list lacks (docs/rules/transparency.md, "Coverage"). Past the
 * offers' age threshold a warning follows.
 */
export function CoverageStatement({ coverage, className }: { coverage: AreaCoverage; className?: string }) {
  return (
    <div className={cx('space-y-2', className)}>
      <p className="text-sm" data-testid="coverage" data-area={coverage.area}>
        {coverageLead(coverage)} den <DataAge kind="offers" date={coverage.date} text={formatDate(coverage.date)} />. {coverageGaps(coverage)}
      </p>
      <DataAgeWarning {...staleWarning('offers', coverage.date)} />
    </div>
  );
}
