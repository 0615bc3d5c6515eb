// The staff side under pressure, on the production build (PGlite, or BENCH_DATABASE_URL):
// 1. body floods: rounds of four anonymous 94 MB posts at once to /api/staff (two with their
//    length declared, two streamed without one): what the client got to send, RSS and its peak;
// 2. an image flood: eight uploads at once of a 36-megapixel picture (just under the limit,
//    decoded one at a time) and eight of 100 megapixels (refused by their header): time, RSS,
//    peak, and a cached page's worst latency meanwhile;
// 3. 100,000 codes generated in one call: its time, a cached page's worst latency (the event
//    loop) and a database read's worst latency (PGlite's one connection) meanwhile, and whether
//    the batch showed before the call answered (it is one transaction).
// Usage: npm run build && npx tsx bench/staff-floods.ts   (BENCH_PORT, BENCH_FLOOD_ROUNDS=3)
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import sharp from 'sharp'
import { floodPost } from '../tests/hostile/flood.ts'
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
const port = Number(process.env.BENCH_PORT ?? 3271)
const rounds = Number(process.env.BENCH_FLOOD_ROUNDS ?? 3)
const db = await benchDatabase('staffflood')
const admin = { email: 'flood-bench@example.com', password: 'flood-bench-password' }
const server = await startServer(
  port,
  {
    DATABASE_URL: db.url,
    STAFF_ADMIN_EMAIL: admin.email,
    STAFF_ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: '1',
  },
  '/api/health',
)

/** VmRSS and VmHWM (the peak so far) of the server, in MB. */
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
  return { rss: mb('VmRSS'), peak: mb('VmHWM') }
}

let visitor = 0
/** A never-ending POST (tests/hostile/flood.ts) from a new visitor address. */
function flood(path: string, contentType: string, total: number, declared: boolean) {
  visitor++
  const from = `10.200.${visitor >> 8}.${visitor & 255}`
  return floodPost(port, { path, contentType, total, declared, from })
}

/** Times `path` every 50 ms until `stop` says so: the worst and how many answers. */
function sampler(path: string, headers: Record<string, string> = {}) {
  const times: number[] = []
  let running = true
  const done = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(`${server.url}${path}`, { headers })
      await response.arrayBuffer()
      times.push(performance.now() - started)
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  return async () => {
    running = false
    await done
    return { worst: Math.round(Math.max(0, ...times)), count: times.length }
  }
}

try {
  console.log(
    `staff floods on ${db.engine}, ${cpus().length} cores (the machine's other load is not ours)`,
  )
  const session = await fetch(`${server.url}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const token: string = (await session.json()).data.token
  const auth = { authorization: `Bearer ${token}` }
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/about/about-us`)).arrayBuffer()

  // 1. Body floods.
  const size = 94 * 1024 * 1024
  const idle = memory()
  console.log(`1. body floods: RSS before ${idle.rss} MB (peak so far ${idle.peak} MB)`)
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now()
    const answers = await Promise.all([
      flood('/api/staff/session', 'application/json', size, true),
      flood('/api/staff/news', 'application/json', size, true),
      flood('/api/staff/session', 'application/json', size, false),
      flood('/api/staff/media', 'multipart/form-data; boundary=x', size, false),
    ])
    const m = memory()
    console.log(
      `   round ${round}: 4 × 94 MB → ${answers.map((a) => a.status).join(' ')}, sent ${answers.map((a) => a.sent >> 20).join('/')} MB, ${Math.round(performance.now() - started)} ms; RSS ${m.rss} MB, peak ${m.peak} MB`,
    )
  }

  // 2. An image flood.
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], name))
    const response = await fetch(`${server.url}/api/staff/media`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    await response.arrayBuffer()
    return response.status
  }
  for (const [label, width, height] of [
    ['36 MP', 6930, 5200],
    ['100 MP', 10000, 10000],
  ] as const) {
    // Eight different pictures under the limit (each decoded); one over it, sent eight times.
    const kinds = width * height > 40e6 ? 1 : 8
    const made: Buffer[] = []
    for (let i = 0; i < kinds; i++) {
      made.push(
        await sharp({
          create: { width, height, channels: 3, background: { r: 20 * i, g: 90, b: 160 } },
        })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      )
    }
    const pictures = Array.from({ length: 8 }, (_, i) => made[i % kinds] ?? Buffer.alloc(0))
    const before = memory()
    const stop = sampler('/about/about-us')
    const started = performance.now()
    const statuses = await Promise.all(pictures.map((p, i) => upload(p, `flood-${i}.png`)))
    const took = Math.round(performance.now() - started)
    const page = await stop()
    const after = memory()
    console.log(
      `2. 8 × ${label} at once (${Math.round(pictures[0]?.length ?? 0) >> 10} KB each): ${statuses.join(' ')} in ${took} ms; RSS ${before.rss} → ${after.rss} MB, peak ${after.peak} MB; cached page ${page.count}×, worst ${page.worst} ms`,
    )
  }

  // 3. 100,000 codes generated.
  const batch = `BENCH-GEN-${Date.now().toString(36)}`
  const stopPage = sampler('/about/about-us')
  const stopDb = sampler('/api/staff/codes/batches', auth)
  let seenEarly = false
  let generating = true
  const watcher = (async () => {
    while (generating) {
      const listed = await (
        await fetch(`${server.url}/api/staff/codes/batches`, { headers: auth })
      ).text()
      if (generating && listed.includes(batch)) seenEarly = true
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  const before = memory()
  const started = performance.now()
  const generated = await fetch(`${server.url}/api/staff/codes/generate`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 1, count: 100_000, length: 16, batch }),
  })
  // The answer's head comes after the commit: from here the batch may show.
  generating = false
  const csv = await generated.text()
  const took = Math.round(performance.now() - started)
  await watcher
  const page = await stopPage()
  const read = await stopDb()
  const after = memory()
  console.log(
    `3. 100,000 codes generated: ${generated.status}, ${csv.split('\r\n').length - 2} lines in ${took} ms; cached page ${page.count}×, worst ${page.worst} ms; a database read ${read.count}×, worst ${read.worst} ms; batch seen before the answer: ${seenEarly ? 'yes' : 'no'}; RSS ${before.rss} → ${after.rss} MB`,
  )
} finally {
  await server.stop()
  await db.drop()
}
