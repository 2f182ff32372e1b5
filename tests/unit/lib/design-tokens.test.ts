/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  chartColors,
  colors,
  costPartColors,
  fontFamily,
  fonts,
  illustrationColors,
  logoMark,
  priceAreaColors,
  radii,
  shadows,
  withAlpha,
} from '@/lib/design-tokens';

const root = path.join(__dirname, '..', '..', '..');

/** WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens (lib/design-tokens.ts)', () => {
  it('keeps the colour values the site has always had', () => {
    expect(colors).toEqual({
      background: '#ffffff',
      foreground: '#0f172a',
      muted: '#f1f5f9',
      'muted-foreground': '#475569',
      border: '#e2e8f0',
      ring: '#0f172a',
      primary: '#0f766e',
      'primary-hover': '#115e59',
      'primary-foreground': '#ffffff',
      'primary-soft': '#ccfbf1',
      accent: '#1d4ed8',
      'accent-soft': '#dbeafe',
      success: '#15803d',
      'success-soft': '#dcfce7',
      warning: '#a16207',
      'warning-soft': '#fef9c3',
      destructive: '#b91c1c',
      'destructive-soft': '#fee2e2',
    });
    expect(priceAreaColors).toEqual({ SE1: '#1d4ed8', SE2: '#0f766e', SE3: '#a16207', SE4: '#b91c1c' });
    expect(chartColors).toEqual({
      grid: '#e2e8f0',
      axis: '#64748b',
      label: '#475569',
      marker: '#0f172a',
      bar: '#0f766e',
      barPartial: '#5eead4',
    });
    expect(radii).toEqual({ md: '0.5rem', lg: '0.75rem' });
    expect(shadows.banner).toBe('0 -8px 30px rgb(15 23 42 / 0.12)');
    expect(fontFamily(fonts.sans)).toBe("ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(fontFamily(fonts.sansByName)).toBe("Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(logoMark).toMatchObject({ tile: '#0f766e', boltColor: '#fde047' });
  });

  it('writes a colour with an opacity as CSS rgb()', () => {
    expect(withAlpha('#0f172a', 0.12)).toBe('rgb(15 23 42 / 0.12)');
    expect(withAlpha('#FFFFFF', 1)).toBe('rgb(255 255 255 / 1)');
    expect(() => withAlpha('#fff', 0.5)).toThrow('#fff is not #rrggbb');
    expect(() => withAlpha('teal', 0.5)).toThrow();
  });

  it('meets WCAG 2.2 AA: text ≥ 4.5:1 on its surfaces, shapes and the focus ring ≥ 3:1', () => {
    const text: [string, string][] = [
      [colors.foreground, colors.background],
      [colors.foreground, colors.muted],
      [colors['muted-foreground'], colors.background],
      [colors['muted-foreground'], colors.muted],
      [colors.primary, colors.background],
      [colors.primary, colors['primary-soft']],
      [colors['primary-hover'], colors.background],
      [colors['primary-foreground'], colors.primary],
      [colors['primary-foreground'], colors['primary-hover']],
      [colors.accent, colors.background],
      [colors.accent, colors['accent-soft']],
      [colors.success, colors['success-soft']],
      [colors.warning, colors['warning-soft']],
      [colors.warning, colors.background],
      [colors.destructive, colors['destructive-soft']],
      [colors.destructive, colors.background],
      [colors.foreground, colors['warning-soft']],
      [chartColors.label, colors.background],
    ];
    for (const [fg, bg] of text) expect({ fg, bg, ok: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ok: true });
    const shapes = [colors.ring, ...Object.values(priceAreaColors), chartColors.axis, chartColors.bar];
    for (const shape of shapes) expect({ shape, ok: contrast(shape, colors.background) >= 3 }).toEqual({ shape, ok: true });
    // The focus ring also on the surfaces interactive elements sit on, teal sections and filled buttons included.
    for (const surface of [colors.muted, colors['primary-soft'], colors['accent-soft'], colors.primary])
      expect({ surface, ok: contrast(colors.ring, surface) >= 3 }).toEqual({ surface, ok: true });
    // Worked by hand for the pair most text uses: (1 + 0,05) / (0,00857 + 0,05) ≈ 17,85.
    expect(contrast(colors.foreground, colors.background)).toBeCloseTo(17.85, 1);
  });

  it('gives the article images the site colours, not copies', () => {
    expect(illustrationColors).toMatchObject({ ink: '#0f172a', teal: '#0f766e', blue: '#1d4ed8', amber: '#a16207', red: '#b91c1c' });
    expect(illustrationColors.amberSoft).toBe('#fef3c7');
    expect(illustrationColors.line).toBe('#cbd5e1');
  });

  it('colours the full bill parts, the first two as the site roles', () => {
    expect(costPartColors).toEqual({
      supply: '#0f766e',
      gridFixed: '#1d4ed8',
      transfer: '#38bdf8',
      power: '#f59e0b',
      authorityFee: '#5eead4',
      energyTax: '#64748b',
    });
  });
});

/** Source files a colour could hide in: app/, components/, lib/, scripts/ (not content or tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mjs|css)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** A colour literal: #rgb, #rrggbb, #rrggbbaa in quotes/after a colon or bracket, or a CSS colour function. */
const COLOUR_LITERAL = /(?:['"`(\s:[,]#(?:[0-9a-fA-F]{3}){1,2}(?:[0-9a-fA-F]{2})?\b)|(?:^|[^a-zA-Z])(?:rgba?|hsla?|oklch|oklab|lab|lch|hwb)\(/;

describe('one place for colours', () => {
  it('writes no colour value outside lib/design-tokens.ts', () => {
    const offenders = ['app', 'components', 'lib', 'scripts']
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join('lib', 'design-tokens.ts'))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (COLOUR_LITERAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('finds a colour literal when one is written (the check above can fail)', () => {
    for (const line of ["stroke: '#64748b'", 'fill="#fde047"', 'shadow-[0_-8px_30px_rgba(15,23,42,0.12)]', 'color: oklch(0.5 0.1 200);', 'bg-[#fff]']) {
      expect({ line, found: COLOUR_LITERAL.test(line) }).toEqual({ line, found: true });
    }
    for (const line of ["href: '/elpris-historik#SE3'", "id: 'faq-1'", 'const x = a#b']) {
      expect({ line, found: COLOUR_LITERAL.test(line) }).toEqual({ line, found: false });
    }
  });

  it('has Tailwind load the tokens through @config, with no @theme copy in globals.css', () => {
    const css = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    expect(css).toMatch(/^@config (['"])\.\.\/tailwind\.config\.ts\1;$/m);
    expect(css).not.toMatch(/^\s*@theme/m);
    // Reading a token with --theme(--color-…) is fine; defining one (`--color-x: …`) would be a copy.
    expect(css).not.toMatch(/--(?:color|radius|font)-[\w-]+\s*:/);
    expect(css.replace(/--theme\([^)]*\)/g, '')).not.toMatch(/--color-|--radius-|--font-sans/);
  });
});

describe('Tailwind builds its utilities from the tokens', () => {
  let css = '';
  beforeAll(() => {
    // The PostCSS plugin next build runs (postcss.config.mjs), on app/globals.css, in a child
    // process because Tailwind's compiler is ES-module only and Jest runs CommonJS.
    const script = `
      import postcss from 'postcss';
      import tailwind from '@tailwindcss/postcss';
      import { readFileSync } from 'node:fs';
      const from = process.argv[1];
      const result = await postcss([tailwind({ base: process.cwd() })]).process(readFileSync(from, 'utf8'), { from });
      process.stdout.write(result.css);`;
    css = execFileSync(process.execPath, ['--input-type=module', '-e', script, path.join(root, 'app', 'globals.css')], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
  }, 60_000);

  const rule = (selector: string) => new RegExp(`\\.${selector.replace(/[\\/:]/g, (c) => `\\\\\\${c}`)}\\s*\\{([^}]*)\\}`).exec(css)?.[1]?.trim();

  it('keeps the class names the components use, with the token values', () => {
    expect(rule('bg-primary')).toBe('background-color: #0f766e;');
    expect(rule('text-muted-foreground')).toBe('color: #475569;');
    expect(rule('border-border')).toBe('border-color: #e2e8f0;');
    expect(rule('bg-warning-soft')).toBe('background-color: #fef9c3;');
    expect(rule('rounded-lg')).toBe('border-radius: 0.75rem;');
    expect(rule('rounded-md')).toBe('border-radius: 0.5rem;');
    expect(rule('font-sans')).toBe("font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;");
    expect(rule('shadow-banner')).toContain('0 -8px 30px var(--tw-shadow-color, rgb(15 23 42 / 0.12))');
  });
});
