import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { httpErrorAdapter } from './lib/http-error'
import { badInputIs400, serverFnGuard } from './server/http/server-fn-guard'

// Server functions refuse cross-origin callers (Sec-Fetch-Site / Origin / Referer checks).
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn'),
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf, serverFnGuard],
  functionMiddleware: [badInputIs400],
  serializationAdapters: [httpErrorAdapter],
}))
