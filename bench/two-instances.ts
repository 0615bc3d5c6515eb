// Two app instances on one PostgreSQL: a session made on one works on the other, rate limits
// are shared, and a news item staff publish on one reaches a member subscribed on the other
// exactly once (both processes announce it: the publishing one at once, the other when the
// purge reaches it). Usage: npm run build && npx tsx bench/two-instances.ts
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test in a fresh database)
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const database = await benchDatabase('two')
const admin = { email: 'bench@example.com', password: 'bench-password-1' }
const env = {
  DATABASE_URL: database.url,
  CAPTCHA_TEST_ANSWER: 'bench',
  ALLOW_TEST_CAPTCHA: '1',
  STAFF_ADMIN_EMAIL: admin.email,
  STAFF_ADMIN_PASSWORD: admin.password,
}

const a = await startServer(3251, env, '/api/ready')
const b = await startServer(3252, env, '/api/ready')
const call = async (
  server: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${server}/api/cmsapi/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}
let ok = true
try {
  const account = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const captcha = await fetch(`${a.url}/api/cmsapi/common/cmsApiMember/kaptcha`)
  const verKey = captcha.headers.get('verKey') ?? ''
  const reg = await call(a.url, 'common/cmsApiMember/register', {
    account,
    password: 'secret-1',
    savePassword: 'secret-1',
    email: 'two@example.com',
    verCode: 'bench',
    verKey,
  })
  const login = await call(a.url, 'common/cmsApiMember/login', { account, password: 'secret-1' })
  const token = login.body.data?.token ?? ''
  const detail = await call(b.url, 'cmsApiMember/detail', {}, { authorization: token })
  const sessionShared =
    reg.status === 200 && detail.status === 200 && detail.body.data.account === account
  console.log(
    `session made on A read on B: ${sessionShared ? 'yes' : 'no'} (register ${reg.status}, detail ${detail.status})`,
  )

  // Wrong passwords alternate between A and B. Five attempts per account and address are
  // allowed, and the successful login above gave its attempt back: with the count shared, the
  // sixth wrong password is refused whichever instance gets it; kept per instance, A and B would
  // each allow five.
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) {
    const r = await call(i % 2 ? b.url : a.url, 'common/cmsApiMember/login', {
      account,
      password: 'wrong',
    })
    statuses.push(r.status)
  }
  const limitShared =
    statuses.slice(0, 5).every((s) => s === 401) && statuses.slice(5).every((s) => s === 429)
  console.log(
    `login answers across A/B: ${statuses.join(' ')} → limit shared: ${limitShared ? 'yes' : 'no'}`,
  )

  // The member subscribes to company news on A; staff publish a news item on B.
  const member = { authorization: token }
  const subscribed = await call(
    a.url,
    'cmsApiMember/subscriptions',
    { topic: 'news', on: true },
    member,
  )
  const session = await fetch(`${b.url}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const staffAuth = { authorization: `Bearer ${(await session.json()).data.token}` }
  const categories = await fetch(`${b.url}/api/staff/news-categories?pageSize=1`, {
    headers: staffAuth,
  })
  const categoryId = (await categories.json()).data.list[0].id
  const title = `Two instances ${Date.now()}`
  const published = await fetch(`${b.url}/api/staff/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staffAuth },
    body: JSON.stringify({
      en: { title, summary: 'Announced once', content: '<p>Announced once</p>' },
      zh: { title: `两个实例 ${title}`, summary: '只通知一次', content: '<p>只通知一次</p>' },
      categoryId,
      status: 'published',
    }),
  })
  const told = async () => {
    const page = await call(
      a.url,
      'cmsApiMember/notifications',
      { pageNum: 1, pageSize: 50 },
      member,
    )
    const list: Array<{ data: { enTitle?: string } }> = page.body.data?.list ?? []
    return list.filter((n) => n.data.enTitle === title).length
  }
  // Until it arrives (10 s at most), then another two seconds for a second copy to show.
  const deadline = Date.now() + 10_000
  while ((await told()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  await new Promise((r) => setTimeout(r, 2000))
  const copies = await told()
  const toldOnce = subscribed.status === 200 && published.status === 200 && copies === 1
  console.log(
    `news published on B, member subscribed on A: ${copies} notification(s) (subscribe ${subscribed.status}, publish ${published.status}) → exactly once: ${toldOnce ? 'yes' : 'no'}`,
  )
  ok = sessionShared && limitShared && toldOnce
} finally {
  await a.stop()
  await b.stop()
  await database.drop()
}
console.log(ok ? 'PASSED' : 'FAILED')
process.exit(ok ? 0 : 1)
