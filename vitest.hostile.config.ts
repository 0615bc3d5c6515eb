import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { linguiCatalogSplit } from './app/i18n/catalog-split.ts'

/**
 * The hostile-input suite: an attacker's and a careless client's requests against the
 * production build (`npm run build` first), one server for the whole suite, files one after
 * another so its memory and logs can be read between them.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The fuzz run lists the content service's calls from its own code, which loads catalogues.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), linguiCatalogSplit()],
  test: {
    environment: 'node',
    include: ['tests/hostile/**/*.test.ts'],
    globalSetup: ['tests/hostile/server.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
