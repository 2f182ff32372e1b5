import type { NewsSource } from '@/lib/content/news';

/** A written item's sources (docs/rules/editorial.md): a link where the address is certain, else the name. */
export function NewsSources({ sources, note }: { sources: readonly NewsSource[]; note?: string }) {
  return (
    <section aria-labelledby="kallor" className="mt-10 rounded-lg bg-muted p-5">
      <h2 id="kallor" className="text-lg font-semibold">
        Källor
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {sources.map((source) => (
          <li key={source.name}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                {source.name}
                <span className="sr-only"> (öppnas i ny flik)</span>
              </a>
            ) : (
              source.name
            )}
          </li>
        ))}
      </ul>
      {note ? <p className="mt-3 text-sm text-muted-foreground">{note}</p> : null}
    </section>
  );
}
