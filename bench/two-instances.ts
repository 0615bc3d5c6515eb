// Two app instances on one PostgreSQL: a session made on one works on the other, and rate
// limits are shared. Usage: npm run build && npx tsx bench/two-instances.ts
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test in a fresh database)
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const database = await benchDatabase('two')
const env = {
  DATABASE_URL: database.url,
  CAPTCHA_TEST_ANSWER: 'bench',
  ALLOW_TEST_CAPTCHA: '1',
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
  // allowed, and the successful login above was the first: with the count shared, the fifth
  // wrong password is refused whichever instance gets it; kept per instance, A and B would
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
    statuses.slice(0, 4).every((s) => s === 401) && statuses.slice(4).every((s) => s === 429)
  console.log(
    `login answers across A/B: ${statuses.join(' ')} → limit shared: ${limitShared ? 'yes' : 'no'}`,
  )
  ok = sessionShared && limitShared
} finally {
  await a.stop()
  await b.stop()
  await database.drop()
}
console.log(ok ? 'PASSED' : 'FAILED')
process.exit(ok ? 0 : 1)
