import type { CityCopy } from '@/lib/content/city-copy';
import { formatDate } from '@/lib/format';
import { SectionHeading } from '@/components/ui/section-heading';

/** The editorial description of a city (content/cities/<slug>.md): plain paragraphs, escaped by React. */
export function CityCopyText({ name, copy }: { name: string; copy: CityCopy }) {
  return (
    <section aria-labelledby="om-staden" className="max-w-3xl space-y-4">
      <SectionHeading id="om-staden">Om {name}</SectionHeading>
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-7">
          {paragraph}
        </p>
      ))}
      <p className="text-sm text-muted-foreground">
        {copy.author}, uppdaterad {formatDate(copy.updatedDate)}.
      </p>
    </section>
  );
}
