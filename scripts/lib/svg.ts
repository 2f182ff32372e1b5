import { fontFamily, fonts, illustrationColors } from '../../lib/design-tokens';

/**
 * A few helpers for writing SVG by hand in the image scripts: attribute escaping, elements and the
 * shared frame (size, title, background). Output is deterministic: same input, same bytes.
 */

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/** The site's colours (lib/design-tokens.ts): ≥ 4.5:1 on white for text colours, ≥ 3:1 for shapes. */
export const COLORS = illustrationColors;

/** The site's font stack, with Inter named (an image file is not styled by the page's @font-face). */
export const FONT = fontFamily(fonts.sansByName);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attrs = Record<string, string | number | undefined>;

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(typeof value === 'number' ? String(round(value)) : value!)}"`)
    .join('');
}

/** Two decimals at most, so the files stay small and stable. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function el(tag: string, attrs: Attrs = {}, children: string | readonly string[] = ''): string {
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner ? `<${tag}${attributes(attrs)}>${inner}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

export function text(x: number, y: number, content: string, attrs: Attrs = {}): string {
  return el('text', { x, y, 'font-family': FONT, fill: COLORS.ink, ...attrs }, escapeXml(content));
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}): string {
  return el('rect', { x, y, width, height, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  return el('circle', { cx, cy, r, ...attrs });
}

export function line(x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string {
  return el('line', { x1, y1, x2, y2, ...attrs });
}

export function path(d: string, attrs: Attrs = {}): string {
  return el('path', { d, ...attrs });
}

export function group(children: readonly string[], attrs: Attrs = {}): string {
  return el('g', attrs, children);
}

/** Points as an SVG path: 'M x y L x y …'. */
export function polyline(points: readonly (readonly [number, number])[], close = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
  return close ? `${d} Z` : d;
}

/** The whole file: fixed size (so pages reserve the space), a title, a background. */
export function svgDocument(title: string, background: string, body: readonly string[]): string {
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      viewBox: `0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}`,
      role: 'img',
      'aria-labelledby': 'title',
    },
    [el('title', { id: 'title' }, escapeXml(title)), rect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT, { fill: background }), ...body],
  )}\n`;
}
