import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp, listStaffRoutes } from './api'
import { signedInStaff } from './test-staff'

/** Seeded, bounded: the same cases on every run (STAFF_FUZZ_RUNS for more). */
const SEED = 20261125
const RUNS = Number(process.env.STAFF_FUZZ_RUNS ?? 600)

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '%',
    '%00',
    '-1',
    '0',
    '1.5',
    '1e400',
    '2147483648',
    '99999999999999999999',
    '0000-01-01',
    '0000-00-00T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13',
    'NaN',
    '[]',
    '{}',
    "' OR 1=1 --",
    '../../etc/passwd',
    'x'.repeat(3000),
  ),
)
const junk = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.anything({ maxDepth: 2 }),
)
const FIELDS = [
  'id',
  'ids',
  'email',
  'password',
  'role',
  'name',
  'status',
  'title',
  'slug',
  'locale',
  'publishedAt',
  'scheduledAt',
  'from',
  'to',
  'q',
  'sort',
  'dir',
  'page',
  'pageSize',
  'productId',
  'count',
  'length',
  'batch',
  'assigneeId',
  'note',
  'alt',
  'paths',
  'type',
  'disabled',
  'content',
  'body',
  'parentId',
  'sortOrder',
  'totp',
  'code',
]
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), junk, { maxKeys: 6 }),
  junk,
  fc.constant(undefined),
)
const param = fc.oneof(
  fc.constantFrom('1', '2147483647', '2147483648', '99999999999999999999', '-1', '0', 'abc', '%00'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
)

/** Every registered call with its parameters filled in by `fill`. */
const routes = listStaffRoutes()
function pathOf(pattern: string, fill: string[]): string {
  let i = 0
  return pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\(\[\^\/\]\+\)/g, () => fill[i++ % fill.length] ?? '1')
    .replace(/\\(.)/g, '$1')
}

describe.each(testEngines())('the staff API fuzzed with an admin token on %s', (engine) => {
  let opened: OpenDb
  let token = ''
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    token = await signedInStaff(opened.db, {
      email: 'fuzz-admin@example.com',
      role: 'admin',
      ip: '10.5.5.5',
    })
  }, 120_000)
  afterAll(() => opened?.close())

  it('answers every call with random ids, queries and bodies below 500', async () => {
    const statuses = new Map<number, number>()
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(param, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 4 }),
        body,
        async ([method, pattern], fill, query, payload) => {
          // Signing out or changing the fuzzer's own password would end its session.
          if (/session|me\\\/password|me\\\/totp/.test(pattern)) return
          const path = pathOf(pattern, fill)
          const search = new URLSearchParams(query).toString()
          const init: RequestInit = {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          }
          if (method !== 'GET' && method !== 'DELETE' && payload !== undefined) {
            init.body = JSON.stringify(payload)
          }
          const res = await handleStaffHttp(
            new Request(`http://staff.test/api/staff${path}${search ? `?${search}` : ''}`, init),
            path,
            { db: opened.db, ip: '10.5.5.6' },
          )
          await res.arrayBuffer()
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status >= 500) {
            failures.push(`${method} ${path}?${search} ${JSON.stringify(payload)?.slice(0, 200)}`)
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    )
    console.log(
      `staff API fuzz on ${engine}: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    )
    expect(failures.slice(0, 20)).toEqual([])
  }, 600_000)
})
