/**
 * Axis labels of the SVG charts, at least 12 px as rendered. An SVG
 * scales with its viewBox (720 units wide), so a label's size in units is 12 × 720 / the chart's
 * width in px; the chart's figure is a size container and these steps keep every width at or
 * above 12 px (280-359 px: 31 units, 360-479: 24, 480-719: 18, from 720: 12). The charts leave
 * room for the largest step.
 */
export const CHART_LABEL_CLASS = 'text-[31px] @min-[360px]:text-[24px] @min-[480px]:text-[18px] @min-[720px]:text-[12px]';

/** The figure around a chart: the size container the label steps measure. */
export const CHART_CONTAINER_CLASS = '@container';
