import { describe, expect, it } from 'vitest'
import { allPages } from './all-pages'

/** A paged list of `total` numbers that serves at most `cap` items per page. */
function pagedNumbers(total: number, cap: number) {
  const asked: number[] = []
  const readPage = async (pageNo: number, pageSize: number) => {
    asked.push(pageNo)
    const size = Math.min(pageSize, cap)
    const start = (pageNo - 1) * size
    const list = Array.from(
      { length: Math.max(0, Math.min(size, total - start)) },
      (_, i) => start + i,
    )
    return { list, total }
  }
  return { readPage, asked }
}

describe('allPages', () => {
  it('reads one page when it holds everything', async () => {
    const { readPage, asked } = pagedNumbers(40, 100)
    const all = await allPages(readPage, { limit: 500, pageSize: 100 })
    expect(all.list).toHaveLength(40)
    expect(all.total).toBe(40)
    expect(asked).toEqual([1])
  })

  it('reads the other pages, at the size the service really gives', async () => {
    const { readPage, asked } = pagedNumbers(124, 50)
    const all = await allPages(readPage, { limit: 500, pageSize: 100 })
    expect(all.list).toEqual(Array.from({ length: 124 }, (_, i) => i))
    expect(asked.sort()).toEqual([1, 2, 3])
  })

  it('stops at the limit and still tells the total', async () => {
    const { readPage, asked } = pagedNumbers(1200, 100)
    const all = await allPages(readPage, { limit: 500, pageSize: 100 })
    expect(all.list).toHaveLength(500)
    expect(all.list.at(-1)).toBe(499)
    expect(all.total).toBe(1200)
    expect(asked).toHaveLength(5)
  })

  it('answers an empty list', async () => {
    const { readPage } = pagedNumbers(0, 100)
    expect(await allPages(readPage, { limit: 500, pageSize: 100 })).toEqual({ list: [], total: 0 })
  })
})
