'use client';

import { AlertCircle, CheckCircle2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { CONTACT_EMAIL } from '@/lib/contact';
import { formatDate } from '@/lib/format';
import { REPORT_MAX_LENGTH, REPORT_MESSAGES, checkReportMessage, reportMailto, type ReportSubject } from '@/lib/reports/report';
import { reportsStored, sendReport } from '@/lib/reports/submit';
import { cx } from '@/lib/class-names';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'error'; message: string; field: boolean };

/**
 * The report form as a native modal <dialog> (like the cookie settings: it takes focus, keeps Tab
 * inside, closes on Escape and gives focus back). It shows what the report is about, prefilled,
 * and takes one free text. With the remote database it sends through `report_error` (supabase-js
 * is loaded on send, lib/reports/submit.ts); without it the e-mail link is the way to send. On a
 * failure the text stays, and the e-mail link carries it too.
 */
export function ReportDialog({
  subject,
  draft,
  onDraft,
  onClose,
}: {
  subject: ReportSubject;
  /** The text typed so far, kept by the button so nothing is lost when the form closes. */
  draft: string;
  onDraft: (text: string) => void;
  onClose: () => void;
}) {
  const { ref: dialogRef, onKeyDown } = useModalDialog('textarea');
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const stored = reportsStored();
  const pageUrl = window.location.href;
  const mailto = reportMailto(CONTACT_EMAIL, subject, draft, pageUrl);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'busy') return;
    const check = checkReportMessage(draft);
    if (!check.ok) {
      setStatus({ kind: 'error', message: check.error, field: true });
      return;
    }
    setStatus({ kind: 'busy' });
    const result = await sendReport(subject, check.message, window.location.pathname);
    if (result === 'sent') {
      onDraft('');
      setStatus({ kind: 'sent' });
    } else {
      setStatus({ kind: 'error', message: result === 'unavailable' ? REPORT_MESSAGES.unavailable : REPORT_MESSAGES.failed, field: false });
    }
  }

  const titleId = `${id}-rubrik`;
  const fieldId = `${id}-text`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-meddelande`;
  const fieldInvalid = status.kind === 'error' && status.field;
  const mailLink = (primary: boolean) => (
    <a href={mailto} className={cx(buttonVariants({ variant: primary ? 'default' : 'outline' }), 'h-11')} data-testid="report-mailto">
      <Mail aria-hidden="true" />
      {primary ? 'Skicka med e-post' : 'Skicka med e-post i stället'}
    </a>
  );

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="report-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-lg border border-border bg-background p-5 text-left text-foreground shadow-banner backdrop:bg-foreground/50 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Rapportera fel
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="report-fields">
        <dt className="text-muted-foreground">Gäller</dt>
        <dd className="font-medium break-words">{subject.label}</dd>
        {subject.area ? (
          <>
            <dt className="text-muted-foreground">Elområde</dt>
            <dd>{subject.area}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Uppgifterna {subject.dataDateLabel}</dt>
        <dd>
          <time dateTime={subject.dataDate}>{formatDate(subject.dataDate)}</time>
        </dd>
        <dt className="text-muted-foreground">Id</dt>
        <dd className="font-mono text-xs break-all" data-testid="report-id">
          {subject.id}
        </dd>
      </dl>

      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <label htmlFor={fieldId} className="block font-medium">
          Vad är fel?
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          Till exempel vilket pris, vilken avgift eller vilket villkor som inte stämmer, och var du har sett den rätta uppgiften.{' '}
          {stored
            ? 'Rapporten sparas utan namn och e-postadress. Vill du ha svar, skicka den med e-post.'
            : 'Knappen öppnar ditt e-postprogram med uppgifterna ovan och din text ifyllda.'}
        </p>
        <textarea
          id={fieldId}
          value={draft}
          maxLength={REPORT_MAX_LENGTH}
          rows={5}
          onChange={(event) => {
            onDraft(event.target.value);
            if (status.kind === 'error' || status.kind === 'sent') setStatus({ kind: 'idle' });
          }}
          aria-invalid={fieldInvalid || undefined}
          aria-describedby={`${hintId} ${messageId}`}
          className="w-full rounded-md border border-border bg-background p-3 text-base aria-[invalid=true]:border-destructive"
        />
        <p id={messageId} role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="report-status">
          {status.kind === 'error' ? (
            <span className="flex items-start gap-1.5 text-destructive">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {status.message}
            </span>
          ) : status.kind === 'sent' ? (
            <span className="flex items-start gap-1.5 text-success">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {REPORT_MESSAGES.sent}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={cx(buttonVariants({ variant: 'outline' }), 'h-11')}>
            Stäng
          </button>
          {stored ? (
            <>
              {mailLink(false)}
              <button type="submit" disabled={status.kind === 'busy'} className={cx(buttonVariants(), 'h-11')}>
                {status.kind === 'busy' ? 'Skickar…' : 'Skicka rapport'}
              </button>
            </>
          ) : (
            mailLink(true)
          )}
        </div>
      </form>
    </dialog>
  );
}
