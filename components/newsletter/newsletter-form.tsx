'use client';

import Link from 'next/link';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cx } from '@/lib/utils';

export const NEWSLETTER_TEXTS = {
  subscribed: 'Tack! Du är anmäld till nyhetsbrevet.',
  unavailable: 'Nyhetsbrevet har inte startat ännu, så vi kunde inte spara din adress. Försök gärna igen längre fram.',
  failed: 'Din anmälan kunde inte sparas just nu. Kontrollera uppkopplingen och försök igen.',
} as const;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string; field: boolean };

/**
 * The newsletter form (docs/rules/consent-and-privacy.md): a checked e-mail address, the consent sentence
 * and 'Prenumerera'. Whatever goes wrong, the typed address stays in the field. A known address
 * gets the same thanks as a new one (the database does not tell them apart either).
 */
export function NewsletterForm() {
  const id = useId();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = `${id}-epost`;
  const messageId = `${id}-meddelande`;
  const consentId = `${id}-samtycke`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'busy') return;
    // The address check and the sending load on the first submit, not with every article page.
    let modules;
    try {
      modules = await Promise.all([import('@/lib/newsletter/email'), import('@/lib/newsletter/subscribe')]);
    } catch {
      setStatus({ kind: 'error', message: NEWSLETTER_TEXTS.failed, field: false });
      return;
    }
    const [{ checkEmail }, { subscribeToNewsletter }] = modules;
    const check = checkEmail(value);
    if (!check.ok) {
      setStatus({ kind: 'error', message: check.message, field: true });
      return;
    }
    setStatus({ kind: 'busy' });
    const result = await subscribeToNewsletter(check.email);
    if (result === 'subscribed') {
      setValue('');
      setStatus({ kind: 'done' });
    } else {
      setStatus({ kind: 'error', message: NEWSLETTER_TEXTS[result], field: false });
    }
  }

  const fieldInvalid = status.kind === 'error' && status.field;
  return (
    <form onSubmit={submit} noValidate aria-label="Anmälan till nyhetsbrevet" className="space-y-3">
      <Label htmlFor={inputId}>E-postadress</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* No name attribute: without JavaScript the form sends nothing, so the address never lands in a URL. */}
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="namn@exempel.se"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (status.kind === 'error' || status.kind === 'done') setStatus({ kind: 'idle' });
          }}
          aria-invalid={fieldInvalid || undefined}
          aria-describedby={`${messageId} ${consentId}`}
          className="shadow-sm sm:flex-1"
        />
        <button type="submit" disabled={status.kind === 'busy'} className={cx(buttonVariants(), 'h-11')}>
          {status.kind === 'busy' ? 'Skickar…' : 'Prenumerera'}
        </button>
      </div>
      <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm">
        {status.kind === 'error' ? (
          <span className="flex items-start gap-1.5 text-destructive">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {status.message}
          </span>
        ) : status.kind === 'done' ? (
          <span className="flex items-start gap-1.5 text-success">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {NEWSLETTER_TEXTS.subscribed}
          </span>
        ) : null}
      </p>
      <p id={consentId} className="text-xs text-muted-foreground">
        Genom att prenumerera samtycker du till att vi sparar din e-postadress för att skicka nyhetsbrevet. Du kan avsluta prenumerationen när du vill. Läs mer
        i vår{' '}
        <Link href="/integritet" className="font-medium text-primary underline underline-offset-2">
          integritetspolicy
        </Link>
        .
      </p>
      <noscript>
        <p className="text-xs text-muted-foreground">Anmälan till nyhetsbrevet kräver att JavaScript är på i webbläsaren.</p>
      </noscript>
    </form>
  );
}
