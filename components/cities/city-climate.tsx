import type { ClimateZone } from '@/lib/domain/climate-zone';
import { SectionHeading } from '@/components/ui/section-heading';

/** The municipality's climate zone (by county, docs/rules/cities.md) and what it means for heating. */
export function CityClimate({ name, zone, text, note }: { name: string; zone: ClimateZone; text: string; note: string }) {
  return (
    <section aria-labelledby="klimat" className="space-y-3">
      <SectionHeading id="klimat">Klimat och uppvärmning</SectionHeading>
      <p className="text-lg">
        {name} ligger i <strong>klimatzon {zone}</strong>.
      </p>
      <p className="max-w-3xl">{text}</p>
      <p className="max-w-3xl text-sm text-muted-foreground">{note}</p>
    </section>
  );
}
