// Loads a bench's body through Vite with the app's Lingui transform and catalogues (as
// vitest.config.ts does): the server modules a bench
// imports (the content service, the code import) use Lingui macros, which plain Node cannot run.
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { createServer } from 'vite'
import { linguiCatalogSplit } from '../app/i18n/catalog-split.ts'

/** Runs the module at `entry` (a path from the repository's root, e.g. `/bench/x.run.ts`). */
export async function runThroughVite(entry: string): Promise<void> {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { tsconfigPaths: true },
    ssr: {
      external: [
        '@electric-sql/pglite',
        '@node-rs/argon2',
        'pg',
        'svg-captcha',
        'sharp',
        'sanitize-html',
      ],
    },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), linguiCatalogSplit()],
  })
  try {
    await vite.ssrLoadModule(entry)
  } finally {
    await vite.close()
  }
}
