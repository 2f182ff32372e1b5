import { CalendarPlus } from 'lucide-react';

import { PRICE_AREA_NAMES, PRICE_AREAS } from '@/lib/domain/price-area';
import { absoluteUrl } from '@/lib/site';
import { calendarPath } from '@/lib/spot/cheapest-calendar';

const LINK = 'inline-block py-1 font-medium text-primary underline underline-offset-4';

/** A calendar's address for calendar apps: the same file, with the webcal scheme that opens a subscription. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://');
}

/**
 * 'Prenumerera i din kalender' on /elpris-just-nu: per price area, the subscribable calendar of
 * the cheapest 1, 2 and 3 hours (lib/spot/cheapest-calendar.ts), as a webcal: link that opens the
 * calendar app and as the https: address to paste into a web calendar. Server-rendered, no script.
 */
export function CalendarSubscribe({ latestDayLabel }: { latestDayLabel: string }) {
  return (
    <section
      id="kalender"
      aria-labelledby="kalender-rubrik"
      className="scroll-mt-24 rounded-lg border border-border p-5 sm:p-6"
      data-testid="calendar-subscribe"
    >
      <h2 id="kalender-rubrik" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <CalendarPlus aria-hidden="true" className="size-6 text-primary" />
        Prenumerera i din kalender
      </h2>
      <p className="mt-3 max-w-3xl">
        Få de billigaste sammanhängande 1, 2 och 3 timmarna i ditt elområde som händelser i kalendern, med medelpriset i öre/kWh exklusive moms. Kalendern har
        de två senaste dygnen i vår data (i den här versionen till och med {latestDayLabel}) och skrivs om när vi hämtar nya priser, normalt en gång om dagen
        efter att morgondagens priser har publicerats vid 13-tiden. Varje händelse anger sitt datum, så du ser vilket dygn den gäller.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PRICE_AREAS.map((area) => {
          const url = absoluteUrl(calendarPath(area));
          return (
            <li key={area} className="rounded-md border border-border p-3" data-area={area}>
              <p className="font-semibold">
                {area} <span className="font-normal text-muted-foreground">({PRICE_AREA_NAMES[area]})</span>
              </p>
              <a href={webcalUrl(url)} className={LINK} data-testid={`webcal-${area}`}>
                Prenumerera<span className="sr-only"> på kalendern för {area}</span>
              </a>
              <span aria-hidden="true" className="text-muted-foreground">
                {' '}
                ·{' '}
              </span>
              <a href={url} className={LINK} data-testid={`ics-${area}`}>
                Kalenderadress (https)<span className="sr-only"> för {area}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
        Prenumerera öppnar kalenderprogrammet på datorn eller telefonen. I en webbkalender, till exempel Google Kalender, lägger du till en kalender från en
        webbadress och klistrar in kalenderadressen. Priserna och hur vi räknar står på{' '}
        <a href="/oppna-data#kalender" className="underline underline-offset-4">
          Öppna data
        </a>
        .
      </p>
    </section>
  );
}
