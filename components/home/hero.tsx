import { Search } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { HomeContent } from '@/lib/content/schemas';
import { COMPARE_PATH } from '@/lib/paths';

export const HERO_POSTAL_INPUT_ID = 'postnummer';

/**
 * The hero's postal-code box is a plain GET form: it reaches /jamfor?postalCode=… without any
 * JavaScript. docs/rules/postcodes-and-areas.md: free text, no check here; /jamfor validates and explains.
 */
export function Hero({ hero, aside }: { hero: HomeContent['hero']; aside?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-primary-soft/70 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-hover uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hero.h1}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{hero.lead}</p>
          <form action={COMPARE_PATH} method="get" className="mt-8 max-w-xl rounded-lg bg-background p-3 shadow-lg ring-1 ring-border">
            <Label htmlFor={HERO_POSTAL_INPUT_ID} className="px-1 pb-2">
              Ditt postnummer
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={HERO_POSTAL_INPUT_ID}
                name="postalCode"
                size="lg"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                placeholder="11122"
                className="sm:flex-1"
              />
              <Button type="submit" size="lg">
                <Search aria-hidden="true" />
                Jämför elavtal
              </Button>
            </div>
          </form>
        </div>
        {aside}
      </div>
    </section>
  );
}
