import { CircleAlert, Loader2, Search } from 'lucide-react';
import type { Dispatch } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import type { SearchAction, SearchState } from '@/lib/compare/search-state';
import { CONTRACT_CHOICES, CONTRACT_CHOICE_LABELS } from '@/lib/domain/contract-choice';
import { MONTHLY_KWH_MAX, MONTHLY_KWH_MIN, MONTHLY_KWH_STEP } from '@/lib/domain/cost';
import { INVALID_POSTAL_CODE_MESSAGE } from '@/lib/domain/postal-code-rules';
import { formatNumber } from '@/lib/format';
import { consumptionFromMonthly, rememberInputs } from '@/lib/remembered-inputs';
import { cx } from '@/lib/utils';

const INPUT_ID = 'jamfor-postnummer';
const ERROR_ID = 'jamfor-postnummer-fel';

/** /jamfor's form: postcode, contract type, consumption, and the search button. */
export function CompareForm({
  state,
  dispatch,
  onSearch,
  onPostcodeFocus,
}: {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  onSearch: () => void;
  onPostcodeFocus: () => void;
}) {
  return (
    <form
      noValidate
      aria-label="Sök elavtal"
      // Sticky beside the long list at desktop width, scrolling on its own when taller than the screen.
      className="h-fit space-y-6 rounded-lg border border-border bg-background p-5 shadow-sm lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div>
        <Label htmlFor={INPUT_ID}>Postnummer</Label>
        <Input
          id={INPUT_ID}
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          // Five digits, or six characters when typed the Swedish way with the inner space ('111 22').
          maxLength={6}
          placeholder="11122"
          value={state.input}
          aria-invalid={state.invalid || undefined}
          aria-describedby={state.invalid ? ERROR_ID : undefined}
          onFocus={onPostcodeFocus}
          onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
          className="mt-2"
        />
        {state.invalid ? (
          <p id={ERROR_ID} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {INVALID_POSTAL_CODE_MESSAGE}
          </p>
        ) : null}
      </div>

      <fieldset>
        <legend className="text-sm font-semibold">Avtalstyp</legend>
        <div className="mt-2 grid gap-2">
          {CONTRACT_CHOICES.map((choice) => (
            <label
              key={choice}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                state.choice === choice ? 'border-primary bg-primary-soft/50 font-semibold' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="type"
                value={choice}
                checked={state.choice === choice}
                onChange={() => dispatch({ type: 'choice', choice })}
                className="size-4 accent-primary"
              />
              {CONTRACT_CHOICE_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <span id="jamfor-forbrukning" className="text-sm font-semibold">
            Förbrukning per månad
          </span>
          <output htmlFor="jamfor-forbrukning" className="text-sm font-semibold" data-testid="kwh-value">
            {formatNumber(state.monthlyKwh)} kWh
          </output>
        </div>
        <Slider
          className="mt-4"
          min={MONTHLY_KWH_MIN}
          max={MONTHLY_KWH_MAX}
          step={MONTHLY_KWH_STEP}
          value={[state.monthlyKwh]}
          onValueChange={([value]) => {
            if (value !== undefined) dispatch({ type: 'kwh', value });
          }}
          onValueCommit={([value]) => {
            if (value !== undefined) rememberInputs(consumptionFromMonthly(value));
          }}
          thumbLabel="Förbrukning per månad"
          thumbValueText={`${formatNumber(state.monthlyKwh)} kWh per månad`}
        />
        <p className="mt-2 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatNumber(MONTHLY_KWH_MIN)} kWh</span>
          <span>{formatNumber(MONTHLY_KWH_MAX)} kWh</span>
        </p>
      </div>

      <button type="submit" disabled={state.searching} className={cx(buttonVariants({ size: 'lg' }), 'w-full')}>
        {state.searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
        {state.searching ? 'Söker...' : 'Uppdatera resultat'}
      </button>
    </form>
  );
}
