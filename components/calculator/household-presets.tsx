import { buttonVariants } from '@/components/ui/button-variants';
import { ECHO_DECIMALS } from '@/lib/domain/calculator';
import { formatKwh } from '@/lib/format';
import { HOUSEHOLDS } from '@/lib/market/consumption';
import { cx } from '@/lib/utils';

/** Ei's three household types, the same presets as on /jamfor (docs/rules/households.md); the one typed is pressed. */
export function HouseholdPresets({ annualKwh, onPick }: { annualKwh: number | null; onPick: (annualKwh: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Välj boendetyp – eller skriv din egen förbrukning</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {HOUSEHOLDS.map((household) => {
          const pressed = annualKwh === household.annualKwh;
          return (
            <button
              key={household.key}
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(household.annualKwh)}
              className={cx(buttonVariants({ variant: pressed ? 'default' : 'outline', size: 'sm' }), 'h-auto flex-col gap-0 py-2')}
            >
              <span>{household.label}</span>
              <span className={cx('text-xs font-normal', pressed ? 'text-primary-foreground' : 'text-muted-foreground')}>
                {formatKwh(household.annualKwh, ECHO_DECIMALS)}/år
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
