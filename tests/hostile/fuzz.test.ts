import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listCmsRoutes } from '~/server/cms/core'
import '~/server/cms/service'
import { staticRoutes, withPrefix } from '../e2e/routes'
import { hit, LIST_PAGES, logMark, logSince, newVisitor, serverRssMb, stackLines } from './helpers'

/** Seeded, bounded: the same few thousand cases on every run. */
const SEED = 20261123
const CMS_RUNS = Number(process.env.HOSTILE_FUZZ_CMS ?? 1500)
const PAGE_RUNS = Number(process.env.HOSTILE_FUZZ_PAGES ?? 1000)

/** Text as hostile clients write it: any code point, NUL, broken halves, huge, or tricky. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '%',
    '%E0%A4%A',
    '-1',
    '0',
    '1.5',
    '1e400',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'javascript:alert(1)',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
)
const junk = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 4 }),
  fc.dictionary(text, text, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
)
const FIELD_NAMES = [
  'id',
  'pageNo',
  'pageSize',
  'categoryId',
  'brandId',
  'optionId',
  'typeId',
  'keyword',
  'type',
  'kind',
  'code',
  'account',
  'password',
  'savePassword',
  'phone',
  'email',
  'fields',
  'verKey',
  'verCode',
  'area',
  'province',
  'city',
  'region',
  'reference',
  'page',
  'channel',
  'url',
  'title',
  'topic',
  'on',
  '__proto__',
  'constructor',
]

const PAGE_PARAMS = [
  'page',
  'category',
  'brand',
  'keyword',
  'type',
  'kind',
  'option',
  'area',
  'province',
  'city',
  'id',
  'ids',
  'diff',
  'q',
]

/** A query string, partly encoded properly and partly written raw (bad escapes included). */
const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PAGE_PARAMS), fc.string({ maxLength: 8 })),
      text,
      fc.boolean(),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs
      .map(([key, value, rawValue]) => {
        // A URL cannot carry half a UTF-16 pair; everything else goes in.
        const whole = value.replace(/\p{Cs}/gu, '')
        const v = rawValue
          ? whole.replace(/[#&\s]/g, '').replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
          : encodeURIComponent(whole)
        return `${encodeURIComponent(key.replace(/\p{Cs}/gu, ''))}=${v}`
      })
      .join('&'),
  )

describe('fuzz', () => {
  it('answers every /api/cmsapi call with random payloads and queries below 500', async () => {
    const routes = listCmsRoutes()
    expect(routes.length).toBeGreaterThan(20)
    const mark = logMark()
    const rssBefore = serverRssMb()
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(junk, fc.dictionary(fc.constantFrom(...FIELD_NAMES), junk)),
        fc.dictionary(fc.constantFrom(...FIELD_NAMES), text, { maxKeys: 3 }),
        // One call in eight is a simple cross-site-style text/plain POST.
        fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
        async ([method, path], body, params, sendAsText) => {
          const search = new URLSearchParams()
          for (const [k, v] of Object.entries(params)) search.set(k, v.replace(/\uD800/g, ''))
          const payload = JSON.stringify(body) ?? ''
          const response = await hit(`/api/cmsapi/${path}?${search}`, {
            method,
            headers: {
              'content-type': sendAsText ? 'text/plain' : 'application/json',
              'x-forwarded-for': newVisitor(),
            },
            body: method === 'POST' ? payload : undefined,
          })
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          expect(response.status, `${method} ${path} ${payload.slice(0, 200)}`).toBeLessThan(500)
        },
      ),
      { numRuns: CMS_RUNS, seed: SEED },
    )
    const rssAfter = serverRssMb()
    console.log(
      `cmsapi fuzz: ${CMS_RUNS} calls over ${routes.length} routes, answers ${JSON.stringify(Object.fromEntries(statuses))}, 0 at or above 500; server RSS ${rssBefore} → ${rssAfter} MB`,
    )
    expect(stackLines(logSince(mark))).toEqual([])
    expect(rssAfter - rssBefore).toBeLessThan(150)
  }, 900_000)

  it("answers every page's search params below 500 with the site's own screen", async () => {
    const paths = [
      ...new Set([
        ...staticRoutes.flatMap((p) => ['', '/zh'].map((l) => withPrefix(l, p))),
        ...LIST_PAGES,
      ]),
    ]
    // Each page drawn once first: the growth measured below is what the fuzz leaves, not the
    // first render of 82 pages (code, the page cache filling, PGlite's worker warming up), which
    // moved the starting figure by 60 MB between runs.
    for (const path of paths) await (await hit(path)).arrayBuffer()
    const mark = logMark()
    const rssBefore = serverRssMb()
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, search) => {
        const response = await hit(`${path}?${search}`)
        const html = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, `${path}?${search}`).toBeLessThan(500)
        expect(html, `${path}?${search}`).not.toMatch(/Something went wrong!|Hide Error/)
      }),
      { numRuns: PAGE_RUNS, seed: SEED },
    )
    const rssAfter = serverRssMb()
    console.log(
      `page fuzz: ${PAGE_RUNS} requests over ${paths.length} pages, answers ${JSON.stringify(Object.fromEntries(statuses))}, 0 at or above 500; server RSS ${rssBefore} → ${rssAfter} MB`,
    )
    expect(stackLines(logSince(mark))).toEqual([])
    expect(rssAfter - rssBefore).toBeLessThan(150)
  }, 900_000)
})
