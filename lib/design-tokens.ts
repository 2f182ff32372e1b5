/**
 * The design tokens: every colour, radius and font of the site, written once.
 *
 * Tailwind reads them through tailwind.config.ts (`@config` in app/globals.css), so the utilities
 * keep their names: bg-primary, text-muted-foreground, border-border, rounded-lg, font-sans ...
 * What a class cannot reach imports this module instead: the server-rendered SVG charts, the full
 * bill's stacked bar, the logo, the browser's theme colour and the image scripts (scripts/lib/svg.ts).
 * tests/unit/lib/design-tokens.test.ts fails when a colour literal appears anywhere else, and checks
 * the contrast of the text and shape colours against WCAG 2.2 AA.
 *
 * Pure data and plain functions, no imports: tailwind.config.ts loads this file outside Next.js.
 */

/** The hues in use (Tailwind's v3 palette, in hex), each written once; the roles below name their use. */
const hue = {
  white: '#ffffff',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate500: '#64748b',
  slate600: '#475569',
  slate900: '#0f172a',
  teal100: '#ccfbf1',
  teal300: '#5eead4',
  teal700: '#0f766e',
  teal800: '#115e59',
  sky400: '#38bdf8',
  blue100: '#dbeafe',
  blue700: '#1d4ed8',
  green100: '#dcfce7',
  green700: '#15803d',
  yellow100: '#fef9c3',
  yellow300: '#fde047',
  yellow700: '#a16207',
  amber100: '#fef3c7',
  amber500: '#f59e0b',
  red100: '#fee2e2',
  red700: '#b91c1c',
} as const;

/**
 * The site's colour roles; each key is a Tailwind colour name (`bg-<key>`, `text-<key>`, ...).
 * Text colours have ≥ 4.5:1 contrast on white and on their -soft surface.
 */
export const colors = {
  background: hue.white,
  foreground: hue.slate900,
  muted: hue.slate100,
  'muted-foreground': hue.slate600,
  border: hue.slate200,
  /**
   * The focus ring. Dark, so it has ≥ 3:1 against white, the muted and soft
   * surfaces and the primary teal alike; app/globals.css puts a background-coloured band inside it,
   * so it also shows round a white button on a teal section. Teal (the old ring) vanished there.
   */
  ring: hue.slate900,

  primary: hue.teal700,
  'primary-hover': hue.teal800,
  'primary-foreground': hue.white,
  'primary-soft': hue.teal100,

  accent: hue.blue700,
  'accent-soft': hue.blue100,

  success: hue.green700,
  'success-soft': hue.green100,
  warning: hue.yellow700,
  'warning-soft': hue.yellow100,
  destructive: hue.red700,
  'destructive-soft': hue.red100,
} as const;

/**
 * One colour per price area in every chart and image (with a dash pattern beside it in the charts,
 * WCAG 1.4.1); each has ≥ 3:1 contrast on white. Tailwind: `bg-area-se1` … `bg-area-se4`.
 */
export const priceAreaColors = {
  SE1: colors.accent,
  SE2: colors.primary,
  SE3: colors.warning,
  SE4: colors.destructive,
} as const;

/** The SVG charts' lines and labels (components/spot-prices). */
export const chartColors = {
  /** Grid lines. */
  grid: colors.border,
  /** The zero line, darker than the grid. */
  axis: hue.slate500,
  /** Tick labels (text: ≥ 4.5:1 on white). */
  label: colors['muted-foreground'],
  /** The 'now' marker on the day chart. */
  marker: colors.foreground,
  /** A month's bar; a month still under way is lighter. */
  bar: colors.primary,
  barPartial: hue.teal300,
} as const;

/** The full bill's stacked bar (components/grid/total-cost-breakdown.tsx), one colour per part. */
export const costPartColors = {
  supply: colors.primary,
  gridFixed: colors.accent,
  transfer: hue.sky400,
  power: hue.amber500,
  authorityFee: hue.teal300,
  energyTax: hue.slate500,
} as const;

/** The hues the article images mix (scripts/lib/svg.ts): the site's roles plus a line and a pale amber. */
export const illustrationColors = {
  ink: colors.foreground,
  muted: colors['muted-foreground'],
  line: hue.slate300,
  paper: colors.background,
  teal: colors.primary,
  tealSoft: colors['primary-soft'],
  blue: colors.accent,
  blueSoft: colors['accent-soft'],
  amber: colors.warning,
  amberSoft: hue.amber100,
  red: colors.destructive,
  redSoft: colors['destructive-soft'],
  green: colors.success,
  greenSoft: colors['success-soft'],
  slateSoft: colors.muted,
} as const;

/** The logo: a lightning bolt on a rounded tile (components/layout/logo.tsx, public/icon.svg). */
export const logoMark = {
  size: 32,
  radius: 8,
  bolt: 'M18 5 9 18h6l-1 9 9-13h-6l1-9Z',
  tile: colors.primary,
  boltColor: hue.yellow300,
} as const;

/** public/icon.svg: the logo's tile and bolt as a file of their own. */
export function logoIconSvg(): string {
  const { size, radius, bolt, tile, boltColor } = logoMark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${tile}"/><path d="${bolt}" fill="${boltColor}"/></svg>\n`;
}

/**
 * The favicon as the pages name it: the same SVG as a `data:` address, so the browser has the
 * icon without a request. Chrome asks for a favicon file when the page's load event fires, and on
 * a page without scripts that is often before its first frame; Lighthouse then counts that request
 * as one the largest paint waited for (docs/benchmarks.md, "The favicon request"). `<`, `>`, `#`,
 * `"` and spaces are escaped (a URL has no raw space; an apostrophe for the quotes would cost six
 * characters in the HTML attribute, `%22` three).
 */
export function logoIconDataUri(): string {
  return `data:image/svg+xml,${logoIconSvg()
    .trim()
    .replace(/[<>#" ]/g, (c) => encodeURIComponent(c))}`;
}

/** `#rrggbb` at an opacity, as CSS `rgb(r g b / a)`. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`withAlpha: ${hex} is not #rrggbb`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** Shadows: the cookie banner lifts off the page with the text colour at 12 %. Tailwind: `shadow-banner`. */
export const shadows = {
  banner: `0 -8px 30px ${withAlpha(colors.foreground, 0.12)}`,
} as const;

/** Corner radii. Tailwind: rounded-md, rounded-lg (the other sizes keep Tailwind's defaults). */
export const radii = {
  md: '0.5rem',
  lg: '0.75rem',
} as const;

const SANS_FALLBACK = ['ui-sans-serif', 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'] as const;

/**
 * Fonts. The pages use the device's own UI font (San Francisco, Segoe UI, Roboto ...): a web font
 * (Inter, 47 KiB) was the largest request before first paint on every page and pushed LCP past
 * the speed targets (docs/benchmarks.md). The drawn SVG files (article images) name Inter first and fall
 * back to the same stack.
 */
export const fonts = {
  sans: [...SANS_FALLBACK],
  sansByName: ['Inter', ...SANS_FALLBACK],
} as const;

/** A font list as one CSS font-family value. */
export function fontFamily(list: readonly string[]): string {
  return list.join(', ');
}
