import { cx } from '@/lib/class-names';

/** A radio option drawn as a chip, 44 px tall (the label is the target; the input is visually hidden). */
const chipClass = (checked: boolean) =>
  cx(
    'flex min-h-11 cursor-pointer items-center rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    checked ? 'border-primary bg-primary-soft/50 font-semibold' : 'border-border',
  );

/** One choice among a few (elområde, kvart or timme) as a row of chips: native radios in a fieldset. */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={chipClass(option === value)}>
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} className="sr-only" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
