// The server entry of the build: Start's handler, with each page's code loaded after its first
// paint (decision 0010) and a member's header row held (app/server/http/page-scripts.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { withPageScripts } from './server/http/page-scripts'

export default createServerEntry({
  async fetch(request, options) {
    return await withPageScripts(await handler.fetch(request, options))
  },
})
