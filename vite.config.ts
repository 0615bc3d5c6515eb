import { resolve } from 'node:path'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkMap } from './app/build/chunk-map.ts'
import { importProtection } from './app/build/import-protection.ts'
import { smallPreloadHelper } from './app/build/preload-helper.ts'
import { secondMinify } from './app/build/second-minify.ts'
import { linguiCatalogSplit } from './app/i18n/catalog-split.ts'

/**
 * Modules nearly every visitor's page loads that the bundler would otherwise put into small
 * chunks of their own (each shared by the first download and by pages' lazy parts): in the
 * route chunk they cost less (one request, one compression window) than as eight files of
 * 0.1–1.5 KB (decision 0004).
 */
const EVERY_PAGE = [
  '/node_modules/@tanstack/store/',
  '/node_modules/react-dom/index.js',
  '/node_modules/react-dom/cjs/react-dom.production.js',
  '/node_modules/@tanstack/start-client-core/dist/esm/createMiddleware.js',
  '/app/components/content/content-image.tsx',
  '/app/lib/media-sources.ts',
  '/app/components/layout/section-layout.tsx',
  '/app/features/site/section-banner.ts',
]

/**
 * The server build's entries, all one module graph (decision 0003): Start's handler, the
 * production HTTP front that serves it (`node dist/server/serve.js`), the worker thread that
 * holds a PGlite database (db/pglite-client.ts finds it beside them), the worker thread
 * that reads a file of codes into rows (rows-reader.ts), and the operator's
 * commands (package.json runs them from dist/server too). Chunks they share are loaded once.
 */
const SERVER_ENTRIES = {
  server: 'app/server.ts',
  serve: 'app/server/front/serve.ts',
  'pglite-worker': 'app/server/db/pglite-worker.ts',
  'rows-worker': 'app/server/rows-worker.ts',
  'db-backup': 'app/server/cli/db-backup.ts',
  'db-restore': 'app/server/cli/db-restore.ts',
  'forms-export': 'app/server/cli/forms-export.ts',
  'codes-import': 'app/server/cli/codes-import.ts',
  'codes-generate': 'app/server/cli/codes-generate.ts',
  'staff-create': 'app/server/cli/staff-create.ts',
  'staff-reset': 'app/server/cli/staff-reset.ts',
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // Start puts modulepreload links for the page's chunks into the HTML itself; Vite's own
    // preload helper would add a list of every chunk's dependencies to the first download
    // (decision 0004), and there is no CSS imported by lazy chunks for it to load.
    modulePreload: false,
  },
  // How the browser's code is cut into files (the server's bundle is left to the defaults), and
  // the server build's entries.
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          input: Object.fromEntries(
            Object.entries(SERVER_ENTRIES).map(([name, path]) => [name, resolve(path)]),
          ),
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Every page's route definition is needed by the first download anyway: one
                  // chunk instead of one small file per route (the pages' components stay
                  // lazy), with the few modules every page loads (EVERY_PAGE).
                  name: (id: string) =>
                    (id.includes('/app/routes/') &&
                      !id.includes('?') &&
                      !id.includes('tsr-split')) ||
                    EVERY_PAGE.some((part) => id.includes(part))
                      ? 'routes'
                      : null,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Bundled into the server's code, not loaded from node_modules: Node reads a package's
    // package.json again for each of its modules it loads, and drizzle-orm's is 180 KB for
    // about a hundred modules: a fifth of a start's time (bench/cold-start.ts).
    noExternal: ['drizzle-orm'],
    // Native and wasm packages stay in node_modules at run time.
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'pg',
      'svg-captcha',
      'sanitize-html',
      'sharp',
      'read-excel-file',
      '@aws-sdk/client-s3',
    ],
  },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // Server code that reaches the browser's bundle fails the build: all of app/server, not
      // only `*.server.ts` files.
      importProtection,
      router: {
        // Loaders load with their page, not in the first download (JS budget, decision 0004),
        // and in one file with its component: the page needs both, and every route definition
        // names one file instead of two (0.3–0.8 KB less on each page).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      },
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    linguiCatalogSplit(),
    secondMinify(),
    // Vite's preload helper without the preloading this build never asks of it.
    smallPreloadHelper(),
    // What the browser's chunks hold, for the byte report after the build (decision 0004).
    chunkMap(),
  ],
})
