import type { ReportNewsItem } from '@/lib/content/news';
import { PRICE_AREAS, type PriceArea } from '@/lib/domain/price-area';
import { formatDate, formatList } from '@/lib/format';

/** 'Alla elområden' or 'SE3 och SE4'. */
export function areasLabel(areas: readonly PriceArea[]): string {
  return areas.length === PRICE_AREAS.length ? 'Alla elområden' : formatList(areas);
}

/** Under a report's title: which prices it is based on (the issue asks for this wording). */
export function reportBasisLabel(item: Pick<ReportNewsItem, 'dataThrough'>): string {
  return `Baserad på spotpriser till och med ${formatDate(item.dataThrough)}`;
}
