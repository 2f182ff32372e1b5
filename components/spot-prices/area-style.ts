import { priceAreaColors } from '@/lib/design-tokens';
import type { PriceArea } from '@/lib/domain/price-area';

/**
 * One colour (lib/design-tokens.ts) and dash pattern per price area in every chart, so the lines
 * differ for readers who do not tell the colours apart (WCAG 1.4.1).
 */
export const AREA_STROKES: Readonly<Record<PriceArea, { color: string; dash?: string }>> = {
  SE1: { color: priceAreaColors.SE1 },
  SE2: { color: priceAreaColors.SE2, dash: '8 4' },
  SE3: { color: priceAreaColors.SE3, dash: '2 3' },
  SE4: { color: priceAreaColors.SE4, dash: '12 4 3 4' },
};
