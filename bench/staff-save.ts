// p50/p99 of two representative staff saves through the HTTP API of the production build, on
// PGlite (or BENCH_DATABASE_URL): a submission (PATCH /api/staff/submissions/:id: status,
// assignee, a note) and a news item in both languages (PATCH /api/staff/news/:id: titles and
// rich text of both, then published; the save includes sanitizing and the cache purge).
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
function report(call: string, times: number[]) {
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  console.log(
    `staff save (${call}) on ${db.engine}, ${times.length} saves: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target p99 < 100 ms)`,
  )
}

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
  report('PATCH /api/staff/submissions/:id', times)

  // News items to save: made through the API, in both languages.
  const categories = await (
    await fetch(`${server.url}/api/staff/news-categories?pageSize=1`, { headers: auth })
  ).json()
  const categoryId: string = categories.data.list[0].id
  const body = (i: number) => ({
    en: {
      title: `Bench news ${i}`,
      summary: 'A summary of the item.',
      content:
        `<h2>Heading</h2><p>Paragraph ${i} with <strong>bold</strong> and <a href="https://example.com">a link</a>.</p>`.repeat(
          5,
        ),
    },
    zh: {
      title: `基准新闻 ${i}`,
      summary: '条目摘要。',
      content: `<h2>标题</h2><p>第 ${i} 段，<strong>加粗</strong>。</p>`.repeat(5),
    },
    categoryId,
    status: 'published',
  })
  const keys: string[] = []
  for (let i = 0; i < 20; i++) {
    const res = await post('/api/staff/news', { ...body(i), status: 'draft' }, auth)
    keys.push((await res.json()).data.id)
  }
  const newsTimes: number[] = []
  for (let i = 0; i < saves + 50; i++) {
    const started = performance.now()
    const res = await fetch(`${server.url}/api/staff/news/${keys[i % keys.length]}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body(i)),
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`news save answered ${res.status}`)
    if (i >= 50) newsTimes.push(performance.now() - started)
  }
  report('PATCH /api/staff/news/:id', newsTimes)
} finally {
  await server.stop()
  await db.drop()
}
