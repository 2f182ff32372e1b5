import type { Config } from 'tailwindcss';

import { colors, fonts, priceAreaColors, radii, shadows } from './lib/design-tokens';

/**
 * Tailwind's theme from the design tokens (lib/design-tokens.ts), loaded by `@config` in
 * app/globals.css. Everything is under `extend`, so Tailwind's default scales (spacing, text
 * sizes, the slate/white palette the UI primitives use) stay as they are.
 */
const config = {
  theme: {
    extend: {
      colors: {
        ...colors,
        area: {
          se1: priceAreaColors.SE1,
          se2: priceAreaColors.SE2,
          se3: priceAreaColors.SE3,
          se4: priceAreaColors.SE4,
        },
      },
      borderRadius: radii,
      fontFamily: { sans: [...fonts.sans] },
      boxShadow: shadows,
    },
  },
} satisfies Config;

export default config;
