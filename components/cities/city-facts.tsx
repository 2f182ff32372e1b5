import type { City } from '@/lib/cities/cities';
import { CITY_SOURCES } from '@/lib/content/cities';
import { PRICE_AREA_NAMES } from '@/lib/domain/price-area';
import { formatNumber, formatPopulation } from '@/lib/format';

import { FactList } from './fact-list';
import { SectionHeading } from '@/components/ui/section-heading';

function joinSwedish(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/** Name, county, price area, population, area, density, postcodes and postal towns, with sources. */
export function CityFacts({ city, total, areaReason }: { city: City; total: number; areaReason: string | null }) {
  const towns = city.localities.map((l) => l.name);
  return (
    <section aria-labelledby="fakta" className="space-y-4">
      <SectionHeading id="fakta">Fakta om {city.name}</SectionHeading>
      <FactList
        items={[
          { label: 'Län', value: city.county },
          {
            label: 'Elområde',
            value: `${city.priceArea} (${PRICE_AREA_NAMES[city.priceArea]})`,
            note: areaReason ? `${city.county} ligger i mer än ett elområde. ${areaReason}` : undefined,
          },
          {
            label: 'Folkmängd',
            value: `${formatPopulation(city.population)} invånare`,
            note: `Plats ${formatNumber(city.populationRank)} av ${formatNumber(total)} kommuner. ${CITY_SOURCES.population}.`,
          },
          {
            label: 'Landareal',
            value: `${formatNumber(city.landAreaKm2, 1)} km²`,
            note: `${formatNumber(city.densityPerKm2, 1)} invånare per km² (folkmängd 2024 delad med landarealen 1 januari 2015).`,
          },
          {
            label: 'Postnummer',
            value: formatNumber(city.postcodeCount),
            note: `I vår postnummertabell från september 2024, som täcker ungefär fyra av fem svenska postnummer.`,
          },
          {
            label: towns.length === 1 ? 'Postort' : 'Största postorter',
            value: <span className="text-base font-medium">{joinSwedish(towns)}</span>,
            note: towns.length === 1 ? undefined : 'Postorterna med flest postnummer i kommunen, flest först.',
          },
        ]}
      />
      <p className="text-sm text-muted-foreground">
        Källor: {CITY_SOURCES.population}. {CITY_SOURCES.landArea}. {CITY_SOURCES.postcodes}.
      </p>
    </section>
  );
}
