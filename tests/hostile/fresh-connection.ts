// Requests on connections of their own (no keep-alive): with several worker processes behind
// one port, each new connection may land on another process.
import { request } from 'node:http'

export type Answer = { status: number; headers: Record<string, string>; body: string }

/** One request on a connection of its own. */
export function fresh(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent: false, headers: { connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const flat: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: flat,
            body: Buffer.concat(chunks).toString('utf8'),
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}
