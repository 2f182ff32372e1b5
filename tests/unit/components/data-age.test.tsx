import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';

import type * as DataAgeIsland from '@/components/ui/data-age';
import { staleWarning } from '@/lib/domain/data-age';

type DataAgeModule = typeof DataAgeIsland;

/** The island as a build on `day` inlines it (next.config.mjs sets NEXT_PUBLIC_BUILD_DATE). */
async function builtOn(day: string): Promise<DataAgeModule> {
  const before = process.env.NEXT_PUBLIC_BUILD_DATE;
  process.env.NEXT_PUBLIC_BUILD_DATE = day;
  let loaded: DataAgeModule | undefined;
  // A fresh copy of the island (it reads the build day when loaded), with the one React the renderers use.
  jest.doMock('react', () => React);
  await jest.isolateModulesAsync(async () => {
    loaded = await import('@/components/ui/data-age');
  });
  jest.dontMock('react');
  if (before === undefined) delete process.env.NEXT_PUBLIC_BUILD_DATE;
  else process.env.NEXT_PUBLIC_BUILD_DATE = before;
  return loaded!;
}

/** The browser's clock at noon in Stockholm on `day`. */
function readOn(day: string) {
  jest.useFakeTimers({ now: new Date(`${day}T12:00:00+01:00`), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ageRoom: the room the age keeps in its line, its text on the build day', () => {
  it('is the age on the build day, with its leading space', async () => {
    const { ageRoom } = await builtOn('2026-12-02');
    expect(ageRoom('offers', '2026-07-26')).toBe(' (129 dagar sedan)');
    expect(ageRoom('grid', '2025-01-01')).toBe(' (23 månader sedan)');
    expect(ageRoom('scb', '2026-09')).toBe(' (3 månader sedan)');
  });

  it('is at least "2 … sedan", wider than "i dag", "i går" and "förra månaden" would need', async () => {
    const { ageRoom } = await builtOn('2026-12-02');
    expect(ageRoom('spot', '2026-12-02')).toBe(' (2 dagar sedan)');
    expect(ageRoom('spot', '2026-12-01')).toBe(' (2 dagar sedan)');
    expect(ageRoom('scb', '2026-11')).toBe(' (2 månader sedan)');
  });
});

describe('DataAge', () => {
  it('pre-renders the date and the room for the age, no age', async () => {
    const { DataAge } = await builtOn('2026-12-02');
    const html = renderToString(<DataAge kind="offers" date="2026-07-26" text="26 juli 2026" />);
    expect(html).toContain('<time dateTime="2026-07-26">26 juli 2026</time>');
    expect(html).toContain('data-room=" (129 dagar sedan)"');
    expect(html).not.toContain('data-age-text');
    expect(html).not.toContain('dagar sedan)</span>');
  });

  it('fills the room with the age on the day it is read', async () => {
    const { DataAge } = await builtOn('2026-12-02');
    readOn('2027-01-05');
    render(<DataAge kind="offers" date="2026-07-26" text="26 juli 2026" />);
    expect(screen.getByTestId('data-age-text')).toHaveTextContent('(163 dagar sedan)');
    expect(screen.getByTestId('data-age-text').parentElement).toHaveAttribute('data-room', ' (129 dagar sedan)');
  });
});

describe('DataAgeWarning', () => {
  const offers = (date: string) => staleWarning('offers', date);

  it('is in the pre-rendered HTML when it was due on the build day', async () => {
    const { DataAgeWarning } = await builtOn('2026-12-02');
    // 129 days on the build day: past 32.
    expect(renderToString(<DataAgeWarning {...offers('2026-07-26')} />)).toContain('data-testid="data-age-warning"');
    // 31 days on the build day: not yet.
    expect(renderToString(<DataAgeWarning {...offers('2026-11-01')} />)).toBe('');
  });

  it('stays when the browser reads the page on a day its clock puts before the build', async () => {
    const { DataAgeWarning } = await builtOn('2026-12-02');
    readOn('2026-08-01');
    render(<DataAgeWarning {...offers('2026-07-26')} />);
    expect(screen.getByTestId('data-age-warning')).toHaveTextContent('Priserna hämtades för mer än en månad sedan');
  });

  it('appears in the browser once due, when it was not on the build day', async () => {
    // 26 days on the build day, 38 on the day read.
    const { DataAgeWarning } = await builtOn('2026-11-20');
    expect(renderToString(<DataAgeWarning {...offers('2026-10-25')} />)).toBe('');
    readOn('2026-12-02');
    render(<DataAgeWarning {...offers('2026-10-25')} />);
    expect(screen.getByTestId('data-age-warning')).toHaveAttribute('data-kind', 'offers');
  });

  it('is not there while neither the build day nor today is past the threshold', async () => {
    const { DataAgeWarning } = await builtOn('2026-11-20');
    readOn('2026-11-25');
    const { container } = render(<DataAgeWarning {...offers('2026-11-01')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
