// Build-time only (vite.config.ts and its test): never imported by the app. Start's import
// protection, widened from its default (`*.server.*` files) to the whole of `app/server`: a
// module there that the browser's code reaches fails `vite build` (and, under `vite dev`, the
// browser gets a module that throws when it is used). Decision 0014.
//
// Nothing in `app/server` is let through: the modules the browser's code runs on both sides are
// `*.isomorphic.ts` modules outside it (their server half, which the compiler drops, may import
// server code; what survives into the browser's bundle still fails the build).

/** Options of `tanstackStart({ importProtection })`: the client environment's rules. */
export const importProtection = {
  client: {
    files: ['**/*.server.*', 'app/server/**'],
    excludeFiles: ['**/node_modules/**'],
  },
}
