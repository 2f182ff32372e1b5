import type { Heading } from '@/lib/content/editorial';
import { cn } from '@/lib/utils';

/** The guide's `##` headings as in-page links ('Innehåll'); works without JavaScript. */
export function TableOfContents({ headings, className }: { headings: readonly Heading[]; className?: string }) {
  return (
    <nav aria-labelledby="innehall-rubrik" className={cn('rounded-lg border border-border bg-muted/60 p-5', className)}>
      <h2 id="innehall-rubrik" className="text-base font-semibold">
        Innehåll
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-primary underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
