// Production server: static files from dist/client, everything else through the Start handler.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = process.cwd()
const serverEntry = join(root, 'dist/server/server.js')
if (!existsSync(serverEntry)) {
  console.error('No production build found. Run `npm run build` first (or `npm start`).')
  process.exit(1)
}

const { default: app } = await import(serverEntry)
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST || undefined

const IMMUTABLE = 'public, max-age=31536000, immutable'

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    async (request, next) => {
      const response = await next()
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/') && response.status === 200) {
        response.headers.set('cache-control', IMMUTABLE)
      }
      return response
    },
    staticMiddleware({ dir: join(root, 'dist/client') }),
  ],
  fetch: (request) => app.fetch(request),
})

await server.ready()
console.log(`Listening on ${server.url}`)

const stop = async () => {
  await server.close(true)
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
