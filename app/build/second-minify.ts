// Build-time only (vite.config.ts): never imported by the app. After the bundler's own (Oxc)
// minifier, Terser compresses each browser chunk once more; a chunk keeps Terser's output only
// when it is smaller after gzip (for the route chunk every page loads, about 1.7 KB of 73 KB;
// for React DOM's chunk Terser's output is larger, so that one stays as it was). Decision 0004.
import { gzipSync } from 'node:zlib'
import { minify } from 'terser'
import type { Plugin } from 'vite'

export function secondMinify(): Plugin {
  return {
    name: 'second-minify',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(options, bundle) {
      // A source map would no longer match the rewritten code: analysis builds
      // (BUILD_SOURCEMAP=1) keep the bundler's output.
      if (options.sourcemap) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const result = await minify(chunk.code, {
          module: true,
          compress: { passes: 2 },
          mangle: true,
          format: { comments: false },
        })
        if (
          result.code !== undefined &&
          gzipSync(result.code).length < gzipSync(chunk.code).length
        ) {
          chunk.code = result.code
        }
      }
    },
  }
}
