import { formatKwh, formatNumber } from '@/lib/format';
import { HOUSEHOLDS, MONTHLY_KWH_MAX, MONTHLY_KWH_MIN, MONTHLY_KWH_STEP, householdOf, sliderMonthlyKwh } from '@/lib/market/consumption';
import { cx } from '@/lib/utils';

const SLIDER_ID = 'jamfor-forbrukning';

/**
 * The consumption of /jamfor (docs/rules/households.md): kWh per month on a native range
 * input, 100–5 000 (its slider role and aria-valuenow come from the element itself, in the server
 * HTML too), the yearly figure always beside it, and Ei's household types as quick choices that
 * set the year exactly. The state is kWh per year.
 */
export function ConsumptionControl({ annualKwh, onChange }: { annualKwh: number; onChange: (annualKwh: number) => void }) {
  const monthly = annualKwh / 12;
  const household = householdOf(annualKwh);
  const words = `${formatNumber(monthly)} kWh per månad, ${formatKwh(annualKwh)} per år`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor={SLIDER_ID} className="text-sm font-semibold">
          Förbrukning per månad
        </label>
        <output htmlFor={SLIDER_ID} className="text-sm font-semibold" data-testid="kwh-value">
          {formatNumber(monthly)} kWh/mån
        </output>
      </div>
      <input
        id={SLIDER_ID}
        type="range"
        min={MONTHLY_KWH_MIN}
        max={MONTHLY_KWH_MAX}
        step={MONTHLY_KWH_STEP}
        value={sliderMonthlyKwh(annualKwh)}
        aria-valuetext={words}
        onChange={(event) => onChange(Number(event.target.value) * 12)}
        className="mt-2 h-11 w-full cursor-pointer accent-primary"
      />
      <p className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatNumber(MONTHLY_KWH_MIN)} kWh</span>
        <span>{formatNumber(MONTHLY_KWH_MAX)} kWh</span>
      </p>
      <p className="mt-1 text-sm" data-testid="kwh-year">
        Det är <strong>{formatKwh(annualKwh)} per år</strong>
        {household ? ` (${household.label.toLocaleLowerCase('sv-SE')})` : ''}.
      </p>
      <div role="group" aria-label="Välj hushållstyp" className="mt-3 flex flex-wrap gap-2">
        {HOUSEHOLDS.map((option) => {
          const pressed = option.annualKwh === annualKwh;
          return (
            <button
              key={option.key}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.annualKwh)}
              className={cx(
                'min-h-11 rounded-md border px-3 py-1 text-left text-sm leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                pressed ? 'border-primary bg-primary-soft/50 font-semibold' : 'border-border hover:bg-muted',
              )}
            >
              {option.label}
              <span className="block text-xs font-normal text-muted-foreground">{formatKwh(option.annualKwh)}/år</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
