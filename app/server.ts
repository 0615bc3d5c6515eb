// The server entry of the build: Start's handler, with each page's code loaded after its first
// paint (app/server/http/deferred-scripts.ts, decision 0010).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { withDeferredModuleScripts } from './server/http/deferred-scripts'

export default createServerEntry({
  async fetch(request, options) {
    return await withDeferredModuleScripts(await handler.fetch(request, options))
  },
})
