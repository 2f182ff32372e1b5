import type { ReportSubject } from '@/lib/reports/report';

/** A report about Tibber's SE3 offer as /jamfor's card fills it in (the offer read on 25 July 2026). */
export const OFFER_REPORT: ReportSubject = {
  kind: 'offer',
  id: 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris',
  label: 'Tibber – Kvartsprisavtal löpande SE3',
  area: 'SE3',
  dataDate: '2026-07-25',
  dataDateLabel: 'hämtat',
};
