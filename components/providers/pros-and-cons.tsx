import { CircleCheck, CircleMinus } from 'lucide-react';

import type { ProviderContent } from '@/lib/content/provider-schemas';
import { SectionHeading } from '@/components/ui/section-heading';

export function ProsAndCons({ name, prosAndCons }: { name: string; prosAndCons: ProviderContent['prosAndCons'] }) {
  return (
    <section aria-labelledby="for-och-nackdelar">
      <SectionHeading id="for-och-nackdelar">
        För- och nackdelar med {name}
      </SectionHeading>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div className="rounded-lg border border-border p-5">
          <h3 className="font-semibold text-success">Fördelar</h3>
          <ul className="mt-3 space-y-2">
            {prosAndCons.pros.map((pro) => (
              <li key={pro} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {pro}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border border-border p-5">
          <h3 className="font-semibold text-destructive">Nackdelar</h3>
          <ul className="mt-3 space-y-2">
            {prosAndCons.cons.map((con) => (
              <li key={con} className="flex gap-2">
                <CircleMinus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
                {con}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
