// The server entry of the build: Start's handler, with each page's code loaded after its first
// paint (decision 0010) and a member's header row held (app/server/http/page-scripts.ts); an
// address whose path does not decode gets the site's 400 page (app/server/http/malformed-path.ts).
// The first request starts the process's start-up work (app/server/boot.ts) where the production
// front has not already.
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

export default {
  // Start's request scope answers such a path with an empty 400 before any of ours runs.
  async fetch(request: Request, options?: Options): Promise<Response> {
    // The process's start-up work (once; the production front starts it as it listens): what
    // needs the database waits for it in getDb. Upstream mode opens no database.
    if (!upstreamBase()) void boot().catch(() => {})
    if (isMalformedPath(new URL(request.url).pathname)) {
      return await badRequestPage(request, async (page) => await entry.fetch(page, options))
    }
    return await entry.fetch(request, options)
  },
}
