import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ContractEndReminder, type ReminderChoice } from '@/components/compare/contract-end-reminder';

import { parseIcs } from '../../support/ical';

const ONE_YEAR: ReminderChoice = { key: 'se3-exempel-fast-1-ar', product: 'Fast pris 1 år', lengthLabel: '1 år', months: 12 };
const TWO_YEARS: ReminderChoice = { key: 'exempel-fast-2-ar', product: 'Fast pris 2 år', lengthLabel: '2 år', months: 24 };

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** jsdom's Blob has no text(); FileReader reads it (with real timers). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The Blob the component hands to URL.createObjectURL, and the file name it clicks. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, restore: () => click.mockRestore() };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00+01:00'), doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

async function open() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByText('Påminn mig innan bindningstiden slutar'));
  // The form loads when the reminder is first opened.
  await screen.findByLabelText('Avtalets startdatum');
  return user;
}

describe('ContractEndReminder', () => {
  it('carries only its switch until it is opened', () => {
    render(<ContractEndReminder supplierName="Exempel Energi" choices={[ONE_YEAR]} />);
    expect(screen.getByText('Påminn mig innan bindningstiden slutar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Avtalets startdatum')).toBeNull();
  });

  it('says in Swedish what is wrong, keeps what was typed and makes no file', async () => {
    const downloads = captureDownloads();
    render(<ContractEndReminder supplierName="Exempel Energi" choices={[ONE_YEAR]} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ange datumet då ditt avtal började gälla.');
    const field = screen.getByLabelText('Avtalets startdatum');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Ange datumet då ditt avtal började gälla.');

    fireEvent.change(field, { target: { value: '2024-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }));
    expect(spaced(screen.getByRole('alert').textContent)).toBe(
      'Med det startdatumet slutade bindningstiden 28 februari 2025. Ange startdatumet för avtalet du har nu.',
    );
    expect(field).toHaveValue('2024-03-01');
    expect(downloads.blobs).toHaveLength(0);
    downloads.restore();
  });

  it('makes the calendar file in the browser: the last day of the binding period, an alarm 60 days before', async () => {
    const downloads = captureDownloads();
    render(<ContractEndReminder supplierName="Exempel Energi" choices={[ONE_YEAR]} />);
    const user = await open();
    fireEvent.change(screen.getByLabelText('Avtalets startdatum'), { target: { value: '2026-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spaced(screen.getByTestId('reminder-made').textContent)).toBe(
      'Sista dagen med bindningstid: 30 april 2027. Påminnelsen kommer 1 mars 2027. Öppna filen för att lägga in händelsen i din kalender.',
    );
    expect(downloads.names).toEqual(['bindningstid-se3-exempel-fast-1-ar-2027-04-30.ics']);
    const [blob] = downloads.blobs;
    expect(blob!.type).toBe('text/calendar;charset=utf-8');
    jest.useRealTimers();
    const [event] = parseIcs(await readBlob(blob!)).events;
    expect(event).toMatchObject({
      startDate: '2027-04-30',
      summary: 'Bindningstiden slutar: Exempel Energi, Fast pris 1 år',
      url: 'http://localhost/jamfor?type=fast',
    });
    expect(event!.uid).toBe('bindningstid-se3-exempel-fast-1-ar-2026-05-01@localhost');
    expect(event!.stampMs).toBe(Date.parse('2026-11-28T12:00:00+01:00'));
    expect(event!.alarms.map((alarm) => alarm.trigger)).toEqual(['-P60D']);
    downloads.restore();
  });

  it('with several contracts, lets the visitor choose which one the dates are for', async () => {
    const downloads = captureDownloads();
    render(<ContractEndReminder supplierName="Exempel Energi" choices={[ONE_YEAR, TWO_YEARS]} />);
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Avtal'), 'Fast pris 2 år');
    fireEvent.change(screen.getByLabelText('Avtalets startdatum'), { target: { value: '2026-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Ladda ner kalenderfil (.ics)' }));
    expect(downloads.names).toEqual(['bindningstid-exempel-fast-2-ar-2028-04-30.ics']);
    downloads.restore();
  });

  it('cites the regulator for the 60 days and calls them a margin, not a notice period', async () => {
    render(<ContractEndReminder supplierName="Exempel Energi" choices={[ONE_YEAR]} />);
    await open();
    expect(screen.getByRole('link', { name: 'Energimarknadsinspektionen' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/ei\.se\//));
    expect(screen.getByText(/De 60 dagarna är en marginal, inte din uppsägningstid/)).toBeInTheDocument();
  });
});
