/**
 * Geometry for the server-rendered SVG charts (no chart library: the charts are plain markup,
 * readable without JavaScript). Coordinates are rounded to 0.01 px to keep the HTML small.
 */

export interface Domain {
  min: number;
  max: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A 1-2-2.5-5 × 10^n step that gives about `target` intervals over `span`. */
export function niceStep(span: number, target = 5): number {
  if (!(span > 0)) return 1;
  const raw = span / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const nice = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** The axis range over all values, widened to whole steps and always including 0. */
export function niceDomain(values: readonly number[], target = 5): Domain {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  if (lo === hi) return { min: 0, max: 1 };
  const step = niceStep(hi - lo, target);
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step };
}

/** Tick values from min to max in nice steps (inclusive). */
export function niceTicks(domain: Domain, target = 5): number[] {
  const step = niceStep(domain.max - domain.min, target);
  const ticks: number[] = [];
  for (let value = domain.min; value <= domain.max + step / 1000; value += step) {
    ticks.push(Math.round(value / step) * step);
  }
  return ticks;
}

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The y coordinate of a value (SVG y grows downwards). */
export function yFor(value: number, domain: Domain, plot: Plot): number {
  const span = domain.max - domain.min || 1;
  return round(plot.top + ((domain.max - value) / span) * plot.height);
}

/**
 * A step line for interval prices: each price is flat over its interval, so interval i covers
 * x from i/n to (i+1)/n of the width. Returns an SVG path ('M… H… V…').
 */
export function stepPath(values: readonly number[], domain: Domain, plot: Plot): string {
  if (values.length === 0) return '';
  const width = plot.width / values.length;
  const parts: string[] = [];
  values.forEach((value, i) => {
    const x0 = round(plot.left + i * width);
    const y = yFor(value, domain, plot);
    parts.push(i === 0 ? `M${x0} ${y}` : `V${y}`);
    parts.push(`H${round(plot.left + (i + 1) * width)}`);
  });
  return parts.join('');
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Vertical bars from the zero line (negative values hang below it); `gap` is a share of each slot. */
export function barRects(values: readonly number[], domain: Domain, plot: Plot, gap = 0.2): Bar[] {
  const slot = plot.width / Math.max(values.length, 1);
  const zero = yFor(0, domain, plot);
  return values.map((value, i) => {
    const y = yFor(value, domain, plot);
    return {
      x: round(plot.left + i * slot + (slot * gap) / 2),
      y: Math.min(y, zero),
      width: round(slot * (1 - gap)),
      height: round(Math.abs(zero - y)),
    };
  });
}
