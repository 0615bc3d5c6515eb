// A page's ETag is made of what it shows: rendered again (the suite's server keeps a page fresh
// 3 s), the same content has the same ETag, though the bytes differ in the render's times, and
// a browser or CDN that revalidates its copy gets 304. Across processes and instances:
// instances.test.ts.
import { describe, expect, inject, it } from 'vitest'
import { fresh } from './fresh-connection'

const base = () => inject('baseUrl')

/** The page as a render gives it: the first render, or the one that replaces a stale copy. */
async function rendered(path: string) {
  // A stale copy is served while its refresh renders; the next request gets the new render.
  for (let i = 0; i < 100; i++) {
    const answer = await fresh(`${base()}${path}`)
    if (answer.headers['x-cache'] === 'MISS') return answer
    if (answer.headers['x-cache'] === 'STALE') {
      for (let j = 0; j < 50; j++) {
        await new Promise((r) => setTimeout(r, 100))
        const next = await fresh(`${base()}${path}`)
        if (next.headers['x-cache'] === 'HIT') return next
      }
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no new render of ${path}`)
}

describe('ETags of rendered pages', () => {
  it.each(['/about/news', '/zh/product/list', '/'])(
    'the same content rendered again has the same ETag, and a revalidation of %s is a 304',
    async (path) => {
      const first = await rendered(path)
      const etag = first.headers.etag ?? ''
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
      // The suite's server keeps a page fresh 3 s: wait for the copy to go stale and be rendered anew.
      await new Promise((r) => setTimeout(r, 3_200))
      const second = await rendered(path)
      // Another render: the hydration data holds other times …
      expect(second.body).not.toBe(first.body)
      // … of the same page.
      expect(second.headers.etag).toBe(etag)
      const revalidated = await fresh(`${base()}${path}`, { 'if-none-match': etag })
      expect(revalidated.status).toBe(304)
      expect(revalidated.body).toBe('')
      expect(revalidated.headers.etag).toBe(etag)
      // The CSP of this render (its scripts' hashes) would not fit the copy the visitor keeps.
      expect(revalidated.headers['content-security-policy']).toBeUndefined()
      expect(revalidated.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    },
  )
})
