// p50/p99 of a representative staff save: PATCH /api/staff/submissions/:id (status, assignee,
// a note) through the HTTP API of the production build, on PGlite (or BENCH_DATABASE_URL).
// Usage: npm run build && npx tsx bench/staff-save.ts   (BENCH_SAVES=N, default 500)
// Target: p99 < 100 ms on PGlite.
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
const saves = Number(process.env.BENCH_SAVES ?? 500)
const port = Number(process.env.BENCH_PORT ?? 3261)
const db = await benchDatabase('staffsave')
const admin = { email: 'bench@example.com', password: 'bench-password-1' }
const server = await startServer(
  port,
  {
    DATABASE_URL: db.url,
    STAFF_ADMIN_EMAIL: admin.email,
    STAFF_ADMIN_PASSWORD: admin.password,
    // The 20 reservations below come from one address.
    FORM_RATE_LIMIT: '100',
  },
  '/api/health',
)
try {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const token: string = (await (await post('/api/staff/session', admin)).json()).data.token
  const auth = { authorization: `Bearer ${token}` }
  // Submissions to save: reservations through the site's own call.
  const ids: number[] = []
  for (let i = 0; i < 20; i++) {
    const res = await post(
      '/api/cmsapi/common/cmsSurveyRecord/addItem',
      {
        type: 'reservation',
        fields: {
          customerName: `Bench ${i}`,
          phone: '13800138000',
          productModel: 'RF-D18',
          serviceType: 'maintenance',
          repairType: 'warranty',
          faultSymptom: 'bench',
        },
      },
      { peopleip: `10.20.0.${i}` },
    )
    ids.push((await res.json()).data.id)
  }
  const me = (await (await fetch(`${server.url}/api/staff/me`, { headers: auth })).json()).data
  const statuses = ['new', 'in_progress', 'done']
  const times: number[] = []
  for (let i = 0; i < saves + 50; i++) {
    const started = performance.now()
    const res = await fetch(`${server.url}/api/staff/submissions/${ids[i % ids.length]}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        status: statuses[i % 3],
        assigneeId: i % 2 ? me.id : null,
        note: `bench note ${i}`,
      }),
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`save answered ${res.status}`)
    // The first 50 warm the server up.
    if (i >= 50) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  console.log(
    `staff save (PATCH /api/staff/submissions/:id) on ${db.engine}, ${saves} saves: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target p99 < 100 ms)`,
  )
} finally {
  await server.stop()
  await db.drop()
}
