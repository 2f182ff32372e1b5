import type { PriceArea } from '@/lib/domain/price-area';

/**
 * One colour and dash pattern per price area in every chart, so the lines differ for readers who
 * do not tell the colours apart (WCAG 1.4.1). Each colour has ≥ 3:1 contrast on white.
 */
export const AREA_STROKES: Readonly<Record<PriceArea, { color: string; dash?: string }>> = {
  SE1: { color: '#1d4ed8' },
  SE2: { color: '#0f766e', dash: '8 4' },
  SE3: { color: '#a16207', dash: '2 3' },
  SE4: { color: '#b91c1c', dash: '12 4 3 4' },
};
