import type { ClimateZone } from '@/lib/domain/climate-zone';

/** The municipality's climate zone (by county, decisions.md) and what it means for heating. */
export function CityClimate({ name, zone, text, note }: { name: string; zone: ClimateZone; text: string; note: string }) {
  return (
    <section aria-labelledby="klimat" className="space-y-3">
      <h2 id="klimat" className="text-2xl font-semibold tracking-tight">
        Klimat och uppvärmning
      </h2>
      <p className="text-lg">
        {name} ligger i <strong>klimatzon {zone}</strong>.
      </p>
      <p className="max-w-3xl">{text}</p>
      <p className="max-w-3xl text-sm text-muted-foreground">{note}</p>
    </section>
  );
}
