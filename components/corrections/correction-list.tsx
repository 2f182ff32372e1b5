import Link from 'next/link';

import type { CorrectionEntry } from '@/lib/corrections/corrections-page';
import { formatDate } from '@/lib/format';

/**
 * The entries of one group on /rattelser, each a card a reader can check: whom it concerns, the
 * offer or price list, what the source said and what the site shows, why, the evidence quoted,
 * and where and when the source and the evidence were read. Server-rendered, no JavaScript.
 */
export function CorrectionList({ entries, headingLevel = 3 }: { entries: readonly CorrectionEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="mt-4 space-y-3" data-testid="correction-list">
      {entries.map((entry) => (
        <li key={entry.id} id={entry.id} className="scroll-mt-24 rounded-lg border border-border p-4 text-sm" data-testid="correction">
          <Heading className="font-semibold break-words">
            {entry.subject.href ? (
              <Link href={entry.subject.href} prefetch={false} className="text-primary underline underline-offset-4">
                {entry.subject.name}
              </Link>
            ) : (
              entry.subject.name
            )}
            <span className="font-normal text-muted-foreground"> – {entry.context}</span>
          </Heading>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-muted-foreground">Gäller</dt>
            <dd>{entry.part}</dd>
            {entry.sourceSaid !== null ? (
              <>
                <dt className="text-muted-foreground">Källan angav</dt>
                <dd data-testid="source-said">{entry.sourceSaid}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{entry.sourceSaid !== null ? 'Vi visar' : 'Vi har lagt till'}</dt>
            <dd className="font-medium" data-testid="site-shows">
              {entry.siteShows}
            </dd>
            {entry.reason ? (
              <>
                <dt className="text-muted-foreground">Varför</dt>
                <dd>{entry.reason}</dd>
              </>
            ) : null}
            {entry.evidence.length > 0 ? (
              <>
                <dt className="text-muted-foreground">Belägg</dt>
                <dd>
                  <ul className="space-y-1">
                    {entry.evidence.map((line) => (
                      <li key={line} className="border-l-2 border-border pl-2 break-words">
                        {line}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Källa och datum</dt>
            <dd>
              {entry.evidenceSource}, {entry.dateVerb} <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
