import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  globalIgnores(['.next/**', 'out/**', 'out-live/**', 'out-bench/**', 'bench/floor-app/.next/**', 'bench/floor-app/out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
