import { Mail } from 'lucide-react';

import { cn } from '@/lib/utils';

import { NewsletterForm } from './newsletter-form';

/** The newsletter box of /blog and the article pages (docs/rules/consent-and-privacy.md). */
export function NewsletterBox({ className }: { className?: string }) {
  return (
    <section aria-labelledby="nyhetsbrev-rubrik" className={cn('rounded-lg border border-border bg-primary-soft/40 p-6 sm:p-8', className)}>
      <div className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="nyhetsbrev-rubrik" className="text-xl font-semibold tracking-tight">
            Nyhetsbrev om elpriser
          </h2>
          <p className="mt-1 text-muted-foreground">
            Ett mejl i veckan om hur elpriset har rört sig, nya guider och vad som är bra att veta innan du väljer elavtal.
          </p>
        </div>
      </div>
      <div className="mt-5 max-w-xl">
        <NewsletterForm />
      </div>
    </section>
  );
}
