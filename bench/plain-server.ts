// The baseline of bench/ssr.ts: fixed HTML bodies from memory with node:http, nothing else.
// Usage: node bench/plain-server.ts PORT BODIES.json   ({"/path": "<html>…"})
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(String(file), 'utf8')) as Record<string, string>).map(
    ([path, html]) => [path, Buffer.from(html)],
  ),
)
createServer((req, res) => {
  const body = bodies.get(req.url ?? '/')
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
  res.end(body ?? '')
}).listen(Number(port), '127.0.0.1')
