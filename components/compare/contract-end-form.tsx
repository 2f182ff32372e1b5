'use client';

import { useId, useState, type FormEvent } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';
import { compareHref } from '@/lib/paths';
import { checkStartDate, contractEndCalendar, contractEndFileName, daysBefore, EI_CONTRACT_END_URL, REMINDER_DAYS_BEFORE } from '@/lib/market/contract-end';

import type { ReminderChoice } from './contract-end-reminder';

const pad = (n: number) => String(n).padStart(2, '0');

/** The visitor's own calendar day. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The inside of the contract-end reminder (./contract-end-reminder.tsx loads it when the visitor
 * opens it): the visitor types the contract's start date and gets a calendar file made in the
 * browser (lib/market/contract-end.ts) with the binding period's last day and an alarm 60 days
 * before. No account; nothing leaves the browser. With several contracts to choose from (a
 * supplier page), a select names them. Bad input keeps what was typed and says what is wrong.
 */
export default function ContractEndForm({ supplierName, choices }: { supplierName: string; choices: readonly ReminderChoice[] }) {
  const id = useId();
  const [choiceKey, setChoiceKey] = useState(choices[0]?.key ?? '');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ end: string; alarm: string } | null>(null);
  const choice = choices.find((c) => c.key === choiceKey) ?? choices[0];
  if (!choice) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkStartDate(value, choice.months, localToday());
    if (!checked.ok) {
      setError(checked.message);
      setMade(null);
      return;
    }
    setError(null);
    const text = contractEndCalendar({
      supplierName,
      product: choice.product,
      lengthLabel: choice.lengthLabel,
      start: checked.start,
      end: checked.end,
      key: choice.key,
      host: window.location.hostname,
      compareUrl: `${window.location.origin}${compareHref({ type: 'fast' })}`,
      stampMs: Date.now(),
    });
    download(text, contractEndFileName(choice.key, checked.end));
    setMade({ end: checked.end, alarm: daysBefore(checked.end, REMINDER_DAYS_BEFORE) });
  };

  const errorId = `${id}-fel`;
  return (
    <div className="mt-2 space-y-3">
      <p>
        Ange när avtalet började gälla, så får du en kalenderfil med en händelse sista dagen med bindningstid och en påminnelse {REMINDER_DAYS_BEFORE} dagar
        före. Elhandlaren ska meddela dig tidigast 90 och senast {REMINDER_DAYS_BEFORE} dagar innan ett tidsbestämt avtal löper ut (
        <a href={EI_CONTRACT_END_URL} className="underline underline-offset-4">
          Energimarknadsinspektionen
        </a>
        ), så påminnelsen kommer när beskedet senast ska ha kommit: tid att jämföra och säga upp avtalet om det behövs. De {REMINDER_DAYS_BEFORE} dagarna är en
        marginal, inte din uppsägningstid; den står i avtalets villkor. Filen görs i din webbläsare och ingenting sparas hos oss.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {choices.length > 1 ? (
          <div>
            <Label htmlFor={`${id}-avtal`}>Avtal</Label>
            <select
              id={`${id}-avtal`}
              value={choice.key}
              onChange={(event) => setChoiceKey(event.target.value)}
              className="mt-1 h-11 rounded-md border border-border bg-background px-3 text-base"
            >
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.product}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="w-44">
          <Label htmlFor={`${id}-start`}>Avtalets startdatum</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="mt-1"
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          Ladda ner kalenderfil (.ics)
        </button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {made ? (
        <p role="status" data-testid="reminder-made">
          Sista dagen med bindningstid: {formatDate(made.end)}. Påminnelsen kommer {formatDate(made.alarm)}. Öppna filen för att lägga in händelsen i din
          kalender.
        </p>
      ) : null}
    </div>
  );
}
