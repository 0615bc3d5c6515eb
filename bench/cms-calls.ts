// Latency of every list and detail call through the in-process transport, on the seeded data.
// Usage: npx tsx bench/cms-calls.ts            (PGlite in memory)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/cms-calls.ts
// Target: p99 under 5 ms for every list call with default paging.
// The content service's handlers use Lingui macros, so the body (cms-calls.run.ts) is loaded
// through Vite with the same Lingui transform as the app.
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { createServer } from 'vite'

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
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
})
try {
  await vite.ssrLoadModule('/bench/cms-calls.run.ts')
} finally {
  await vite.close()
}
