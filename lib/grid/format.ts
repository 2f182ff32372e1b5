import { formatNumber, formatOrePerKwh } from '@/lib/format';

/**
 * Grid prices as the operators print them: as many decimals as the amount has (up to three),
 * so 6,25 öre stays 6,25 and Tranås' 33,625 öre is not rounded to 33,6.
 */
export function exactDecimals(value: number, max = 3): number {
  for (let decimals = 0; decimals < max; decimals++) {
    const scaled = value * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return decimals;
  }
  return max;
}

/** `6,25 öre/kWh`, `39,0 öre/kWh` (at least the one decimal the site uses for öre). */
export function formatGridOre(value: number): string {
  return formatOrePerKwh(value, Math.max(1, exactDecimals(value)));
}

/** `81,25 kr/kW`, `43 kr/kW`. */
export function formatKrPerKw(value: number): string {
  return `${formatNumber(value, exactDecimals(value, 2))}\u00A0kr/kW`;
}

/** kW with one decimal: `3,2 kW`. */
export function formatKw(value: number): string {
  return `${formatNumber(value, 1)}\u00A0kW`;
}

/** A share in whole percent: `24 %`. */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100)}\u00A0%`;
}

const NUMBER_WORDS = ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'];

/** Counts in prose as Swedish writes them: words up to twelve ('tre'), digits above ('14'). */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? formatNumber(n);
}
