import Link from 'next/link';
import { Mail, Rss } from 'lucide-react';

import { ATOM_TYPE, BLOG_FEED, NEWS_FEED } from '@/lib/feeds/paths';
import { supabaseConfig } from '@/lib/supabase/config';
import { cn } from '@/lib/utils';

import { NewsletterForm } from './newsletter-form';

const LINK = 'font-medium text-primary underline underline-offset-4';

/**
 * The newsletter box of /blog and the article pages. With the remote database configured at build
 * time (lib/supabase/config.ts) it holds the sign-up form; without it no address can be stored, so
 * it offers no form and says plainly what there is instead: the two Atom feeds and the calendars
 * of the cheapest hours on /elpris-just-nu (docs/rules/site-wide.md, no dead ends).
 */
export function NewsletterBox({ className }: { className?: string }) {
  const configured = supabaseConfig() !== null;
  return (
    <section aria-labelledby="nyhetsbrev-rubrik" className={cn('rounded-lg border border-border bg-primary-soft/40 p-6 sm:p-8', className)}>
      <div className="flex items-start gap-3">
        {configured ? (
          <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        ) : (
          <Rss aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        )}
        <div>
          <h2 id="nyhetsbrev-rubrik" className="text-xl font-semibold tracking-tight">
            {configured ? 'Nyhetsbrev om elpriser' : 'Följ nya artiklar och elpriset'}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {configured
              ? 'Ett mejl i veckan om hur elpriset har rört sig, nya guider och vad som är bra att veta innan du väljer elavtal.'
              : 'Vi skickar inget nyhetsbrev ännu. Det här kan du följa i stället, utan att lämna någon e-postadress:'}
          </p>
        </div>
      </div>
      {configured ? (
        <div className="mt-5 max-w-xl">
          <NewsletterForm />
        </div>
      ) : (
        <ul className="mt-4 max-w-2xl list-disc space-y-2 pl-5" data-testid="newsletter-alternatives">
          <li>
            <a href={BLOG_FEED.path} type={ATOM_TYPE} className={LINK}>
              Bloggens flöde
            </a>{' '}
            och{' '}
            <a href={NEWS_FEED.path} type={ATOM_TYPE} className={LINK}>
              energinyheternas flöde
            </a>
            : nya artiklar i din flödesläsare (Atom).
          </li>
          <li>
            <Link href="/elpris-just-nu#kalender" className={LINK}>
              Kalendrarna med dygnets billigaste timmar
            </Link>
            : en kalender per elområde som du prenumererar på i din kalenderapp.
          </li>
        </ul>
      )}
    </section>
  );
}
