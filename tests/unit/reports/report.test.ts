import { REPORT_MAX_LENGTH, checkReportMessage, reportFieldLines, reportMailto, reportRpcArgs } from '@/lib/reports/report';

import { OFFER_REPORT as OFFER } from './fixtures';

describe('an error report (docs/rules/transparency.md, "Reporting an error")', () => {
  it('carries what it is about, the same in the e-mail and in the database', () => {
    expect(reportFieldLines(OFFER, 'https://elvalet.se/jamfor')).toEqual([
      'Gäller: Tibber – Kvartsprisavtal löpande SE3',
      'Id: se3-tibber-kvartsprisavtal-lopande-se3-kvartspris',
      'Elområde: SE3',
      'Uppgifterna hämtat: 25 juli 2026 (2026-07-25)',
      'Sida: https://elvalet.se/jamfor',
    ]);
    expect(reportFieldLines({ ...OFFER, area: null }, null)).not.toContainEqual(expect.stringMatching(/^(Elområde|Sida):/));
    expect(reportRpcArgs(OFFER, 'Fel påslag.', '/jamfor')).toEqual({
      p_subject_kind: 'offer',
      p_subject_id: 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris',
      p_area: 'SE3',
      p_data_date: '2026-07-25',
      p_page: '/jamfor',
      p_message: 'Fel påslag.',
    });
  });

  it('opens the mail program with the subject line and the text first, then the fields', () => {
    const href = reportMailto('kontakt@elvalet.se', OFFER, 'Påslaget är 4,9 öre & inte 3,9.', 'https://elvalet.se/jamfor');
    expect(href.startsWith('mailto:kontakt@elvalet.se?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Fel i uppgift: Tibber – Kvartsprisavtal löpande SE3');
    expect(url.searchParams.get('body')).toBe(
      'Påslaget är 4,9 öre & inte 3,9.\n\nGäller: Tibber – Kvartsprisavtal löpande SE3\nId: se3-tibber-kvartsprisavtal-lopande-se3-kvartspris\nElområde: SE3\nUppgifterna hämtat: 25 juli 2026 (2026-07-25)\nSida: https://elvalet.se/jamfor',
    );
    expect(new URL(reportMailto('kontakt@elvalet.se', OFFER, '  ', null)).searchParams.get('body')?.startsWith('(Skriv här vad som är fel.)\n\nGäller:')).toBe(
      true,
    );
  });

  it('takes a text of 1 to 2 000 characters, trimmed', () => {
    expect(checkReportMessage('  Fel pris.  ')).toEqual({ ok: true, message: 'Fel pris.' });
    expect(checkReportMessage(' \n ')).toEqual({ ok: false, error: 'Skriv vad som är fel, till exempel vilket pris eller villkor som inte stämmer.' });
    expect(checkReportMessage('x'.repeat(REPORT_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkReportMessage('x'.repeat(REPORT_MAX_LENGTH + 1))).toEqual({ ok: false, error: 'Texten får vara högst 2\u202F000 tecken.' });
  });
});
