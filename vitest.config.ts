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
    hookTimeout: 120_000,
    // The template databases, migrated and seeded once per run, that each suite copies.
    globalSetup: ['tests/setup/test-db-templates.ts'],
    // Hands the templates on; fails a test that logs through console.error.
    setupFiles: ['tests/setup/unit.ts'],
    pool: 'forks',
    // Vitest's default leaves a core free (one worker on two cores); most files wait on PGlite,
    // PostgreSQL or child processes, and each has databases of its own, so every core runs one.
    maxWorkers: '100%',
    // A worker runs its files one after another in one module graph instead of loading the
    // app's server code again for each file (a sixth of the suite's time went to imports). Every
    // file opens databases, folders and servers of its own and gives them back in its afterAll,
    // and the suite passes with its files shuffled (`--sequence.shuffle.files`).
    isolate: false,
    // The fixed captcha answer of the unit tests, honoured only beside its flag.
    env: { CAPTCHA_TEST_ANSWER: 'unit-test', ALLOW_TEST_CAPTCHA: '1' },
  },
})
