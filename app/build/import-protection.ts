// Build-time only (vite.config.ts and its test): never imported by the app. Start's import
// protection, widened from its default (`*.server.*` files) to the whole of `app/server`: a
// module there that the browser's code reaches fails `vite build` (and, under `vite dev`, the
// browser gets a module that throws when it is used). Decision 0014.

/**
 * The modules of `app/server` that the browser's code imports on purpose: isomorphic helpers
 * whose server half the compiler drops (`createIsomorphicFn`, and the request middleware of
 * `start.ts`, whose `.server()` part never reaches the browser) and the content service's
 * error codes, plain data the pages show. Whatever they import from `app/server` is still
 * checked: an import that survives into the browser's bundle fails the build.
 */
export const BROWSER_SAFE_SERVER_MODULES = [
  'app/server/cmsapi/errors.ts',
  'app/server/http/csp-nonce.ts',
  'app/server/http/http-error.ts',
  'app/server/http/server-fn-guard.ts',
  'app/server/log-error.ts',
]

/** Options of `tanstackStart({ importProtection })`: the client environment's rules. */
export const importProtection = {
  client: {
    files: ['**/*.server.*', 'app/server/**'],
    excludeFiles: ['**/node_modules/**', ...BROWSER_SAFE_SERVER_MODULES],
  },
}
