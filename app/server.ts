// The server entry of the build: Start's handler, with each page's code loaded after its first
// paint (decision 0010) and a member's header row held (app/server/http/page-scripts.ts); an
// address whose path does not decode gets the site's 400 page (app/server/http/malformed-path.ts).
// The first request starts the process's start-up work (app/server/boot.ts) where the production
// front has not already. A visitor who leaves mid-answer is a 499, not a server error.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { boot } from './server/boot'
import { upstreamBase } from './server/cmsapi/upstream'
import { badRequestPage, isMalformedPath } from './server/http/malformed-path'
import { withPageScripts } from './server/http/page-scripts'

const entry = createServerEntry({
  async fetch(request, options) {
    return await withPageScripts(await handler.fetch(request, options))
  },
})

type Options = Parameters<typeof entry.fetch>[1]

/** Client Closed Request: nginx's status for a visitor who left before the answer. */
const CLIENT_CLOSED = 499

/**
 * A visitor who goes away while the page renders aborts the request, and the render throws the
 * abort's reason. Start logs such an error with its stack unless it carries an HTTP status: the
 * reason gets 499 as it happens, so leaving a page is not a server error on stderr.
 */
function markClientGone(request: Request) {
  const { signal } = request
  signal.addEventListener(
    'abort',
    () => {
      const reason: unknown = signal.reason
      if (reason instanceof Error && !('status' in reason)) {
        Object.defineProperty(reason, 'status', { value: CLIENT_CLOSED })
      }
    },
    { once: true },
  )
}

export default {
  // Start's request scope answers such a path with an empty 400 before any of ours runs.
  async fetch(request: Request, options?: Options): Promise<Response> {
    // The process's start-up work (once; the production front starts it as it listens): what
    // needs the database waits for it in getDb. Upstream mode opens no database.
    if (!upstreamBase()) void boot().catch(() => {})
    markClientGone(request)
    if (isMalformedPath(new URL(request.url).pathname)) {
      return await badRequestPage(request, async (page) => await entry.fetch(page, options))
    }
    return await entry.fetch(request, options)
  },
}
