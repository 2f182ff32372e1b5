import type { City } from '@/lib/cities/cities';
import { CITY_SOURCES } from '@/lib/content/cities';
import { formatKr, formatNumber, formatPercent } from '@/lib/format';

import { FactList } from './fact-list';
import { SectionHeading } from '@/components/ui/section-heading';

/** Economy and age structure from SCB (docs/rules/cities.md: skattekraft, since SCB publishes no plain 'average income' per municipality here). */
export function CityEconomy({ city, total }: { city: City; total: number }) {
  return (
    <section aria-labelledby="ekonomi" className="space-y-4">
      <SectionHeading id="ekonomi">Ekonomi och befolkning</SectionHeading>
      <FactList
        items={[
          {
            label: 'Skattekraft per invånare',
            value: formatKr(city.taxBase),
            note: `Plats ${formatNumber(city.taxBaseRank)} av ${formatNumber(total)} kommuner. ${CITY_SOURCES.taxBase}.`,
          },
          {
            label: 'Andel 0–19 år',
            value: formatPercent(city.share0to19 * 100),
            note: CITY_SOURCES.ageShares,
          },
          {
            label: 'Andel 75 år och äldre',
            value: formatPercent(city.share75plus * 100),
            note: CITY_SOURCES.ageShares,
          },
        ]}
      />
      <p className="max-w-3xl text-sm text-muted-foreground">
        Skattekraften är den beskattningsbara förvärvsinkomsten per invånare i kommunen, ett mått på inkomstnivån. Den säger inget om vad ett enskilt hushåll
        tjänar.
      </p>
    </section>
  );
}
