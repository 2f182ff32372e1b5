import Link from 'next/link';

import type { Article } from '@/lib/content/editorial';

/** The refresh that sends the reader on at once: the page only exists to point at the new address. */
export const MOVED_REFRESH = (path: string) => `0; url=${path}`;

/**
 * The old address of a renamed article (content/moved-articles.ts): a static page that works on
 * any host. The meta refresh (hoisted into <head> by React) sends the reader on, the canonical
 * names the new address and the page is noindex (app/blog/[slug]/page.tsx); the link is there for
 * a reader whose browser does not follow the refresh.
 */
export function MovedPage({ to }: { to: Pick<Article, 'path' | 'title'> }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <meta httpEquiv="refresh" content={MOVED_REFRESH(to.path)} />
      <h1 className="text-3xl font-bold tracking-tight">Artikeln har flyttat</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Den finns nu på en ny adress:{' '}
        <Link href={to.path} className="font-medium text-primary underline underline-offset-4">
          {to.title}
        </Link>
        .
      </p>
    </div>
  );
}
