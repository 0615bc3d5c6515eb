import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiCatalogSplit } from './app/i18n/catalog-split.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), linguiCatalogSplit()],
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { CAPTCHA_TEST_ANSWER: 'unit-test' },
  },
})
