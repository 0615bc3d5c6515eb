import { count, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import * as schema from '~/server/db/schema'
import { openSeededTestDb } from '~/server/db/test-db'
import { listCmsRoutes } from './core'
import { handleCmsHttp } from './http'
import './service'

/** Tables that a refused request may still touch: counters and one-time challenges. */
const BOOKKEEPING = new Set<PgTable>([
  schema.rateLimits,
  schema.captchas,
  schema.smsCodes,
  schema.powSolutions,
])

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 50 }),
  fc.constant('x'.repeat(5000)),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("' OR 1=1 --"),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
)

const payload = fc.oneof(
  junk,
  fc.dictionary(
    fc.constantFrom(
      'id',
      'pageNo',
      'pageSize',
      'categoryId',
      'brandId',
      'keyword',
      'type',
      'kind',
      'code',
      'account',
      'password',
      'phone',
      'fields',
      'verKey',
      'verCode',
      'area',
      'province',
      'region',
      '__proto__',
      'constructor',
    ),
    junk,
  ),
)

async function rowCounts(db: OpenDb['db']) {
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable) || BOOKKEEPING.has(table)) continue
    const [row] = await db.select({ n: count() }).from(table)
    out[name] = row?.n ?? 0
  }
  return out
}

describe('hostile input to every /api/cmsapi call', () => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb('pglite')
  }, 120_000)
  afterAll(() => opened?.close())

  it('answers malformed, oversized and wrong-typed payloads with 2xx/4xx only, storing nothing', async () => {
    const before = await rowCounts(opened.db)
    const routes = listCmsRoutes()
    expect(routes.length).toBeGreaterThan(20)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        payload,
        fc.dictionary(
          fc.constantFrom('id', 'page', 'region', 'phone', 'code'),
          fc.string({ maxLength: 30 }),
        ),
        fc.option(fc.string({ maxLength: 40 })),
        async ([method, path], body, query, token) => {
          const url = new URL(`http://127.0.0.1/api/cmsapi/${path}`)
          for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (token) headers.authorization = token.replace(/[^\x20-\x7e]/g, '')
          const text = body === undefined ? undefined : JSON.stringify(body)
          const response = await handleCmsHttp(
            new Request(url, { method, headers, body: method === 'POST' ? text : undefined }),
            path,
            opened.db,
          )
          expect(response.status, `${method} ${path} ${text?.slice(0, 200)}`).toBeLessThan(500)
          const envelope = await response.json()
          expect(typeof envelope.code).toBe('number')
          expect(typeof envelope.message).toBe('string')
          expect(JSON.stringify(envelope)).not.toMatch(/at .+\.(ts|js):\d+/)
        },
      ),
      { numRuns: 400 },
    )
    // Only well-formed, valid submissions may store anything, and random junk is never valid.
    expect(await rowCounts(opened.db)).toEqual(before)
  }, 120_000)
})
